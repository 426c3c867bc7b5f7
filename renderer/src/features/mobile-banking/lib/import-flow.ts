/**
 * The bank-file import sheet as one state machine: pick a file, preview it (and fix the CSV column
 * mapping), upload it with progress, then show the result. Pure: the component dispatches what
 * happened (a pick, a preview answer, upload progress) and renders from the state; the network
 * calls stay in the component's mutations.
 */
import { MAX_IMPORT_BYTES, type CsvMapping, type ImportResult } from '../../../../../shared/contracts/banking';
import { draftFromMapping, EMPTY_DRAFT, mappingFromDraft, sameMapping, type MappingDraft } from './import-mapping';

export interface PickedFile {
  name: string;
  size: number;
  /** Sent as it is: never read or decoded on this page (see raw-upload.ts). */
  file: Blob;
}

export type ImportPhase =
  | { name: 'idle' }
  | { name: 'uploading'; loaded: number; total: number }
  | { name: 'saving' }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; message: string };

export interface ImportFlowState {
  /** The file being previewed and imported; null before a pick, or after a pick that was refused. */
  file: PickedFile | null;
  /** Why the picked file was refused before sending anything (too large, empty). */
  fileError: string | null;
  /** The mapping the current preview was read with: the one the import sends. */
  previewedMapping: CsvMapping | null;
  /** The mapping form as the user is editing it. */
  draft: MappingDraft;
  /** What the mapping form still lacks, shown when the user asks for a new preview. */
  draftError: string | null;
  phase: ImportPhase;
}

export type ImportFlowEvent =
  /** Back to an empty sheet ("Import another file"). */
  | { type: 'reset' }
  /** A new file was chosen: everything about the previous one is dropped. */
  | { type: 'picked'; file: PickedFile }
  /** The server read the file; its mapping (detected or the one sent) becomes the form's. */
  | { type: 'previewed'; mapping: CsvMapping | null }
  | { type: 'draftChanged'; draft: MappingDraft }
  /** The user asked for a new preview: null when the draft is complete, else what is missing. */
  | { type: 'draftChecked'; error: string | null }
  | { type: 'uploadStarted' }
  | { type: 'uploadProgress'; loaded: number; total: number }
  /** Every byte is sent; the server is now storing the rows. */
  | { type: 'uploaded' }
  | { type: 'imported'; result: ImportResult }
  /** The user cancelled the upload: back to the preview, nothing stored. */
  | { type: 'uploadCancelled' }
  | { type: 'importFailed'; message: string };

export const INITIAL_IMPORT_FLOW: ImportFlowState = {
  file: null,
  fileError: null,
  previewedMapping: null,
  draft: EMPTY_DRAFT,
  draftError: null,
  phase: { name: 'idle' },
};

export function importFlowReducer(state: ImportFlowState, event: ImportFlowEvent): ImportFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_IMPORT_FLOW;
    case 'picked': {
      const fileError = pickedFileProblem(event.file);
      return { ...INITIAL_IMPORT_FLOW, file: fileError ? null : event.file, fileError };
    }
    case 'previewed':
      return { ...state, previewedMapping: event.mapping, draft: draftFromMapping(event.mapping), draftError: null };
    case 'draftChanged':
      return { ...state, draft: event.draft };
    case 'draftChecked':
      return { ...state, draftError: event.error };
    case 'uploadStarted':
      return state.file ? { ...state, phase: { name: 'uploading', loaded: 0, total: state.file.size } } : state;
    case 'uploadProgress':
      // A late progress report (after the last byte, or after a cancel) must not undo the later phase.
      return state.phase.name === 'uploading'
        ? { ...state, phase: { name: 'uploading', loaded: event.loaded, total: event.total || state.phase.total } }
        : state;
    case 'uploaded':
      return { ...state, phase: { name: 'saving' } };
    case 'imported':
      return { ...state, phase: { name: 'done', result: event.result } };
    case 'uploadCancelled':
      return { ...state, phase: { name: 'idle' } };
    case 'importFailed':
      return { ...state, phase: { name: 'failed', message: event.message } };
  }
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
export function draftDiffersFromPreview(state: ImportFlowState, format: string | undefined): boolean {
  if (format !== 'csv') return false;
  const checked = mappingFromDraft(state.draft);
  return !sameMapping(checked.ok ? checked.mapping : null, state.previewedMapping);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
