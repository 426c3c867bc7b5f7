import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS, SCREENS } from '../../../../shared/routes';
import type { BusinessAccount } from '../../../../shared/contracts/business';
import { PRODUCT_NAME } from '@/components/brand';
import { FirstAnswers, LoadError, SignInPrompt } from '@/components/load-states';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { buttonVariants } from '@/components/ui/button';
import { DemoDataBadge } from '@/components/ui/demo-data-badge';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorText, isUnauthorized } from '@/lib/api-client';
import { useIsDemoMode } from '@/lib/health';
import { cn } from '@/lib/utils';
import { REFETCH_AFTER_LINK_MS, useCreateLinkToken } from './api/create-link-token';
import { exchangePublicToken } from './api/exchange-public-token';
import { syncBank } from './api/sync-bank';
import { useBankAccounts } from '@/api/bank-accounts';
import { RECENT_DAYS, useBankTransactions } from './api/get-bank-transactions';
import { useBankingUser } from './api/get-banking-user';
import { useBusinessAccounts } from '@/api/business-accounts';
import { BalanceCard } from './components/balance-card';
import { BankAccountList, BankAccountsEmpty } from './components/bank-account-list';
import { BottomNav, type BottomNavItem } from './components/bottom-nav';
import { BusinessAccountDetailsView } from './components/business-account-details';
import { BusinessAccountList } from './components/business-account-list';
import { ImportBankFile } from './components/import-bank-file';
import { CardsPanel, MorePanel } from './components/more-panels';
import { NewMenu } from './components/new-menu';
import { QuickActions } from './components/quick-actions';
import { SectionError } from '@/components/section-error';
import { ListSkeleton, Section } from './components/section';
import { TransactionList } from './components/transaction-list';
import { openPlaidLink } from './lib/plaid-link';
import { TransferForm } from './components/transfer-form';
import { hasSampleAccounts } from './lib/money';
import { useHiddenBalances } from './lib/use-hidden-balances';
import { MOBILE_TOASTS } from './messages';

type Sheet =
  | { kind: 'send' }
  | { kind: 'receive' }
  | { kind: 'new' }
  | { kind: 'import' }
  | { kind: 'business'; account: BusinessAccount }
  | { kind: 'cards' }
  | { kind: 'more' };

const SHEET_TEXT: Record<Exclude<Sheet['kind'], 'business'>, { title: string; description?: string }> = {
  send: { title: 'Send money', description: 'Move money from one of your accounts to another.' },
  receive: { title: 'Receive money', description: 'Move money into one of your accounts from another.' },
  new: { title: 'New', description: 'Add accounts and transactions.' },
  import: { title: 'Import a bank file', description: 'Your bank’s CSV, OFX, QFX or QIF export.' },
  cards: { title: 'Cards' },
  more: { title: 'More' },
};

/** /mobile: the mobile-style banking home (docs/product.md "Banking"), all from the banking and business APIs. */
export default function MobileBankingPage() {
  const user = useBankingUser();
  const userId = user.userId;
  const accounts = useBankAccounts(userId);
  const transactions = useBankTransactions(userId);
  const business = useBusinessAccounts(userId);
  const demoMode = useIsDemoMode();
  const link = useCreateLinkToken();
  const [hidden, toggleHidden] = useHiddenBalances();
  const [searchParams, setSearchParams] = useSearchParams();
  const importAsked = searchParams.get('import') === '1';
  const [sheet, setSheet] = useState<Sheet | null>(() => (importAsked ? { kind: 'import' } : null));
  const [sheetBusy, setSheetBusy] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // /accounts sends "Import a bank file" here as ?import=1: the sheet opens with the screen (see the
  // sheet's initial state), and the flag is dropped so a reload or Back does not open it again.
  useEffect(() => {
    if (!importAsked) return;
    setSearchParams(
      (params) => {
        params.delete('import');
        return params;
      },
      { replace: true },
    );
  }, [importAsked, setSearchParams]);

  const signInNeeded = [accounts.error, transactions.error, business.error].some(isUnauthorized);

  function closeSheet() {
    setSheet(null);
    setSheetBusy(false);
  }

  function connectBank() {
    if (!userId || link.isPending) return;
    link.mutate(userId, {
      onSuccess: (result) => {
        setSheet((current) => (current?.kind === 'new' ? null : current));
        if (result.connected) return void toast(MOBILE_TOASTS.bankConnected);
        // Plaid: open Link with the token, then hand its public token to the server.
        openPlaidLink(result.linkToken)
          .then(async (publicToken) => {
            if (!publicToken) return;
            await exchangePublicToken(publicToken);
            toast(MOBILE_TOASTS.bankConnected);
            window.setTimeout(() => void refresh(), REFETCH_AFTER_LINK_MS);
          })
          .catch((error: unknown) => {
            console.error('Plaid Link failed', error);
            toast(MOBILE_TOASTS.plaidUnavailable);
          });
      },
      // A refusal (the Free plan's one linked bank) says why; anything else keeps the spec's text.
      onError: (error) => {
        const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.server?.message : undefined;
        toast(reason ? { ...MOBILE_TOASTS.connectionFailed, description: reason } : MOBILE_TOASTS.connectionFailed);
      },
    });
  }

  async function refresh() {
    setRefreshing(true);
    setAnnouncement('');
    try {
      if (!userId) {
        await user.refetch();
        return;
      }
      // Ask linked banks for news first; a bank that cannot be reached still leaves the stored data to show.
      let synced = true;
      try {
        await syncBank();
      } catch (error) {
        console.error('Bank sync failed', error);
        synced = false;
      }
      const results = await Promise.all([accounts.refetch(), transactions.refetch(), business.refetch()]);
      if (!synced) return void setAnnouncement('Your bank could not be reached; showing the latest stored data.');
      setAnnouncement(results.some((r) => r.isError) ? 'Some of your data could not be refreshed.' : 'Balances and transactions are up to date.');
    } finally {
      setRefreshing(false);
    }
  }

  function onNav(item: BottomNavItem) {
    if (item === 'home') window.scrollTo({ top: 0 });
    else setSheet({ kind: item });
  }

  // The balance, the accounts, the business savings and the recent transactions appear together
  // once all have answered (FirstAnswers): section by section, each would push the next one down.
  const firstAnswersIn = !user.isPending && (!userId || (!accounts.isPending && !business.isPending && !transactions.isPending));

  let content;
  if (user.isError) {
    content = (
      <LoadError
        title="We could not load your banking"
        testId="mobile-error"
        detail={errorText(user.error, '')}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  } else if (signInNeeded) {
    content = (
      <SignInPrompt
        title="Sign in to see your banking"
        description="Your accounts and transactions belong to your account."
        returnTo={SCREENS.mobile[0]}
        testId="mobile-sign-in"
      />
    );
  } else {
    content = (
      <>
        <BalanceCard
          accounts={accounts.data}
          loading={accounts.isPending}
          hidden={hidden}
          onToggleHidden={toggleHidden}
          updatedAt={accounts.dataUpdatedAt}
        />
        <QuickActions
          onSend={() => setSheet({ kind: 'send' })}
          onReceive={() => setSheet({ kind: 'receive' })}
          onRefresh={() => void refresh()}
          onNew={() => setSheet({ kind: 'new' })}
          refreshing={refreshing}
        />
        <p role="status" className="sr-only">
          {announcement}
        </p>

        <Section
          id="accounts"
          title="Bank accounts"
          aside={
            <Link to={PATHS.accounts} aria-label="Manage accounts" className="font-medium text-gold-300 hover:text-gold-200" data-testid="manage-accounts">
              Manage
            </Link>
          }
          testId="bank-accounts-section"
        >
          {accounts.data ? (
            accounts.data.length > 0 ? (
              <BankAccountList accounts={accounts.data} hidden={hidden} />
            ) : (
              <BankAccountsEmpty onConnect={connectBank} onImport={() => setSheet({ kind: 'import' })} connecting={link.isPending} />
            )
          ) : accounts.isError ? (
            <SectionError
              what="your bank accounts"
              detail={errorText(accounts.error, '')}
              onRetry={() => void accounts.refetch()}
              retrying={accounts.isFetching}
              testId="bank-accounts-error"
            />
          ) : (
            <ListSkeleton rows={2} label="Loading your bank accounts" />
          )}
        </Section>

        <Section id="business" title="Business savings" testId="business-accounts-section">
          {business.data ? (
            <BusinessAccountList accounts={business.data} hidden={hidden} onOpen={(account) => setSheet({ kind: 'business', account })} />
          ) : business.isError ? (
            <SectionError
              what="your business savings accounts"
              detail={errorText(business.error, '')}
              onRetry={() => void business.refetch()}
              retrying={business.isFetching}
            />
          ) : (
            <ListSkeleton rows={1} label="Loading your business savings accounts" />
          )}
        </Section>

        <Section id="transactions" title="Recent transactions" aside={`Last ${RECENT_DAYS} days`} testId="transactions-section">
          {transactions.data ? (
            <TransactionList transactions={transactions.data} accounts={accounts.data} />
          ) : transactions.isError ? (
            <SectionError
              what="your recent transactions"
              detail={errorText(transactions.error, '')}
              onRetry={() => void transactions.refetch()}
              retrying={transactions.isFetching}
            />
          ) : (
            <ListSkeleton rows={3} label="Loading your recent transactions" />
          )}
        </Section>
      </>
    );
  }

  const sheetText = sheet ? (sheet.kind === 'business' ? { title: sheet.account.businessName, description: 'Business savings account' } : SHEET_TEXT[sheet.kind]) : null;

  return (
    <div className="min-h-dvh sm:bg-navy-900/50">
      <title>{`Mobile Banking · ${PRODUCT_NAME}`}</title>
      <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-navy-950 sm:border-x sm:border-white/10">
        <header className="flex items-center gap-3 px-4 pt-4 pb-2">
          <Link to={PATHS.dashboard} aria-label="Back to dashboard" className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '-ml-2')}>
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="text-xs font-medium tracking-wide text-gold-400 uppercase">{PRODUCT_NAME}</p>
            <h1 className="truncate text-xl font-semibold text-white">Mobile Banking</h1>
          </div>
          {/* Only while sample accounts are among the user's own (docs/product.md "Your data"). */}
          {hasSampleAccounts(accounts.data) ? <DemoDataBadge /> : null}
        </header>
        <main id="main" className="flex flex-1 flex-col gap-6 px-4 pt-2 pb-28">
          <FirstAnswers ready={firstAnswersIn} skeleton={<ListSkeleton rows={6} label="Loading your banking" />}>
            {content}
          </FirstAnswers>
        </main>
      </div>
      <BottomNav onSelect={onNav} />

      <BottomSheet
        open={sheet !== null}
        onOpenChange={(open) => {
          if (!open) closeSheet();
        }}
        title={sheetText?.title}
        description={sheetText?.description}
        dismissible={!sheetBusy}
        contentKey={sheet?.kind}
        testId={sheet ? `${sheet.kind}-sheet` : undefined}
      >
        {sheet ? (
          <SheetContent
            sheet={sheet}
            accountsState={accounts}
            hidden={hidden}
            demoMode={demoMode}
            connecting={link.isPending}
            onConnect={connectBank}
            onImport={() => setSheet({ kind: 'import' })}
            onClose={closeSheet}
            onBusyChange={setSheetBusy}
          />
        ) : null}
      </BottomSheet>
    </div>
  );
}

interface SheetContentProps {
  sheet: Sheet;
  accountsState: ReturnType<typeof useBankAccounts>;
  hidden: boolean;
  demoMode: boolean;
  connecting: boolean;
  onConnect: () => void;
  onImport: () => void;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

function SheetContent({ sheet, accountsState, hidden, demoMode, connecting, onConnect, onImport, onClose, onBusyChange }: SheetContentProps) {
  switch (sheet.kind) {
    case 'send':
    case 'receive':
      if (accountsState.data) {
        return (
          <TransferForm
            key={sheet.kind}
            direction={sheet.kind}
            accounts={accountsState.data}
            hidden={hidden}
            onDone={onClose}
            onBusyChange={onBusyChange}
          />
        );
      }
      return accountsState.isError ? (
        <SectionError
          what="your bank accounts"
          detail={errorText(accountsState.error, '')}
          onRetry={() => void accountsState.refetch()}
          retrying={accountsState.isFetching}
        />
      ) : (
        <Spinner label="Loading your accounts" />
      );
    case 'new':
      return <NewMenu onConnect={onConnect} onImport={onImport} connecting={connecting} demo={demoMode} />;
    case 'import':
      return <ImportBankFile accounts={accountsState.data} onClose={onClose} onBusyChange={onBusyChange} />;
    case 'business':
      return <BusinessAccountDetailsView key={sheet.account.id} account={sheet.account} hidden={hidden} />;
    case 'cards':
      return <CardsPanel accounts={accountsState.data} hidden={hidden} />;
    case 'more':
      return <MorePanel />;
  }
}
