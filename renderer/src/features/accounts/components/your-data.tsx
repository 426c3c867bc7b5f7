import { Download, FlaskConical, Globe, Trash2, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { dataApi } from '../../../../../shared/api/data';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../../../../shared/contracts/data';
import { PATHS } from '../../../../../shared/routes';
import { SectionCard } from './section-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { apiUrl, errorText } from '@/lib/api-client';
import { deleteMyAccount, useDataPreferences, useDataSources, useRemoveSampleData, useSaveHomeCurrency } from '../api/your-data';
import { removeSampleQuestion, sampleDataSentence } from '../lib/account-format';
import { failedToast, homeCurrencySavedToast, sampleRemovedToast } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { CurrencyInput } from './currency-input';
import { SectionError } from '@/components/section-error';

/** The user's data as a whole (docs/product.md "Your data"): sample data, home currency, export and (hosted) deleting the account. */
export function YourData({ hosted }: { hosted: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <SampleData />
      <HomeCurrency />
      <SectionCard icon={Download} title="Export all my data" titleId="export-heading">
        <p className="text-sm text-slate-300">
          One zip archive with your transactions, accounts, categories, rules, budgets and subscriptions, each as a CSV and a JSON file.
        </p>
        <a href={apiUrl(dataApi.exportArchive)} download className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          <Download aria-hidden="true" className="size-4" />
          Export all my data
        </a>
      </SectionCard>
      {hosted ? <DeleteMyAccount /> : null}
    </div>
  );
}

function SampleData() {
  const sources = useDataSources(true);
  const remove = useRemoveSampleData();
  const [confirming, setConfirming] = useState(false);
  const sentence = sources.data ? sampleDataSentence(sources.data) : null;

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast(sampleRemovedToast(result));
      },
      onError: (error) => toast(failedToast('Could not remove the sample data', errorText(error))),
    });
  }

  let body;
  if (sources.data) {
    body = sentence ? (
      <>
        <p className="text-sm text-slate-300" data-testid="sample-data-sentence">
          {sentence} Removing it deletes every sample row and what was worked out from it (detected subscriptions, insights, credit
          records); your own data stays.
        </p>
        <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove sample data
        </Button>
      </>
    ) : (
      <p className="text-sm text-slate-300" data-testid="sample-data-sentence">
        There is no sample data: everything here is your own.
      </p>
    );
  } else if (sources.isError) {
    body = <SectionError what="how much of your data is sample data" detail={errorText(sources.error, '')} onRetry={() => void sources.refetch()} retrying={sources.isFetching} />;
  } else {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading your sample-data counts
        </p>
        <Skeleton className="h-5 w-full max-w-lg" />
        <Skeleton className="h-11 w-48" />
      </div>
    );
  }

  return (
    <SectionCard icon={FlaskConical} title="Sample data" titleId="sample-heading">
      {body}
      {sources.data ? (
        <ConfirmDialog
          open={confirming}
          title="Remove the sample data?"
          question={removeSampleQuestion(sources.data)}
          confirmLabel="Remove sample data"
          busyLabel="Removing..."
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
          testId="remove-sample-dialog"
        >
          <p>Subscriptions, insights and credit records worked out from it go too. Your own accounts and transactions are not touched.</p>
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}

function HomeCurrency() {
  const preferences = useDataPreferences(true);
  return (
    <SectionCard icon={Globe} title="Home currency" titleId="home-currency-heading">
      <p className="text-sm text-slate-300">
        Budgets and the subscription finder count in your home currency. Rows in other currencies are left out there, and those screens
        say how many.
      </p>
      {preferences.data ? (
        <HomeCurrencyForm key={preferences.data.homeCurrency} current={preferences.data.homeCurrency} />
      ) : preferences.isError ? (
        <SectionError what="your home currency" detail={errorText(preferences.error, '')} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            Loading your home currency
          </p>
          <Skeleton className="h-5 w-28" />
          <div className="flex gap-3">
            <Skeleton className="h-11 w-28" />
            <Skeleton className="h-11 w-20" />
          </div>
        </div>
      )}
    </SectionCard>
  );
}

function HomeCurrencyForm({ current }: { current: string }) {
  const save = useSaveHomeCurrency();
  const [code, setCode] = useState(current);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = code.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(next)) return setError('Use a 3-letter currency code such as USD or EUR');
    if (next === current) return setError(`${current} is already your home currency.`);
    save.mutate(next, {
      onSuccess: (saved) => toast(homeCurrencySavedToast(saved.homeCurrency)),
      onError: (failure) => setError(errorText(failure)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <FormField label="Home currency" error={error} className="w-40">
        {(control) => (
          <CurrencyInput
            {...control}
            listId="home-currency-codes"
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
          />
        )}
      </FormField>
      {/* Lined up with the input, under the label's height. */}
      <Button type="submit" className="mt-7" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

function DeleteMyAccount() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = typed === DELETE_ACCOUNT_CONFIRMATION;

  function close() {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return setError(`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`);
    setBusy(true);
    try {
      await deleteMyAccount(typed);
      // The session ended with the account: a full load of the landing page drops every cached answer.
      window.location.assign(PATHS.home);
    } catch (failure) {
      setBusy(false);
      setError(errorText(failure));
    }
  }

  return (
    <SectionCard icon={UserX} title="Delete my account" titleId="delete-account-heading" danger>
      <p className="text-sm text-slate-300">
        Deletes your account and every row of it: accounts, transactions, budgets, subscriptions and settings. Export your data first if
        you want to keep a copy.
      </p>
      <Button variant="destructive" className="self-start" onClick={() => setOpen(true)}>
        <UserX aria-hidden="true" className="size-4" />
        Delete my account
      </Button>
      <Dialog open={open} onClose={close} title="Delete your account?" className="max-w-md" data-testid="delete-my-account-dialog">
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-modal-body>
          <p className="text-slate-300">
            Your account and all its data are deleted for good. This cannot be undone.
          </p>
          <FormField label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`} error={error}>
            {(control) => (
              <Input
                {...control}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => {
                  setTyped(e.target.value);
                  setError(null);
                }}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!ready || busy}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </SectionCard>
  );
}
