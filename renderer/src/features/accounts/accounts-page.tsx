import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_USER_ID } from '../../../../shared/constants';
import type { BankAccount, ImportHistoryItem } from '../../../../shared/contracts/banking';
import { SCREENS } from '../../../../shared/routes';
import { useBankAccounts } from '@/api/bank-accounts';
import { LoadError, SignInPrompt } from '@/components/load-states';
import { ScreenPage, ScreenTitle } from '@/components/screen-page';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorText, isUnauthorized } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useHealth } from '@/lib/health';
import { useDeleteAccount, useImportHistory, useUndoImport } from './api/accounts';
import { AccountGroups, AccountsEmpty, AccountsSkeleton } from './components/account-list';
import { AccountTotals, AccountTotalsSkeleton } from './components/account-totals';
import { ConfirmDialog } from './components/confirm-dialog';
import { ImportHistoryList, ImportHistorySkeleton } from './components/import-history';
import { SectionError } from '@/components/section-error';
import { ManageAccountDialog } from './components/manage-account-dialog';
import { YourData } from './components/your-data';
import { deleteAccountQuestion, undoImportQuestion } from './lib/account-format';
import { IMPORT_HREF } from './lib/links';
import { accountDeletedToast, failedToast, importUndoneToast } from './messages';

type Confirmation = { kind: 'delete-account'; account: BankAccount } | { kind: 'undo-import'; item: ImportHistoryItem };

/**
 * /accounts (docs/product.md "Accounts", "Your data"): every account with its balance in its own
 * currency, totals per currency, managing an account, the import history with its undo, and the
 * user's data as a whole.
 */
export default function AccountsPage() {
  const user = useCurrentUser();
  // The signed-in user, else the demo user (docs/product.md "Identity and access").
  const userId = user.isSuccess ? (user.data?.id ?? DEMO_USER_ID) : undefined;
  const accounts = useBankAccounts(userId);
  const imports = useImportHistory(userId !== undefined);
  const hosted = useHealth().data?.mode === 'hosted';
  const deleteAccount = useDeleteAccount();
  const undoImport = useUndoImport();
  const [managingId, setManagingId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const signInNeeded = isUnauthorized(accounts.error) || isUnauthorized(imports.error);
  // The dialog shows the account as the latest read has it (a rename shows at once; a deleted one closes it).
  const managing = managingId ? (accounts.data?.find((account) => account.id === managingId) ?? null) : null;
  const showsSample = accounts.data?.some((account) => account.source === 'demo') ?? false;

  function askDelete(account: BankAccount) {
    setManagingId(null);
    setConfirmation({ kind: 'delete-account', account });
  }

  function confirm() {
    if (!confirmation) return;
    if (confirmation.kind === 'delete-account') {
      const { account } = confirmation;
      deleteAccount.mutate(account.id, {
        onSuccess: (result) => {
          setConfirmation(null);
          toast(accountDeletedToast(account.name, result.deletedTransactions));
        },
        onError: (error) => toast(failedToast('Could not delete the account', errorText(error))),
      });
    } else {
      const { item } = confirmation;
      undoImport.mutate(item.id, {
        onSuccess: (result) => {
          setConfirmation(null);
          toast(importUndoneToast(result.removed, result.accountRemoved, item.accountName));
        },
        onError: (error) => toast(failedToast('Could not undo the import', errorText(error))),
      });
    }
  }

  let content;
  if (user.isError) {
    content = (
      <LoadError
        title="We could not load your accounts"
        testId="accounts-error"
        detail={errorText(user.error, '')}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  } else if (signInNeeded) {
    content = (
      <SignInPrompt
        title="Sign in to manage your accounts"
        description="Your accounts, imports and data belong to your account."
        returnTo={SCREENS.accounts[0]}
        testId="accounts-sign-in"
      />
    );
  } else {
    let accountsBlock;
    if (accounts.data) {
      accountsBlock =
        accounts.data.length > 0 ? (
          <>
            <AccountTotals accounts={accounts.data} />
            <AccountGroups accounts={accounts.data} onManage={(account) => setManagingId(account.id)} />
          </>
        ) : (
          <AccountsEmpty />
        );
    } else if (accounts.isError) {
      accountsBlock = (
        <LoadError
          title="We could not load your accounts"
          testId="accounts-error"
          heading="h3"
          detail={errorText(accounts.error, '')}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      );
    } else {
      accountsBlock = (
        <>
          <AccountTotalsSkeleton />
          <AccountsSkeleton />
        </>
      );
    }

    content = (
      <>
        <section aria-labelledby="accounts-heading" className="flex flex-col gap-4" data-testid="accounts-section">
          <h2 id="accounts-heading" className="text-xl font-semibold text-white">
            Your accounts
          </h2>
          {accountsBlock}
        </section>

        <section aria-labelledby="imports-heading" className="flex flex-col gap-4" data-testid="import-history-section">
          <div className="flex flex-col gap-1">
            <h2 id="imports-heading" className="text-xl font-semibold text-white">
              Import history
            </h2>
            <p className="text-sm text-slate-400">Every bank file you imported. Undoing an import removes exactly the rows it added.</p>
          </div>
          {imports.data ? (
            <ImportHistoryList items={imports.data} onUndo={(item) => setConfirmation({ kind: 'undo-import', item })} />
          ) : imports.isError ? (
            <SectionError
              what="your import history"
              detail={errorText(imports.error, '')}
              onRetry={() => void imports.refetch()}
              retrying={imports.isFetching}
              testId="import-history-error"
            />
          ) : (
            <ImportHistorySkeleton />
          )}
        </section>

        <section aria-labelledby="your-data-heading" className="flex flex-col gap-4" data-testid="your-data-section">
          <h2 id="your-data-heading" className="text-xl font-semibold text-white">
            Your data
          </h2>
          <YourData hosted={hosted} />
        </section>
      </>
    );
  }

  const deleting = confirmation?.kind === 'delete-account' ? confirmation.account : null;
  const undoing = confirmation?.kind === 'undo-import' ? confirmation.item : null;

  return (
    <ScreenPage
      tabTitle="Accounts"
      width="max-w-5xl"
      overlays={
        <>
          <ManageAccountDialog account={managing} onClose={() => setManagingId(null)} onDelete={askDelete} />
          <ConfirmDialog
            open={deleting !== null}
            title="Delete account"
            question={deleting ? deleteAccountQuestion(deleting.name, deleting.transactionCount) : ''}
            confirmLabel="Delete account and transactions"
            busyLabel="Deleting..."
            busy={deleteAccount.isPending}
            onConfirm={confirm}
            onClose={() => setConfirmation(null)}
            testId="delete-account-dialog"
          >
            <p>To keep its transactions but leave it out of the totals, close the account instead.</p>
          </ConfirmDialog>
          <ConfirmDialog
            open={undoing !== null}
            title="Undo this import?"
            question={undoing ? undoImportQuestion(undoing.remaining, undoing.imported) : ''}
            confirmLabel="Undo import"
            busyLabel="Undoing..."
            busy={undoImport.isPending}
            onConfirm={confirm}
            onClose={() => setConfirmation(null)}
            testId="undo-import-dialog"
          >
            {undoing ? (
              <p>
                {undoing.fileName}, into {undoing.accountName}. Rows that were already there before it are kept.
              </p>
            ) : null}
          </ConfirmDialog>
        </>
      }
    >
      <ScreenTitle
        title="Accounts"
        demo={showsSample}
        actions={
          <Link to={IMPORT_HREF} className={buttonVariants()}>
            <FileUp aria-hidden="true" className="size-4" />
            Import a bank file
          </Link>
        }
      >
        Every account with its balance in its own currency, as the bank or a statement states it. Manage an account, see what you
        imported and undo an import, and take your data with you.
      </ScreenTitle>
      {content}
    </ScreenPage>
  );
}
