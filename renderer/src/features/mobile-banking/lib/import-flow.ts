/**
 * The bank-file import sheet as one state machine: pick a file, preview it (fix the CSV column
 * mapping, choose the target account, flip the signs), upload it with progress, then show the
 * result. Pure: the component dispatches what happened (a pick, a choice, a preview answer, upload
 * progress) and renders from the state; the network calls stay in the component's mutations.
 *
 * Every event that needs a new preview bumps `preview.seq` and marks it pending; the component then
 * asks the server with previewQuery(state). An answer only counts for the request it belongs to
 * (its seq), so a slow answer to an older choice never overwrites a newer one.
 */
import {
  MAX_IMPORT_BYTES,
  type BankAccount,
  type CsvMapping,
  type ImportPreview,
  type ImportQuery,
  type ImportResult,
} from '../../../../../shared/contracts/banking';
import { draftFromMapping, EMPTY_DRAFT, mappingFromDraft, sameMapping, type MappingDraft } from './import-mapping';

export interface PickedFile {
  name: string;
  size: number;
  /** Sent as it is: never read or decoded on this page (see raw-upload.ts). */
  file: Blob;
}

/**
 * Where the rows go: the account the server recognises the file as (until the user chooses), a new
 * account, or an account the user picked (docs/product.md "Imports").
 */
export type ImportTarget = { kind: 'recognised' } | { kind: 'new' } | { kind: 'account'; accountId: string };

/** The target select's value for "New account" (account ids are UUIDs, so it cannot clash). */
export const NEW_ACCOUNT_VALUE = 'new';

export type ImportPhase =
  | { name: 'idle' }
  | { name: 'uploading'; loaded: number; total: number }
  | { name: 'saving' }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; message: string };

export interface PreviewRequestState {
  /** Bumped for every preview asked for; an answer carries the seq it was asked with. */
  seq: number;
  pending: boolean;
  /** Why the latest preview failed (plain words), else null. */
  error: string | null;
  /** The latest answer for this file (kept while a newer one loads, so the sheet does not jump). */
  result: ImportPreview | null;
}

export interface ImportFlowState {
  /** The file being previewed and imported; null before a pick, or after a pick that was refused. */
  file: PickedFile | null;
  /** Why the picked file was refused before sending anything (too large, empty). */
  fileError: string | null;
  /** A mapping the user applied from the form; null lets the server detect or remember one. */
  mapping: CsvMapping | null;
  /** The mapping the current preview was read with: the one the import sends. */
  previewedMapping: CsvMapping | null;
  /** The mapping form as the user is editing it. */
  draft: MappingDraft;
  /** What the mapping form still lacks, shown when the user asks for a new preview. */
  draftError: string | null;
  target: ImportTarget;
  /** Flip every amount's sign (a card export whose charges are positive). */
  invertSigns: boolean;
  /** The currency the user chose for a file that does not state one; null until they choose. */
  currency: string | null;
  preview: PreviewRequestState;
  phase: ImportPhase;
}

export type ImportFlowEvent =
  /** Back to an empty sheet ("Import another file"). */
  | { type: 'reset' }
  /** A new file was chosen: everything about the previous one is dropped, and it is previewed. */
  | { type: 'picked'; file: PickedFile }
  /** The server answered preview request `seq`. */
  | { type: 'previewed'; seq: number; preview: ImportPreview }
  | { type: 'previewFailed'; seq: number; message: string }
  /** Ask again with the same choices (after a failure). */
  | { type: 'previewRetried' }
  | { type: 'draftChanged'; draft: MappingDraft }
  /** "Update preview": the draft becomes the mapping when it is complete, else says what is missing. */
  | { type: 'mappingApplied' }
  /** The target select changed: its value is an account id or NEW_ACCOUNT_VALUE. */
  | { type: 'targetChosen'; value: string }
  | { type: 'signsFlipped'; invert: boolean }
  /** The user answered the preview's currency question (a 3-letter code). */
  | { type: 'currencyChosen'; currency: string }
  | { type: 'uploadStarted' }
  | { type: 'uploadProgress'; loaded: number; total: number }
  /** Every byte is sent; the server is now storing the rows. */
  | { type: 'uploaded' }
  | { type: 'imported'; result: ImportResult }
  /** The user cancelled the upload: back to the preview, nothing stored. */
  | { type: 'uploadCancelled' }
  | { type: 'importFailed'; message: string };

const NO_PREVIEW: PreviewRequestState = { seq: 0, pending: false, error: null, result: null };

export const INITIAL_IMPORT_FLOW: ImportFlowState = {
  file: null,
  fileError: null,
  mapping: null,
  previewedMapping: null,
  draft: EMPTY_DRAFT,
  draftError: null,
  target: { kind: 'recognised' },
  invertSigns: false,
  currency: null,
  preview: NO_PREVIEW,
  phase: { name: 'idle' },
};

/** A new preview is asked for: pending, the old answer kept on screen until the new one comes. */
function askPreview(state: ImportFlowState): ImportFlowState {
  if (!state.file) return state;
  return { ...state, phase: { name: 'idle' }, preview: { ...state.preview, seq: state.preview.seq + 1, pending: true, error: null } };
}

/** An answer counts only for the request still awaited (not an older one, nor one asked before a reset). */
const answersLatest = (state: ImportFlowState, seq: number) => state.preview.pending && seq === state.preview.seq;

export function importFlowReducer(state: ImportFlowState, event: ImportFlowEvent): ImportFlowState {
  switch (event.type) {
    case 'reset':
      return { ...INITIAL_IMPORT_FLOW, preview: { ...NO_PREVIEW, seq: state.preview.seq } };
    case 'picked': {
      const fileError = pickedFileProblem(event.file);
      // The seq keeps counting, so an answer about the previous file is ignored.
      const next = { ...INITIAL_IMPORT_FLOW, file: fileError ? null : event.file, fileError, preview: { ...NO_PREVIEW, seq: state.preview.seq } };
      return fileError ? next : askPreview(next);
    }
    case 'previewed':
      if (!answersLatest(state, event.seq)) return state;
      return {
        ...state,
        previewedMapping: event.preview.mapping,
        draft: draftFromMapping(event.preview.mapping),
        draftError: null,
        preview: { ...state.preview, pending: false, error: null, result: event.preview },
      };
    case 'previewFailed':
      if (!answersLatest(state, event.seq)) return state;
      return { ...state, preview: { ...state.preview, pending: false, error: event.message } };
    case 'previewRetried':
      return askPreview(state);
    case 'draftChanged':
      return { ...state, draft: event.draft };
    case 'mappingApplied': {
      const checked = mappingFromDraft(state.draft);
      if (!checked.ok) return { ...state, draftError: checked.error };
      return askPreview({ ...state, mapping: checked.mapping, draftError: null });
    }
    case 'targetChosen': {
      // Choosing what is already shown asks nothing.
      if (event.value === targetSelectValue(state)) return state;
      const target: ImportTarget = event.value === NEW_ACCOUNT_VALUE ? { kind: 'new' } : { kind: 'account', accountId: event.value };
      return askPreview({ ...state, target });
    }
    case 'signsFlipped':
      if (event.invert === state.invertSigns) return state;
      return askPreview({ ...state, invertSigns: event.invert });
    case 'currencyChosen':
      if (event.currency === state.currency) return state;
      return askPreview({ ...state, currency: event.currency });
    case 'uploadStarted':
      return state.file && canImport(state) ? { ...state, phase: { name: 'uploading', loaded: 0, total: state.file.size } } : state;
    case 'uploadProgress':
      // A late progress report (after the last byte, or after a cancel) must not undo the later phase.
      return state.phase.name === 'uploading'
        ? { ...state, phase: { name: 'uploading', loaded: event.loaded, total: event.total || state.phase.total } }
        : state;
    case 'uploaded':
      return state.phase.name === 'uploading' ? { ...state, phase: { name: 'saving' } } : state;
    case 'imported':
      return { ...state, phase: { name: 'done', result: event.result } };
    case 'uploadCancelled':
      return { ...state, phase: { name: 'idle' } };
    case 'importFailed':
      return { ...state, phase: { name: 'failed', message: event.message } };
  }
}

/**
 * What the target select shows: the user's choice, else the account the preview recognised the
 * file as ("New account" when it recognised none, or before the first answer).
 */
export function targetSelectValue(state: Pick<ImportFlowState, 'target' | 'preview'>): string {
  if (state.target.kind === 'account') return state.target.accountId;
  if (state.target.kind === 'new') return NEW_ACCOUNT_VALUE;
  return state.preview.result?.targetAccountId ?? NEW_ACCOUNT_VALUE;
}

/**
 * The accounts the target select offers: every open account, plus the one the preview recognised
 * should it be closed (so the select can show it; the server decides whether it may be used).
 */
export function targetChoices<A extends Pick<BankAccount, 'id' | 'closed'>>(accounts: readonly A[] | undefined, state: Pick<ImportFlowState, 'target' | 'preview'>): A[] {
  const selected = targetSelectValue(state);
  return (accounts ?? []).filter((a) => !a.closed || a.id === selected);
}

/** The query of the next preview: the file's name, the applied mapping, the target and the sign flip. */
export function previewQuery(state: ImportFlowState): ImportQuery {
  const query: ImportQuery = { fileName: state.file?.name ?? 'bank-export.csv' };
  if (state.mapping) query.mapping = JSON.stringify(state.mapping);
  if (state.target.kind === 'account') query.accountId = state.target.accountId;
  if (state.target.kind === 'new') query.newAccount = 'true';
  if (state.invertSigns) query.invertSigns = 'true';
  if (state.currency) query.currency = state.currency;
  return query;
}

/**
 * Whether the sheet asks which currency the file is in: the preview does not know it (the file does
 * not say, nor an account it goes into), or the user already answered (the answer stays changeable).
 */
export function asksCurrency(state: Pick<ImportFlowState, 'currency' | 'preview'>): boolean {
  const preview = state.preview.result;
  return preview !== null && (!preview.currencyKnown || (state.currency !== null && preview.targetAccountId === null));
}

/**
 * The query of the import: exactly what the shown preview was read with, the account pinned to the
 * one the preview named (or a new one), so the import does what the preview showed.
 */
export function importQuery(state: ImportFlowState): ImportQuery | null {
  const preview = state.preview.result;
  if (!state.file || !preview) return null;
  const query: ImportQuery = { fileName: state.file.name };
  if (preview.format === 'csv' && state.previewedMapping) query.mapping = JSON.stringify(state.previewedMapping);
  if (preview.targetAccountId) query.accountId = preview.targetAccountId;
  else query.newAccount = 'true';
  if (state.invertSigns) query.invertSigns = 'true';
  // The currency the preview showed: the user's answer, else (a file that does not say) its suggestion.
  if (!preview.currencyKnown || state.currency) query.currency = state.currency ?? preview.currency;
  return query;
}

/** The preview's verdict on the file, for the summary line. */
export type PreviewVerdict = 'unreadable' | 'nothing-new' | 'ready';

export function previewVerdict(preview: Pick<ImportPreview, 'totalRows' | 'newRows'>): PreviewVerdict {
  if (preview.totalRows === 0) return 'unreadable';
  return preview.newRows === 0 ? 'nothing-new' : 'ready';
}

/**
 * The import may run once the shown preview is current (no newer one loading, none failed, no
 * unapplied column change) and has new rows: a file that is all duplicates imports nothing.
 */
export function canImport(state: ImportFlowState): boolean {
  const preview = state.preview.result;
  if (!state.file || !preview || state.preview.pending || state.preview.error !== null) return false;
  // The server would refuse it (a currency mismatch, a closed account): the sheet shows why instead.
  if (preview.blockedReason !== null) return false;
  if (draftDiffersFromPreview(state, preview.format)) return false;
  if (state.phase.name === 'uploading' || state.phase.name === 'saving' || state.phase.name === 'done') return false;
  return previewVerdict(preview) === 'ready';
}

/** Why a picked file is refused before anything is sent, or null when it may be previewed. */
export function pickedFileProblem(file: Pick<PickedFile, 'name' | 'size'>): string | null {
  if (file.size > MAX_IMPORT_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; files up to ${formatBytes(MAX_IMPORT_BYTES)} can be imported. Export a shorter date range.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** Upload progress in percent (0 until the size is known). */
export function uploadPercent(phase: ImportPhase): number {
  return phase.name === 'uploading' && phase.total > 0 ? (phase.loaded / phase.total) * 100 : 0;
}

/** True when a CSV's mapping form no longer matches the mapping the shown preview was read with. */
export function draftDiffersFromPreview(state: Pick<ImportFlowState, 'draft' | 'previewedMapping'>, format: string | undefined): boolean {
  if (format !== 'csv') return false;
  const checked = mappingFromDraft(state.draft);
  return !sameMapping(checked.ok ? checked.mapping : null, state.previewedMapping);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
