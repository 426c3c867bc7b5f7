import { BadgeCheck, Database, EyeOff, KeyRound, Landmark, Lock, Server, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { TrustIcon as TrustIconName } from '../../../../../../shared/contracts/trust';

/** One icon component per icon name the trust content may use (shared/contracts/trust.ts TRUST_ICONS). */
const ICONS: Record<TrustIconName, LucideIcon> = {
  shield: ShieldCheck,
  lock: Lock,
  bank: Landmark,
  'eye-off': EyeOff,
  server: Server,
  key: KeyRound,
  'badge-check': BadgeCheck,
  database: Database,
};

export function TrustIcon({ name, className }: { name: TrustIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
