import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleAlert, CircleCheck, FileText, FileUp, LoaderCircle, RefreshCw } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../../../shared/routes';
import { MAX_IMPORT_BYTES, MAX_IMPORT_COLUMNS, MAX_IMPORT_LINE_CHARS, MAX_IMPORT_ROWS, type BankAccount } from '../../../../../shared/contracts/banking';
import { bankAccountsKey } from '@/api/bank-accounts';
import { IconText } from '@/components/icon-text';
import { Button, buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { errorText } from '@/lib/api-client';
import { useImportBankFile } from '../api/import-bank-file';
import { usePreviewBankImport } from '../api/preview-bank-import';
import {
  canImport,
  draftDiffersFromPreview,
  formatBytes,
  asksCurrency,
  importFlowReducer,
  importQuery,
  INITIAL_IMPORT_FLOW,
  previewQuery,
  previewVerdict,
  targetChoices,
  targetSelectValue,
  uploadPercent,
  type ImportFlowEvent,
  type ImportFlowState,
} from '../lib/import-flow';
import { transactionsHref } from '../lib/money';
import { UploadAbortedError } from '../lib/raw-upload';
import { ImportMappingForm } from './import-mapping-form';
import { ImportCurrencyQuestion, ImportPreviewSummary, ImportSignsControl, ImportTargetSelect, plural } from './import-preview-summary';
import { ImportPreviewTable } from './import-preview-table';

interface ImportBankFileProps {
  accounts: BankAccount[] | undefined;
  onClose: () => void;
  /** True while the file uploads or saves: the sheet must stay open. */
  onBusyChange: (busy: boolean) => void;
}

const ACCEPT = '.csv,.ofx,.qfx,.qif,text/csv,application/x-ofx,application/vnd.intu.qfx,application/qif,application/x-qif';
const PREVIEW_ERRORS_SHOWN = 5;

/** Plain words for a failed preview or upload; a TypeError is the browser failing to send (offline, or the file moved). */
function importErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return 'The file could not be sent. Check your connection and that the file is still where it was, then try again.';
  return errorText(error, fallback);
}

/**
 * Import a bank export (CSV, OFX, QFX, QIF): pick a file; see how many rows are new, the money in
 * and out and the first rows as they will be stored; choose the account (and fix the CSV columns or
 * the signs), then upload with a real progress bar (docs/product.md "Imports"). The file's bytes go
 * to the server untouched; all decoding and parsing happens there, so the window never stalls.
 */
export function ImportBankFile({ accounts, onClose, onBusyChange }: ImportBankFileProps) {
  const inputId = useId();
  const blockedId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [flow, dispatch] = useReducer(importFlowReducer, INITIAL_IMPORT_FLOW);
  const { file, fileError, draft, draftError, phase } = flow;
  const abortRef = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const preview = usePreviewBankImport();
  const importer = useImportBankFile();

  // Leaving the sheet mid-upload (it cannot be closed then, but the page can be left) stops the upload.
  useEffect(() => () => abortRef.current?.abort(), []);

  /**
   * Every change goes through the reducer; when the change asks for a new preview (its seq moved),
   * the server is asked with the new state's choices, and the answer is tagged with that seq.
   */
  function send(event: ImportFlowEvent) {
    const next = importFlowReducer(flow, event);
    dispatch(event);
    if (next.preview.seq !== flow.preview.seq && next.preview.pending) runPreview(next);
  }

  function runPreview(state: ImportFlowState) {
    if (!state.file) return;
    const seq = state.preview.seq;
    preview.mutate(
      { file: state.file.file, query: previewQuery(state) },
      {
        onSuccess: (result) => dispatch({ type: 'previewed', seq, preview: result }),
        onError: (error) => dispatch({ type: 'previewFailed', seq, message: importErrorMessage(error, 'This file could not be read. Please try again.') }),
      },
    );
  }

  function reset() {
    dispatch({ type: 'reset' });
    preview.reset();
    importer.reset();
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Picking the same file again must still fire a change.
    event.target.value = '';
    if (!picked) return;
    importer.reset();
    // A refused file (too large, empty) shows why and is never sent.
    send({ type: 'picked', file: { name: picked.name, size: picked.size, file: picked } });
  }

  /** The account's name once the accounts are read again (a new account is not in the list before). */
  function accountName(accountId: string): string | undefined {
    const cached = queryClient.getQueriesData<BankAccount[]>({ queryKey: bankAccountsKey });
    for (const [, list] of cached) {
      const found = list?.find((a) => a.id === accountId);
      if (found) return found.name;
    }
    return accounts?.find((a) => a.id === accountId)?.name;
  }

  function commit() {
    const query = importQuery(flow);
    if (!file || !query || !canImport(flow)) return;
    const controller = new AbortController();
    abortRef.current = controller;
    dispatch({ type: 'uploadStarted' });
    onBusyChange(true);
    importer.mutate(
      {
        file: file.file,
        query,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => dispatch({ type: 'uploadProgress', loaded, total }),
        onUploaded: () => dispatch({ type: 'uploaded' }),
      },
      {
        // The result panel says what was imported (a status region), with View and the undo note; a
        // toast on top would only cover its Done button.
        onSuccess: (result) => dispatch({ type: 'imported', result }),
        onError: (error) =>
          dispatch(
            error instanceof UploadAbortedError
              ? { type: 'uploadCancelled' }
              : { type: 'importFailed', message: importErrorMessage(error, 'The import did not finish. Nothing was changed; please try again.') },
          ),
        onSettled: () => {
          abortRef.current = null;
          onBusyChange(false);
        },
      },
    );
  }

  // Result.
  if (phase.name === 'done') {
    const { imported, duplicates, accountId } = phase.result;
    const account = accounts?.find((a) => a.id === accountId);
    const name = account?.name ?? accountName(accountId);
    return (
      <div className="flex flex-col gap-4" data-testid="import-result" role="status">
        <div className="flex items-start gap-3 rounded-lg border border-emerald-400/30 bg-emerald-400/5 p-4">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-semibold text-white" data-testid="import-result-imported">
              {imported > 0
                ? `Imported ${plural(imported, 'transaction', 'transactions')}${name ? ` into ${name}` : ''}.`
                : 'No new transactions were imported.'}
            </p>
            <p className="text-slate-300" data-testid="import-result-duplicates">
              {duplicates > 0
                ? `${plural(duplicates, 'duplicate', 'duplicates')} skipped: already imported before.`
                : 'No duplicates: every row was new.'}
            </p>
            {account ? (
              <p className="text-slate-400">
                {account.institution} · {account.accountNumber}
              </p>
            ) : null}
            <p className="text-slate-400" data-testid="import-result-undo">
              Changed your mind? Undo this import on{' '}
              <Link to={PATHS.accounts} className="font-medium text-gold-300 underline underline-offset-2 hover:text-gold-200">
                Accounts
              </Link>
              : exactly its rows go.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={transactionsHref(accountId)} className={buttonVariants()} data-testid="import-result-view">
            View
            <span className="sr-only"> the imported transactions</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Button variant="outline" onClick={onClose}>
            Done
          </Button>
          <Button variant="ghost" onClick={reset}>
            Import another file
          </Button>
        </div>
      </div>
    );
  }

  // Upload and save.
  if (phase.name === 'uploading' || phase.name === 'saving') {
    const percent = uploadPercent(phase);
    return (
      <div className="flex flex-col gap-3" data-testid="import-progress" data-phase={phase.name}>
        <p className="flex items-center gap-2 text-sm font-medium text-white">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-gold-400" />
          {phase.name === 'uploading' ? `Uploading ${file?.name ?? 'the file'}... ${Math.round(percent)}%` : 'Saving...'}
        </p>
        {phase.name === 'uploading' ? (
          <Progress value={percent} label="Uploading the file" />
        ) : (
          // Indeterminate: the server does not report how far it is, so no number is shown.
          <div role="progressbar" aria-label="Saving the transactions" className="h-2 w-full overflow-hidden rounded-full bg-white/10">
            <div className="h-full w-full animate-pulse rounded-full bg-gold-400/70" />
          </div>
        )}
        <p className="text-xs text-slate-400">
          {phase.name === 'uploading'
            ? 'Keep this open until the import finishes.'
            : 'The server is checking for duplicates and storing your transactions.'}
        </p>
        {phase.name === 'uploading' ? (
          <Button variant="ghost" size="sm" className="self-start" onClick={() => abortRef.current?.abort()}>
            Cancel upload
          </Button>
        ) : null}
      </div>
    );
  }

  const current = flow.preview.result;
  const previewing = flow.preview.pending;
  const previewError = flow.preview.error;
  const mappingChanged = draftDiffersFromPreview(flow, current?.format);
  const ready = canImport(flow);
  const verdict = current ? previewVerdict(current) : null;

  return (
    <div className="flex flex-col gap-4" data-testid="import-flow">
      <div className="flex flex-col gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={onPick}
          data-testid="import-file-input"
        />
        {file ? (
          <div className="flex items-center gap-3 rounded-lg border border-white/10 bg-navy-950/60 p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="truncate text-sm font-medium text-white" data-testid="import-file-name">
                {file.name}
              </p>
              <p className="text-xs text-slate-400">
                {formatBytes(file.size)}
                {current ? ` · ${current.format.toUpperCase()}` : ''}
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => inputRef.current?.click()} disabled={previewing}>
              Change
            </Button>
          </div>
        ) : (
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-dashed border-gold-400/40 bg-gold-400/5 px-4 py-8 text-center transition-colors hover:bg-gold-400/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300"
          >
            <FileUp aria-hidden="true" className="size-7 text-gold-300" />
            <span className="font-medium text-white">Choose a bank export</span>
            <span className="text-xs text-slate-400">
              CSV, OFX, QFX or QIF, up to {formatBytes(MAX_IMPORT_BYTES)}. Download it from your bank&apos;s website.
            </span>
            <span className="text-xs text-slate-500" data-testid="import-limits">
              At most {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows, {MAX_IMPORT_COLUMNS.toLocaleString('en-US')} columns and {MAX_IMPORT_LINE_CHARS.toLocaleString('en-US')} characters a line.
            </span>
          </label>
        )}
        {fileError ? (
          <IconText as="p" icon={CircleAlert} iconClassName="mt-0.5 size-4 shrink-0" role="alert" className="flex items-start gap-1.5 text-sm text-red-300" data-testid="import-error">
            {fileError}
          </IconText>
        ) : null}
      </div>

      {previewing ? (
        <IconText as="p" icon={LoaderCircle} iconClassName="size-4 animate-spin text-gold-400" role="status" className="flex items-center gap-2 text-sm text-slate-300" data-testid="import-previewing">
          {current ? 'Updating the preview...' : 'Reading the transactions...'}
        </IconText>
      ) : null}

      {previewError !== null && !previewing ? (
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-red-400/30 bg-red-950/20 p-3 text-sm" data-testid="import-error">
          <p className="flex items-start gap-1.5 text-red-100">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-300" />
            {previewError}
          </p>
          {file ? (
            <Button variant="outline" size="sm" className="self-start" onClick={() => send({ type: 'previewRetried' })}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}

      {current && file ? (
        <>
          <ImportTargetSelect
            accounts={targetChoices(accounts, flow)}
            value={targetSelectValue(flow)}
            recognisedId={current.targetAccountId}
            userChose={flow.target.kind !== 'recognised'}
            disabled={previewing}
            onChange={(value) => send({ type: 'targetChosen', value })}
          />

          {asksCurrency(flow) ? (
            <ImportCurrencyQuestion
              value={flow.currency ?? current.currency}
              unanswered={flow.currency === null}
              disabled={previewing}
              onChange={(currency) => send({ type: 'currencyChosen', currency })}
            />
          ) : null}

          <ImportPreviewSummary preview={current} />
          {current.format === 'csv' && current.mapping === null ? (
            <p className="text-sm text-amber-200">We could not recognise the columns. Choose them below, then update the preview.</p>
          ) : null}

          {verdict !== 'unreadable' ? (
            <ImportSignsControl
              warnings={current.warnings.filter((w) => w !== current.blockedReason)}
              invert={flow.invertSigns}
              disabled={previewing}
              onChange={(invert) => send({ type: 'signsFlipped', invert })}
            />
          ) : null}

          <ImportPreviewTable preview={current} />

          {current.errors.length > 0 ? (
            <details className="rounded-lg border border-amber-400/30 bg-amber-400/5 p-3 text-sm" data-testid="import-row-errors">
              <summary className="cursor-pointer text-amber-100">
                {plural(current.errors.length, 'problem', 'problems')}: these rows will be skipped
              </summary>
              <ul className="mt-2 flex flex-col gap-1 text-xs text-amber-100/90">
                {current.errors.slice(0, PREVIEW_ERRORS_SHOWN).map((e, i) => (
                  <li key={i}>{e.row > 0 ? `Row ${e.row}: ${e.message}` : e.message}</li>
                ))}
                {current.errors.length > PREVIEW_ERRORS_SHOWN ? (
                  <li>and {plural(current.errors.length - PREVIEW_ERRORS_SHOWN, 'more', 'more')}</li>
                ) : null}
              </ul>
            </details>
          ) : null}

          {current.format === 'csv' && current.columns.length > 0 ? (
            <details className="group rounded-lg border border-white/10 p-3" open={current.mapping === null}>
              <summary className="cursor-pointer text-sm font-medium text-slate-200">Columns: which is which</summary>
              <div className="mt-4 flex flex-col gap-4">
                <ImportMappingForm columns={current.columns} draft={draft} onChange={(next) => dispatch({ type: 'draftChanged', draft: next })} />
                {draftError ? (
                  <p role="alert" className="text-sm text-red-300">
                    {draftError}
                  </p>
                ) : null}
                <Button variant="outline" size="sm" className="self-start" onClick={() => send({ type: 'mappingApplied' })} disabled={previewing}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  Update preview
                </Button>
              </div>
            </details>
          ) : null}

          {phase.name === 'failed' ? (
            <IconText as="p" icon={CircleAlert} iconClassName="mt-0.5 size-4 shrink-0" role="alert" className="flex items-start gap-1.5 text-sm text-red-300" data-testid="import-error">
              {phase.message}
            </IconText>
          ) : null}
          {mappingChanged ? (
            <p className="text-xs text-amber-200">You changed the columns: update the preview to check the rows before importing.</p>
          ) : null}
          {current.blockedReason !== null ? (
            <IconText
              as="p"
              icon={CircleAlert}
              iconClassName="mt-0.5 size-4 shrink-0"
              id={blockedId}
              className="flex items-start gap-1.5 text-sm text-amber-200"
              data-testid="import-blocked"
            >
              {current.blockedReason}
            </IconText>
          ) : null}
          <Button size="lg" onClick={commit} disabled={!ready} aria-describedby={current.blockedReason !== null ? blockedId : undefined} data-testid="import-commit">
            {phase.name === 'failed'
              ? 'Try the import again'
              : verdict === 'ready'
                ? `Import ${plural(current.newRows, 'new transaction', 'new transactions')}`
                : 'Import'}
          </Button>
        </>
      ) : null}
    </div>
  );
}
