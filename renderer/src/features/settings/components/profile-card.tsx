import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../../../../shared/contracts/auth';
import { CardHeading } from '@/components/card-heading';
import { Card, CardContent } from '@/components/ui/card';
import { useHomeCurrency } from '../api/account';

const PLAN_LABEL = { free: 'Free', pro: 'Pro', business: 'Business' } as const;

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-white/5 py-3 last:border-0 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-400 sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words text-slate-100" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Who is signed in: the profile fields the app keeps, each with where it is changed. */
export function ProfileCard({ user, hosted }: { user: AuthUser; hosted: boolean }) {
  const currency = useHomeCurrency(true);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card>
      <CardHeading icon={UserRound} title="Profile" id="profile-heading">
        Your name comes from onboarding; the plan and the home currency are changed on their own screens.
      </CardHeading>
      <CardContent>
        <dl aria-labelledby="profile-heading">
          <Row term="Name" testId="profile-name">
            {name || 'Not given'}
          </Row>
          {hosted ? (
            <>
              <Row term="Username" testId="profile-username">
                {user.username}
              </Row>
              <Row term="E-mail" testId="profile-email">
                {user.email}
              </Row>
            </>
          ) : null}
          <Row term="Plan" testId="profile-plan">
            {PLAN_LABEL[user.subscriptionTier]}{' '}
            <Link to="/billing" className="ml-2 text-sm text-gold-300 underline-offset-4 hover:underline">
              Manage plan
            </Link>
          </Row>
          <Row term="Home currency" testId="profile-currency">
            {currency.data ? currency.data.homeCurrency : currency.isError ? 'Could not load' : 'Loading…'}{' '}
            <Link to="/accounts#home-currency-heading" className="ml-2 text-sm text-gold-300 underline-offset-4 hover:underline">
              Change on Accounts
            </Link>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}
