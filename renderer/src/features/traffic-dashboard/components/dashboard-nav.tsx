import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SCREENS } from '../../../../../shared/routes';
import { buttonVariants } from '@/components/ui/button';

const LINKS = [
  { to: SCREENS.trafficExecutor[0], label: 'Post templates' },
  { to: SCREENS.conversionCommand[0], label: 'Conversion strategies' },
  { to: SCREENS.share[0], label: 'Quick share' },
  { to: SCREENS.analytics[0], label: 'Analytics dashboard' },
  { to: SCREENS.liveCampaign[0], label: 'Live campaign tracker' },
] as const;

/** The spec's navigation buttons to the other campaign tools. */
export function DashboardNav() {
  return (
    <nav aria-label="Campaign tools" className="flex flex-wrap gap-3">
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
