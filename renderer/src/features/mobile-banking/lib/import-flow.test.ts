import { describe, expect, it } from 'vitest';
import { bankingApi } from '../../../../../shared/api/banking';
import { MAX_IMPORT_BYTES, type CsvMapping, type ImportPreview } from '../../../../../shared/contracts/banking';
import { apiUrl } from '@/lib/api-client';
import {
  asksCurrency,
  canImport,
  draftDiffersFromPreview,
  formatBytes,
  importFlowReducer,
  importQuery,
  INITIAL_IMPORT_FLOW,
  NEW_ACCOUNT_VALUE,
  pickedFileProblem,
  previewQuery,
  previewVerdict,
  targetChoices,
  targetSelectValue,
  uploadPercent,
  type ImportFlowEvent,
  type ImportFlowState,
  type PickedFile,
} from './import-flow';
import { draftFromMapping, EMPTY_DRAFT } from './import-mapping';

const picked = (size: number, name = 'statement.csv'): PickedFile => ({ name, size, file: new Blob(['x']) });
const MAPPING: CsvMapping = { date: 'Date', description: 'Description', amount: 'Amount', outflowIsNegative: true };
const RESULT = { imported: 3, duplicates: 1, accountId: 'acct-1', importId: 'imp-1' };
const CHECKING = '11111111-1111-4111-8111-111111111111';
const SAVINGS = '22222222-2222-4222-8222-222222222222';

function previewOf(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    format: 'csv',
    columns: ['Date', 'Description', 'Amount'],
    mapping: MAPPING,
    totalRows: 4,
    sample: [{ date: '2025-03-04', description: 'Coffee', amount: 4.5, category: null, bankId: null }],
    errors: [],
    newRows: 3,
    duplicateRows: 1,
    moneyIn: 1200,
    moneyOut: 89.6,
    currency: 'USD',
    currencyKnown: true,
    blockedReason: null,
    fileAccount: { name: null, accountNumber: null, type: null, balance: null, balanceAsOf: null },
    targetAccountId: CHECKING,
    warnings: [],
    ...overrides,
  };
}

function run(...events: ImportFlowEvent[]): ImportFlowState {
  return events.reduce(importFlowReducer, INITIAL_IMPORT_FLOW);
}

/** The answer to the latest preview asked for in `state`. */
const answer = (state: ImportFlowState, preview: ImportPreview = previewOf()): ImportFlowEvent => ({ type: 'previewed', seq: state.preview.seq, preview });

/** A file picked and previewed. */
function previewed(preview: ImportPreview = previewOf(), file = picked(1000)): ImportFlowState {
  const asked = run({ type: 'picked', file });
  return importFlowReducer(asked, answer(asked, preview));
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('import flow: picking a file', () => {
  it('keeps a file of an importable size, clears everything from the previous one and asks for a preview', () => {
    const before = importFlowReducer(previewed(previewOf(), picked(10, 'old.csv')), { type: 'importFailed', message: 'x' });
    const state = importFlowReducer(before, { type: 'picked', file: picked(2048) });
    expect(state).toEqual({ ...INITIAL_IMPORT_FLOW, file: picked(2048), preview: { seq: before.preview.seq + 1, pending: true, error: null, result: null } });
  });

  it('refuses an empty file and one over the size limit, naming the file, keeps no file and asks nothing', () => {
    expect(run({ type: 'picked', file: picked(0) })).toEqual({ ...INITIAL_IMPORT_FLOW, fileError: 'statement.csv is empty.' });
    const tooLarge = run({ type: 'picked', file: picked(MAX_IMPORT_BYTES + 1, 'big.csv') });
    expect(tooLarge.file).toBeNull();
    expect(tooLarge.preview.pending).toBe(false);
    expect(tooLarge.fileError).toBe(
      `big.csv is ${formatBytes(MAX_IMPORT_BYTES + 1)}; files up to ${formatBytes(MAX_IMPORT_BYTES)} can be imported. Export a shorter date range.`,
    );
    expect(pickedFileProblem({ name: 'a.csv', size: MAX_IMPORT_BYTES })).toBeNull();
    expect(pickedFileProblem({ name: 'a.csv', size: 1 })).toBeNull();
  });

  it('the first preview lets the server recognise the account and detect the columns', () => {
    const asked = run({ type: 'picked', file: picked(10, 'export (1).csv') });
    expect(previewQuery(asked)).toEqual({ fileName: 'export (1).csv' });
    expect(targetSelectValue(asked)).toBe(NEW_ACCOUNT_VALUE);
  });
});

describe('import flow: preview answers', () => {
  it('takes the answer to the latest request, with its mapping as the form draft', () => {
    const state = previewed();
    expect(state.preview).toEqual({ seq: 1, pending: false, error: null, result: previewOf() });
    expect(state.previewedMapping).toEqual(MAPPING);
    expect(state.draft).toEqual(draftFromMapping(MAPPING));
  });

  it('ignores an answer to an older request, and a failure of one', () => {
    const first = run({ type: 'picked', file: picked(10) });
    const second = importFlowReducer(first, { type: 'signsFlipped', invert: true });
    expect(second.preview.seq).toBe(first.preview.seq + 1);
    expect(importFlowReducer(second, answer(first))).toBe(second);
    expect(importFlowReducer(second, { type: 'previewFailed', seq: first.preview.seq, message: 'late' })).toBe(second);
    // An answer about the previous file, after a new pick, is ignored too.
    const other = importFlowReducer(second, { type: 'picked', file: picked(20, 'other.csv') });
    expect(importFlowReducer(other, answer(second))).toBe(other);
  });

  it('a failure keeps the last preview on screen but blocks the import until a retry succeeds', () => {
    const asked = importFlowReducer(previewed(), { type: 'signsFlipped', invert: true });
    const failed = importFlowReducer(asked, { type: 'previewFailed', seq: asked.preview.seq, message: 'The server is busy.' });
    expect(failed.preview).toMatchObject({ pending: false, error: 'The server is busy.', result: previewOf() });
    expect(canImport(failed)).toBe(false);
    const retried = importFlowReducer(failed, { type: 'previewRetried' });
    expect(retried.preview).toMatchObject({ seq: failed.preview.seq + 1, pending: true, error: null });
    expect(previewQuery(retried)).toEqual({ fileName: 'statement.csv', invertSigns: 'true' });
    expect(canImport(importFlowReducer(retried, answer(retried)))).toBe(true);
  });
});

describe('import flow: the target account', () => {
  it('preselects the account the preview recognised, else "New account"', () => {
    expect(targetSelectValue(previewed())).toBe(CHECKING);
    expect(targetSelectValue(previewed(previewOf({ targetAccountId: null })))).toBe(NEW_ACCOUNT_VALUE);
  });

  it('choosing another account re-runs the preview into that account', () => {
    const state = importFlowReducer(previewed(), { type: 'targetChosen', value: SAVINGS });
    expect(state.target).toEqual({ kind: 'account', accountId: SAVINGS });
    expect(state.preview.pending).toBe(true);
    expect(state.preview.seq).toBe(2);
    expect(targetSelectValue(state)).toBe(SAVINGS);
    expect(previewQuery(state)).toEqual({ fileName: 'statement.csv', accountId: SAVINGS });
    expect(canImport(state)).toBe(false);
    const answered = importFlowReducer(state, answer(state, previewOf({ targetAccountId: SAVINGS, newRows: 4, duplicateRows: 0 })));
    expect(importQuery(answered)).toEqual({ fileName: 'statement.csv', mapping: JSON.stringify(MAPPING), accountId: SAVINGS });
    expect(canImport(answered)).toBe(true);
  });

  it('choosing "New account" re-runs the preview with newAccount=true, and the import makes a new account', () => {
    const state = importFlowReducer(previewed(), { type: 'targetChosen', value: NEW_ACCOUNT_VALUE });
    expect(state.target).toEqual({ kind: 'new' });
    expect(previewQuery(state)).toEqual({ fileName: 'statement.csv', newAccount: 'true' });
    const answered = importFlowReducer(state, answer(state, previewOf({ targetAccountId: null, newRows: 4, duplicateRows: 0 })));
    expect(importQuery(answered)).toEqual({ fileName: 'statement.csv', mapping: JSON.stringify(MAPPING), newAccount: 'true' });
  });

  it('choosing what is already selected asks nothing', () => {
    const state = previewed();
    expect(importFlowReducer(state, { type: 'targetChosen', value: CHECKING })).toBe(state);
    const unrecognised = previewed(previewOf({ targetAccountId: null }));
    expect(importFlowReducer(unrecognised, { type: 'targetChosen', value: NEW_ACCOUNT_VALUE })).toBe(unrecognised);
  });

  it('the import goes into the account the preview named, even when the server chose it', () => {
    expect(importQuery(previewed())).toEqual({ fileName: 'statement.csv', mapping: JSON.stringify(MAPPING), accountId: CHECKING });
    expect(importQuery(previewed(previewOf({ format: 'ofx', mapping: null, targetAccountId: null })))).toEqual({ fileName: 'statement.csv', newAccount: 'true' });
    expect(importQuery(INITIAL_IMPORT_FLOW)).toBeNull();
  });

  it('offers every open account, and a closed one only when it is the selected one', () => {
    const accounts = [
      { id: CHECKING, closed: true },
      { id: SAVINGS, closed: false },
      { id: 'c', closed: true },
    ];
    expect(targetChoices(accounts, previewed()).map((a) => a.id)).toEqual([CHECKING, SAVINGS]);
    expect(targetChoices(accounts, previewed(previewOf({ targetAccountId: null }))).map((a) => a.id)).toEqual([SAVINGS]);
    expect(targetChoices(undefined, previewed())).toEqual([]);
  });

  it('the query carries the target, the flip and the mapping, URL-encoded', () => {
    const state = importFlowReducer(previewed(previewOf(), picked(10, 'my bank & co.csv')), { type: 'targetChosen', value: SAVINGS });
    const flipped = importFlowReducer(importFlowReducer(state, answer(state)), { type: 'signsFlipped', invert: true });
    const url = apiUrl(bankingApi.importPreview, { query: previewQuery(flipped) });
    expect(url.startsWith(`${bankingApi.importPreview.path}?fileName=my+bank+%26+co.csv`)).toBe(true);
    expect(queryOf(url)).toEqual({ fileName: 'my bank & co.csv', accountId: SAVINGS, invertSigns: 'true' });
  });
});

describe('import flow: flipping the signs', () => {
  it('re-runs the preview with invertSigns=true, and back without it', () => {
    const flipped = importFlowReducer(previewed(), { type: 'signsFlipped', invert: true });
    expect(flipped.invertSigns).toBe(true);
    expect(flipped.preview).toMatchObject({ seq: 2, pending: true });
    expect(previewQuery(flipped)).toEqual({ fileName: 'statement.csv', invertSigns: 'true' });
    // The server answers with the flipped rows: the table shows them as they come.
    const flippedRows = previewOf({ sample: [{ date: '2025-03-04', description: 'Coffee', amount: -4.5, category: null, bankId: null }], moneyIn: 89.6, moneyOut: 1200 });
    const answered = importFlowReducer(flipped, answer(flipped, flippedRows));
    expect(answered.preview.result?.sample[0]?.amount).toBe(-4.5);
    expect(importQuery(answered)).toMatchObject({ invertSigns: 'true', accountId: CHECKING });
    const back = importFlowReducer(answered, { type: 'signsFlipped', invert: false });
    expect(previewQuery(back)).toEqual({ fileName: 'statement.csv' });
    expect(back.preview.seq).toBe(3);
  });

  it('setting the flip to what it already is asks nothing', () => {
    const state = previewed();
    expect(importFlowReducer(state, { type: 'signsFlipped', invert: false })).toBe(state);
  });
});

describe('import flow: what may be imported', () => {
  it('nothing new: every row already imported disables the import', () => {
    const state = previewed(previewOf({ newRows: 0, duplicateRows: 4 }));
    expect(previewVerdict(state.preview.result!)).toBe('nothing-new');
    expect(canImport(state)).toBe(false);
    expect(importFlowReducer(state, { type: 'uploadStarted' })).toBe(state);
  });

  it('an unreadable file cannot be imported; a file with new rows can', () => {
    expect(previewVerdict({ totalRows: 0, newRows: 0 })).toBe('unreadable');
    expect(canImport(previewed(previewOf({ totalRows: 0, newRows: 0, duplicateRows: 0, sample: [] })))).toBe(false);
    expect(previewVerdict({ totalRows: 4, newRows: 1 })).toBe('ready');
    expect(canImport(previewed())).toBe(true);
  });

  it('not while a newer preview loads, nor before any preview', () => {
    expect(canImport(run({ type: 'picked', file: picked(10) }))).toBe(false);
    expect(canImport(INITIAL_IMPORT_FLOW)).toBe(false);
  });
});

describe('import flow: mapping', () => {
  it('an undetected mapping leaves an empty draft', () => {
    const state = previewed(previewOf({ mapping: null, totalRows: 0, newRows: 0, duplicateRows: 0 }));
    expect(state.draft).toEqual(EMPTY_DRAFT);
    expect(draftDiffersFromPreview(state, 'csv')).toBe(false);
  });

  it('an edited draft differs from the preview (CSV only) and blocks the import until it is applied', () => {
    const state = previewed();
    expect(draftDiffersFromPreview(state, 'csv')).toBe(false);
    const edited = importFlowReducer(state, { type: 'draftChanged', draft: { ...state.draft, amount: 'Value' } });
    expect(draftDiffersFromPreview(edited, 'csv')).toBe(true);
    expect(draftDiffersFromPreview(edited, 'ofx')).toBe(false);
    expect(draftDiffersFromPreview(edited, undefined)).toBe(false);
    expect(canImport(edited)).toBe(false);
    const applied = importFlowReducer(edited, { type: 'mappingApplied' });
    expect(applied.mapping).toEqual({ ...MAPPING, amount: 'Value' });
    expect(applied.preview.pending).toBe(true);
    expect(JSON.parse(previewQuery(applied).mapping!)).toEqual({ ...MAPPING, amount: 'Value' });
    const again = importFlowReducer(applied, answer(applied, previewOf({ mapping: { ...MAPPING, amount: 'Value' } })));
    expect(draftDiffersFromPreview(again, 'csv')).toBe(false);
    expect(canImport(again)).toBe(true);
  });

  it('an incomplete draft says what it lacks and asks nothing; a complete one clears the error', () => {
    const state = previewed();
    const incomplete = importFlowReducer(importFlowReducer(state, { type: 'draftChanged', draft: { ...state.draft, amount: '' } }), { type: 'mappingApplied' });
    expect(incomplete.draftError).toBe('Choose the amount column.');
    expect(incomplete.preview.seq).toBe(state.preview.seq);
    const fixed = importFlowReducer(importFlowReducer(incomplete, { type: 'draftChanged', draft: { ...state.draft, amount: 'Value' } }), { type: 'mappingApplied' });
    expect(fixed.draftError).toBeNull();
  });
});

describe('import flow: upload', () => {
  const ready = previewed();

  it('goes uploading (sized by the file), saving, then done', () => {
    const uploading = importFlowReducer(ready, { type: 'uploadStarted' });
    expect(uploading.phase).toEqual({ name: 'uploading', loaded: 0, total: 1000 });
    const halfway = importFlowReducer(uploading, { type: 'uploadProgress', loaded: 600, total: 1200 });
    expect(halfway.phase).toEqual({ name: 'uploading', loaded: 600, total: 1200 });
    expect(uploadPercent(halfway.phase)).toBe(50);
    const saving = importFlowReducer(halfway, { type: 'uploaded' });
    expect(saving.phase).toEqual({ name: 'saving' });
    expect(uploadPercent(saving.phase)).toBe(0);
    expect(importFlowReducer(saving, { type: 'imported', result: RESULT }).phase).toEqual({ name: 'done', result: RESULT });
  });

  it('keeps the known total when a progress report has none, and ignores late reports', () => {
    const uploading = importFlowReducer(ready, { type: 'uploadStarted' });
    expect(importFlowReducer(uploading, { type: 'uploadProgress', loaded: 250, total: 0 }).phase).toEqual({ name: 'uploading', loaded: 250, total: 1000 });
    const saving = importFlowReducer(uploading, { type: 'uploaded' });
    expect(importFlowReducer(saving, { type: 'uploadProgress', loaded: 1000, total: 1000 })).toBe(saving);
    expect(uploadPercent({ name: 'uploading', loaded: 5, total: 0 })).toBe(0);
  });

  it('cannot start without a file and a current preview', () => {
    expect(importFlowReducer(INITIAL_IMPORT_FLOW, { type: 'uploadStarted' })).toBe(INITIAL_IMPORT_FLOW);
  });

  it('a cancelled upload returns to the preview; a failed one keeps the message and the preview, and may be tried again', () => {
    const uploading = importFlowReducer(ready, { type: 'uploadStarted' });
    expect(importFlowReducer(uploading, { type: 'uploadCancelled' })).toEqual(ready);
    const failed = importFlowReducer(uploading, { type: 'importFailed', message: 'The import did not finish.' });
    expect(failed.phase).toEqual({ name: 'failed', message: 'The import did not finish.' });
    expect(failed.file).toEqual(ready.file);
    expect(failed.previewedMapping).toEqual(MAPPING);
    expect(canImport(failed)).toBe(true);
  });

  it('reset empties the sheet (and an answer still on its way is ignored)', () => {
    const done = importFlowReducer(importFlowReducer(ready, { type: 'uploadStarted' }), { type: 'imported', result: RESULT });
    expect(canImport(done)).toBe(false);
    const reset = importFlowReducer(done, { type: 'reset' });
    expect(reset).toEqual({ ...INITIAL_IMPORT_FLOW, preview: { ...INITIAL_IMPORT_FLOW.preview, seq: done.preview.seq } });
    expect(importFlowReducer(reset, answer(done))).toBe(reset);
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25.0 MB');
  });
});

describe('import flow: a preview the server would refuse', () => {
  it('is not importable while blockedReason says why (a currency mismatch)', () => {
    const reason = 'This file is in GBP and Checking is in USD: change the account\'s currency or choose a new account.';
    expect(canImport(previewed(previewOf({ blockedReason: reason })))).toBe(false);
    expect(canImport(previewed(previewOf({ blockedReason: null })))).toBe(true);
  });
});

describe('import flow: a file that does not say its currency', () => {
  const unknown = previewOf({ currencyKnown: false, currency: 'USD', targetAccountId: null });

  it('asks, and the import sends the suggestion the preview showed when the user keeps it', () => {
    const state = previewed(unknown);
    expect(asksCurrency(state)).toBe(true);
    expect(importQuery(state)).toMatchObject({ currency: 'USD', newAccount: 'true' });
    expect(asksCurrency(previewed())).toBe(false);
    expect(importQuery(previewed())).not.toHaveProperty('currency');
  });

  it('the answer asks a new preview with it, and the import sends it', () => {
    const chose = importFlowReducer(previewed(unknown), { type: 'currencyChosen', currency: 'EUR' });
    expect(chose.preview.pending).toBe(true);
    expect(previewQuery(chose)).toMatchObject({ currency: 'EUR' });
    const answered = importFlowReducer(chose, answer(chose, { ...unknown, currencyKnown: true, currency: 'EUR' }));
    expect(asksCurrency(answered)).toBe(true);
    expect(importQuery(answered)).toMatchObject({ currency: 'EUR' });
  });
});
