import { Bot, Briefcase, CreditCard, Gauge, ScanSearch, Smartphone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS, SCREENS } from '../../../../../shared/routes';

const LINKS: readonly { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: PATHS.subscriptions, label: 'Subscriptions', description: 'Find and cancel forgotten subscriptions', icon: ScanSearch },
  { to: PATHS.mobile, label: 'Mobile banking', description: 'Accounts, transfers and recent activity', icon: Smartphone },
  { to: SCREENS.business[0], label: 'Business savings', description: 'Savings accounts with rules you commit to', icon: Briefcase },
  { to: PATHS.creditScore, label: 'Credit score', description: 'Your estimated score and how to raise it', icon: Gauge },
  { to: PATHS.aiCoach, label: 'AI coach', description: 'Talk through a money decision', icon: Bot },
  { to: PATHS.pricing, label: 'Plans and pricing', description: 'Compare Free, Pro and Business', icon: CreditCard },
];

const linkId = (label: string) => `consumer-link-${label.toLowerCase().replaceAll(' ', '-')}`;

/** The other consumer areas, one click from home. */
export function ConsumerLinks() {
  return (
    <nav aria-labelledby="consumer-links-heading" className="flex flex-col gap-4">
      <h2 id="consumer-links-heading" className="text-lg font-semibold text-white">
        More for your money
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ to, label, description, icon: Icon }) => (
          <li
            key={to}
            // The whole card is the link's target (its ::after covers the card), while the link's own
            // text is the label alone: its accessible name is what it shows (WCAG 2.5.3).
            className="relative flex h-full items-start gap-3 rounded-xl border border-white/10 bg-navy-900/80 p-4 transition-colors hover:border-gold-400/50 hover:bg-navy-800 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-gold-300"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
            <span className="flex flex-col gap-0.5">
              <Link
                to={to}
                aria-describedby={`${linkId(label)}-description`}
                className="font-semibold text-white after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
              >
                {label}
              </Link>
              <span id={`${linkId(label)}-description`} className="text-sm text-slate-400">
                {description}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
