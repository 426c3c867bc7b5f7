import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, type CsvMapping } from '../../../../../shared/contracts/banking';
import {
  draftDiffersFromPreview,
  formatBytes,
  importFlowReducer,
  INITIAL_IMPORT_FLOW,
  pickedFileProblem,
  uploadPercent,
  type ImportFlowEvent,
  type ImportFlowState,
  type PickedFile,
} from './import-flow';
import { draftFromMapping, EMPTY_DRAFT } from './import-mapping';

const picked = (size: number, name = 'statement.csv'): PickedFile => ({ name, size, file: new Blob(['x']) });
const MAPPING: CsvMapping = { date: 'Date', description: 'Description', amount: 'Amount', outflowIsNegative: true };
const RESULT = { imported: 3, duplicates: 1, accountId: 'acct-1' };

function run(...events: ImportFlowEvent[]): ImportFlowState {
  return events.reduce(importFlowReducer, INITIAL_IMPORT_FLOW);
}

describe('import flow: picking a file', () => {
  it('keeps a file of an importable size and clears everything from the previous one', () => {
    const before = run({ type: 'picked', file: picked(10, 'old.csv') }, { type: 'previewed', mapping: MAPPING }, { type: 'importFailed', message: 'x' });
    const state = importFlowReducer(before, { type: 'picked', file: picked(2048) });
    expect(state).toEqual({ ...INITIAL_IMPORT_FLOW, file: picked(2048) });
  });

  it('refuses an empty file and one over the size limit, naming the file, and keeps no file', () => {
    expect(run({ type: 'picked', file: picked(0) })).toEqual({ ...INITIAL_IMPORT_FLOW, fileError: 'statement.csv is empty.' });
    const tooLarge = run({ type: 'picked', file: picked(MAX_IMPORT_BYTES + 1, 'big.csv') });
    expect(tooLarge.file).toBeNull();
    expect(tooLarge.fileError).toBe(
      `big.csv is ${formatBytes(MAX_IMPORT_BYTES + 1)}; files up to ${formatBytes(MAX_IMPORT_BYTES)} can be imported. Export a shorter date range.`,
    );
    expect(pickedFileProblem({ name: 'a.csv', size: MAX_IMPORT_BYTES })).toBeNull();
    expect(pickedFileProblem({ name: 'a.csv', size: 1 })).toBeNull();
  });
});

describe('import flow: preview and mapping', () => {
  it('takes the previewed mapping as the form draft and clears a draft error', () => {
    const state = run({ type: 'picked', file: picked(10) }, { type: 'draftChecked', error: 'Choose the date column.' }, { type: 'previewed', mapping: MAPPING });
    expect(state.previewedMapping).toEqual(MAPPING);
    expect(state.draft).toEqual(draftFromMapping(MAPPING));
    expect(state.draftError).toBeNull();
  });

  it('an undetected mapping leaves an empty draft', () => {
    const state = run({ type: 'picked', file: picked(10) }, { type: 'previewed', mapping: null });
    expect(state.draft).toEqual(EMPTY_DRAFT);
    expect(draftDiffersFromPreview(state, 'csv')).toBe(false);
  });

  it('an edited draft differs from the preview (CSV only) until it is previewed again', () => {
    const previewed = run({ type: 'picked', file: picked(10) }, { type: 'previewed', mapping: MAPPING });
    expect(draftDiffersFromPreview(previewed, 'csv')).toBe(false);
    const edited = importFlowReducer(previewed, { type: 'draftChanged', draft: { ...previewed.draft, amount: 'Value' } });
    expect(draftDiffersFromPreview(edited, 'csv')).toBe(true);
    expect(draftDiffersFromPreview(edited, 'ofx')).toBe(false);
    expect(draftDiffersFromPreview(edited, undefined)).toBe(false);
    const again = importFlowReducer(edited, { type: 'previewed', mapping: { ...MAPPING, amount: 'Value' } });
    expect(draftDiffersFromPreview(again, 'csv')).toBe(false);
  });

  it('records and clears what the draft lacks', () => {
    const state = run({ type: 'picked', file: picked(10) }, { type: 'draftChecked', error: 'Choose the amount column.' });
    expect(state.draftError).toBe('Choose the amount column.');
    expect(importFlowReducer(state, { type: 'draftChecked', error: null }).draftError).toBeNull();
  });
});

describe('import flow: upload', () => {
  const ready = run({ type: 'picked', file: picked(1000) }, { type: 'previewed', mapping: MAPPING });

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

  it('cannot start without a file', () => {
    expect(importFlowReducer(INITIAL_IMPORT_FLOW, { type: 'uploadStarted' })).toBe(INITIAL_IMPORT_FLOW);
  });

  it('a cancelled upload returns to the preview; a failed one keeps the message and the preview', () => {
    const uploading = importFlowReducer(ready, { type: 'uploadStarted' });
    expect(importFlowReducer(uploading, { type: 'uploadCancelled' })).toEqual(ready);
    const failed = importFlowReducer(uploading, { type: 'importFailed', message: 'The import did not finish.' });
    expect(failed.phase).toEqual({ name: 'failed', message: 'The import did not finish.' });
    expect(failed.file).toEqual(ready.file);
    expect(failed.previewedMapping).toEqual(MAPPING);
  });

  it('reset empties the sheet', () => {
    const done = run({ type: 'picked', file: picked(10) }, { type: 'uploadStarted' }, { type: 'imported', result: RESULT });
    expect(importFlowReducer(done, { type: 'reset' })).toEqual(INITIAL_IMPORT_FLOW);
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25.0 MB');
  });
});
