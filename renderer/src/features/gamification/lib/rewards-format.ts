import { ApiError } from '@/lib/api-client';

/** 0-100 for a progress bar; 0 when the target is 0. */
export function percentOf(progress: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.max(0, (progress / target) * 100));
}

/** The error code in an API answer's body ({error:{code}}), when there is one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.message.slice(error.message.indexOf(':') + 1).trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const inner = (parsed as { error: unknown }).error;
      if (typeof inner === 'object' && inner !== null && 'code' in inner && typeof inner.code === 'string') return inner.code;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The coins still missing for an item, for the disabled button's label. */
export function coinsShort(coins: number, cost: number): number {
  return Math.max(0, cost - coins);
}
