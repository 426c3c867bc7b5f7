import type { HealthResponse } from '../../../../../shared/contracts/health';
import { getHealth } from '@/lib/health';

/** The deploy step: the server's health, described in one sentence from the server's own answer. */
export async function checkDeploy(): Promise<string> {
  return deployDetail(await getHealth());
}

export function deployDetail(health: HealthResponse): string {
  const minutes = Math.floor(health.uptimeMs / 60_000);
  const uptime = minutes < 1 ? 'under a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Server ${health.version} is up in ${health.mode} mode${health.demo ? ' (offline demo)' : ''}, database ok, running for ${uptime}.`;
}
