import { KeyRound, Users } from 'lucide-react';
import { useState } from 'react';
import type { AccountSummary, IssuedReset } from '../../../../shared/contracts/auth';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { OwnerAccessState } from '@/components/owner/owner-gate';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/api-client';
import { useHealth } from '@/lib/health';
import { useAccounts, useIssueReset } from './api/members';
import { ResetLinkDialog } from './components/reset-link-dialog';
import { formatDay, formatInstant } from './lib/format';

function AccountRow({ account, onIssue, issuing }: { account: AccountSummary; onIssue: () => void; issuing: boolean }) {
  return (
    <li className="flex flex-col gap-3 border-b border-white/5 p-4 last:border-0 sm:flex-row sm:items-center sm:justify-between sm:p-5" data-testid="member-row">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all text-white" data-testid="member-username">
            {account.username}
          </span>
          <Badge variant={account.role === 'owner' ? 'default' : 'secondary'}>{account.role === 'owner' ? 'Owner' : 'Member'}</Badge>
          {account.resetPendingUntil ? (
            <Badge variant="warning" data-testid="member-reset-pending">
              Reset link open until {formatInstant(account.resetPendingUntil)}
            </Badge>
          ) : null}
        </div>
        <span className="text-sm break-all text-slate-300">{account.email}</span>
        <span className="text-xs text-slate-400">
          Created {formatDay(account.createdAt)} · {account.lastSignInAt ? `Last sign-in ${formatInstant(account.lastSignInAt)}` : 'No sign-in recorded'}
        </span>
      </div>
      <Button variant="outline" size="sm" onClick={onIssue} disabled={issuing} aria-label={`Issue reset link for ${account.username}`} data-testid="issue-reset">
        <KeyRound aria-hidden="true" className="size-4" />
        Issue reset link
      </Button>
    </li>
  );
}

/**
 * /members (owner, hosted; docs/security.md "Password reset (hosted)"): the accounts that can sign
 * in, and a one-time password reset link for any of them. There is no e-mail here, so the owner
 * passes the link on by hand; it is shown once.
 */
export default function MembersPage() {
  const health = useHealth();
  const hosted = health.data?.mode === 'hosted';
  const accounts = useAccounts(hosted);
  const issue = useIssueReset();
  const [issued, setIssued] = useState<IssuedReset | null>(null);

  let content;
  if (health.error) {
    content = (
      <LoadError title="Could not load the accounts" onRetry={() => void health.refetch()} retrying={health.isFetching} testId="members-load-error" />
    );
  } else if (health.data && !hosted) {
    content = (
      <EmptyState icon={Users} title="No accounts here" testId="members-local">
        This copy of the app runs on this computer for you alone: accounts, passwords and resets exist only on a hosted server.
      </EmptyState>
    );
  } else if (accounts.error) {
    content = (
      <OwnerAccessState
        error={accounts.error}
        returnTo="/members"
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
        loadErrorTitle="Could not load the accounts"
      />
    );
  } else if (!accounts.data) {
    content = (
      <LoadingSkeleton label="Loading the accounts" testId="members-loading">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </LoadingSkeleton>
    );
  } else if (accounts.data.accounts.length === 0) {
    content = (
      <EmptyState icon={Users} title="No accounts yet" testId="members-empty">
        Accounts appear here once people sign up on the sign-in page.
      </EmptyState>
    );
  } else {
    const { accounts: list, total } = accounts.data;
    content = (
      <Card className="p-0">
        <h2 id="accounts-heading" className="px-4 pt-4 text-lg font-semibold text-white sm:px-5 sm:pt-5">
          {total === 1 ? '1 account' : `${total} accounts`}
          {total > list.length ? ` (the newest ${list.length} shown)` : ''}
        </h2>
        <ul aria-labelledby="accounts-heading" data-testid="members-list">
          {list.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              issuing={issue.isPending && issue.variables === account.id}
              onIssue={() =>
                issue.mutate(account.id, {
                  onSuccess: setIssued,
                  onError: (error) => toast({ title: 'Could not issue a reset link', description: errorText(error), variant: 'destructive' }),
                })
              }
            />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <ScreenPage tabTitle="Members" width="max-w-4xl" overlays={<ResetLinkDialog issued={issued} onClose={() => setIssued(null)} />}>
      <ScreenTitle title="Members">
        The accounts on this server. There is no e-mail here: when someone forgets their password, issue a one-time reset link and pass it
        on yourself.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
