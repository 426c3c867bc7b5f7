import { LogIn } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { authApi } from '../../../../shared/api/auth';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { SCREENS } from '../../../../shared/routes';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { ApiError, apiUrl } from '@/lib/api-client';
import { useIsDemoMode } from '@/lib/health';
import { useCurrentUser } from '@/lib/current-user';
import { useBusinessAccounts } from '@/api/business-accounts';
import { BusinessAccountList } from './components/business-account-list';
import { BusinessDetailsDialog } from './components/business-details-dialog';
import { BusinessEmpty, BusinessError, BusinessListSkeleton, BusinessSignIn } from './components/business-states';
import { CreateBusinessForm } from './components/create-business-form';
import { newestFirst } from './lib/business-format';

const LOGIN_HREF = apiUrl(authApi.loginPage, { query: { returnTo: SCREENS.business[0] } });

/**
 * /business: savings accounts as a commitment device (docs/product.md "Business savings"). The
 * owner is the signed-in user, else the demo user the spec builds its pages around.
 */
export default function BusinessAccountsPage() {
  const currentUser = useCurrentUser();
  const signedOut = currentUser.data === null;
  const userId = currentUser.data ? currentUser.data.id : signedOut ? DEMO_USER_ID : undefined;
  const accounts = useBusinessAccounts(userId);
  const demoMode = useIsDemoMode();
  const demoData = demoMode && userId === DEMO_USER_ID;

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const nameInputRef = useRef<HTMLInputElement>(null);

  const list = useMemo(() => newestFirst(accounts.data ?? []), [accounts.data]);
  const selected = list.find((a) => a.id === selectedId) ?? null;

  const listError = accounts.error;
  const needsSignIn = listError instanceof ApiError && (listError.status === 401 || listError.status === 403);

  let content;
  if (currentUser.isError) {
    content = (
      <BusinessError
        detail={currentUser.error.message}
        onRetry={() => void currentUser.refetch()}
        retrying={currentUser.isFetching}
      />
    );
  } else if (accounts.data) {
    content =
      list.length > 0 ? (
        <BusinessAccountList
          accounts={list}
          demo={demoMode}
          readOnly={signedOut}
          onOpen={(account, opener) => {
            returnFocusRef.current = opener;
            setSelectedId(account.id);
          }}
        />
      ) : (
        <BusinessEmpty onStart={() => nameInputRef.current?.focus()} />
      );
  } else if (needsSignIn) {
    content = <BusinessSignIn />;
  } else if (listError) {
    content = <BusinessError detail={listError.message} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />;
  } else {
    content = <BusinessListSkeleton />;
  }

  return (
    <ScreenPage
      tabTitle="Business Accounts"
      overlays={
        <BusinessDetailsDialog
          account={selected}
          demo={demoMode}
          readOnly={signedOut}
          signInHref={LOGIN_HREF}
          onClose={() => setSelectedId(null)}
          returnFocusRef={returnFocusRef}
        />
      }
    >
      <ScreenTitle
        title="Business Accounts"
      >
        Savings accounts you commit to: a target, a weekly contribution, and a penalty for every week that falls short.
      </ScreenTitle>
      {signedOut && accounts.data ? (
        <p
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-sky-400/30 bg-sky-400/5 p-3 text-sm text-sky-100"
          data-testid="business-sandbox-notice"
        >
          You are not signed in, so this is the shared demo sandbox, read-only.
          <a href={LOGIN_HREF} className="inline-flex items-center gap-1.5 font-semibold text-gold-300 underline-offset-4 hover:underline">
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to create, contribute and see details
          </a>
        </p>
      ) : null}
      {/* Form on the left, list on the right; one column (form first) on small screens. */}
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] xl:grid-cols-[24rem_minmax(0,1fr)]">
        <CreateBusinessForm userId={userId} nameInputRef={nameInputRef} signInHref={signedOut ? LOGIN_HREF : undefined} />
        <section aria-labelledby="business-list-heading" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="business-list-heading" className="text-xl font-semibold text-white">
              Your accounts
              {accounts.data ? (
                <span className="ml-2 text-base font-normal text-slate-400" data-testid="business-count">
                  ({list.length})
                </span>
              ) : null}
            </h2>
            {demoData && accounts.data ? <DemoDataBadge /> : null}
          </div>
          {content}
        </section>
      </div>
    </ScreenPage>
  );
}
