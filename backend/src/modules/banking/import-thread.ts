/**
 * A large bank file is read and written on a worker thread (docs/architecture.md "Large imports").
 * On the server's own thread a 1,000,000-row file means about 1 GB of parsed rows, and V8's
 * collections over that heap pause every other request for hundreds of milliseconds at a time, far
 * more on a busy machine. A worker has its own heap: it opens its own connection to the same
 * database file, runs the very same steps as the in-process path (./import-service.ts) to the end,
 * and answers with the preview or the result. The server's thread only hands over the file's bytes
 * and waits. Jobs run one at a time (a second large file waits for the first), so two large files
 * never hold two such heaps. An in-memory database (tests) cannot be shared with a thread, and a
 * build without the worker script has none: both keep the in-process slices.
 */
import { Worker } from 'node:worker_threads';
import type { ImportPreview, ImportResult } from '../../../../shared/contracts/banking';
import type { AppDatabase } from '../../db/open';
import { AppError } from '../../http/errors';
import type { ImportOptions } from './import-service';
import type { UndoResult } from './repository';

/** Files of at least this many bytes (about 15,000 rows of a typical bank CSV) are read on the worker. */
export const IMPORT_THREAD_MIN_BYTES = 1_000_000;
/** Undos of imports of at least this many rows run on the worker. */
export const IMPORT_THREAD_MIN_ROWS = 10_000;
/**
 * Rows the worker writes or deletes per database transaction, against 200 on the server's thread.
 * Fewer, larger commits cost less (each commit writes every index page its rows touched, and a bank
 * file's dedupe keys fall on pages all over their index): 100,000 rows took 9.0 s in batches of
 * 1,000, 6.6 s of 2,000 and 5.1 s of 5,000. But while a batch is written (about 90 ms for 1,000
 * rows here) a write on the server's thread waits for it, so batches stay this small.
 */
export const WORKER_BATCH_ROWS = 1_000;
/**
 * The worker's connection copies the write-ahead log into the database file (a checkpoint) once the
 * log holds this many pages (64 MiB), not at SQLite's default of 1,000 (4 MiB). A checkpoint writes
 * every page the commits since the last one touched and waits for the disk; a bulk write touches the
 * same index pages commit after commit, so rarer checkpoints write each of them once instead of
 * again and again. Undoing 100,000 of 1,000,000 rows: 11.2 s at the default, 7.7 s at this; an
 * import gains alike (docs/architecture.md "Large imports").
 */
export const WORKER_CHECKPOINT_PAGES = 16_384;
/** After this long of work the worker pauses (WORKER_PAUSE_MS) so that writes of the server's thread get the database in between. */
export const WORKER_WORK_MS = 50;
export const WORKER_PAUSE_MS = 5;

export interface ImportThreadOptions {
  /** The built worker script (dist/server/import-worker.js beside the server bundle). */
  script: string;
  /** Files of at least this many bytes go to the worker (IMPORT_THREAD_MIN_BYTES unless a test says otherwise). */
  minBytes?: number;
  /** Undos of at least this many rows go to the worker (IMPORT_THREAD_MIN_ROWS unless a test says otherwise). */
  minRows?: number;
}

export type ImportJob =
  | { kind: 'preview'; userId: string; options: ImportOptions; sampleSize: number }
  | { kind: 'import'; userId: string; options: ImportOptions }
  | { kind: 'undo'; importId: string };

export type ImportJobAnswer = ImportPreview | ImportResult | UndoResult;

/** What the worker is started with: a file's bytes are transferred, not copied. */
export interface ImportWorkerData {
  databaseFile: string;
  /** The server clock's time when the job was asked for (the worker's clock stands still at it). */
  now: number;
  job: ImportJob;
  file?: Uint8Array;
}

/** An error as it crosses the thread boundary: an AppError keeps its status, code and message. */
export interface ThreadError {
  message: string;
  status?: number;
  code?: string;
  details?: unknown;
  stack?: string;
}

export type ImportWorkerMessage =
  /** The pending import now exists: if the worker dies before it answers, the server removes it. */
  | { type: 'pending'; importId: string }
  | { type: 'done'; value: ImportJobAnswer }
  | { type: 'failed'; error: ThreadError };

export function toThreadError(error: unknown): ThreadError {
  if (error instanceof AppError) return { message: error.message, status: error.status, code: error.code, details: error.details };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

function fromThreadError(error: ThreadError): Error {
  if (error.status !== undefined && error.code !== undefined) return new AppError(error.status, error.code, error.message, error.details);
  const thrown = new Error(error.message);
  if (error.stack) thrown.stack = error.stack;
  return thrown;
}

/**
 * The worker side of the server: whether a file goes to it, and running a job there. `removePending`
 * removes what a worker that died midway left pending (its rows, in slices, on the server's thread).
 */
export function importThread(db: AppDatabase, options: ImportThreadOptions | undefined, removePending: (importId: string) => Promise<unknown>) {
  const databaseFile = db.$client.memory ? undefined : db.$client.name;
  const minBytes = options?.minBytes ?? IMPORT_THREAD_MIN_BYTES;
  const minRows = options?.minRows ?? IMPORT_THREAD_MIN_ROWS;
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * Runs one job on a new worker: `answer` is its answer; `ended` settles once the worker has ended
   * (an undo answers when its rows are hidden and deletes them before it ends). Whatever a worker
   * that dies leaves pending goes on the server's thread (`removePending`) before either settles.
   */
  function runJob(script: string, data: ImportWorkerData): { answer: Promise<ImportJobAnswer>; ended: Promise<void> } {
    // The bytes move to the worker when they own their memory; a view into a shared pool is copied.
    const file = data.file;
    const whole = file !== undefined && file.byteOffset === 0 && file.byteLength === file.buffer.byteLength && file.buffer instanceof ArrayBuffer;
    const worker = new Worker(script, { workerData: data, transferList: whole ? [file.buffer as ArrayBuffer] : [] });
    let resolveAnswer!: (value: ImportJobAnswer) => void;
    let rejectAnswer!: (error: Error) => void;
    const answer = new Promise<ImportJobAnswer>((resolve, reject) => {
      resolveAnswer = resolve;
      rejectAnswer = reject;
    });
    const ended = new Promise<void>((resolveEnded) => {
      // An undo's import is pending from the start (the worker marks it so first thing) to the end.
      let pendingImport: string | undefined = data.job.kind === 'undo' ? data.job.importId : undefined;
      let answered = false;
      let finished = false;
      const finish = (error?: Error) => {
        if (finished) return;
        finished = true;
        const cleanup = error !== undefined && pendingImport !== undefined ? removePending(pendingImport) : Promise.resolve();
        void cleanup
          .catch(() => undefined)
          .then(() => {
            if (!answered) rejectAnswer(error ?? new Error('The import worker ended before it answered'));
            resolveEnded();
          });
      };
      worker.on('message', (message: ImportWorkerMessage) => {
        if (message.type === 'pending') pendingImport = message.importId;
        else if (message.type === 'done') {
          answered = true;
          if (data.job.kind !== 'undo') pendingImport = undefined;
          resolveAnswer(message.value);
        } else {
          // The worker removed what it wrote before it answered (importRowsSteps).
          answered = true;
          pendingImport = undefined;
          rejectAnswer(fromThreadError(message.error));
        }
      });
      worker.on('error', (error) => finish(error));
      worker.on('exit', (code) => finish(code === 0 && answered ? undefined : new Error(`The import worker stopped (exit code ${code}) before it was done`)));
    });
    // Whoever asked handles a failed answer, perhaps only once the worker has ended: not unhandled meanwhile.
    answer.catch(() => undefined);
    return { answer, ended };
  }

  return {
    /** Whether this file is read on the worker: a file database, a built worker script and a large file. */
    wants(file: unknown): file is Buffer {
      return options !== undefined && databaseFile !== undefined && Buffer.isBuffer(file) && file.length >= minBytes;
    },

    /** Whether the undo of an import of this many rows runs on the worker. */
    wantsUndo(rows: number): boolean {
      return options !== undefined && databaseFile !== undefined && rows >= minRows;
    },

    /**
     * Runs the job on a new worker once the jobs before it are done; resolves with its answer (an
     * undo's once its rows are hidden: the next job waits until they are deleted too). While
     * it runs, the server's connection makes no checkpoint of its own: a commit of the server's thread
     * would otherwise copy the worker's log (up to WORKER_CHECKPOINT_PAGES) on the server's thread.
     * The worker checkpoints, and once more before it ends.
     */
    run(job: ImportJob, now: number, file?: Buffer): Promise<ImportJobAnswer> {
      let started!: (answer: Promise<ImportJobAnswer>) => void;
      const answer = new Promise<ImportJobAnswer>((resolve) => (started = resolve));
      const turn = queue.then(async () => {
        const ownPages = db.$client.pragma('wal_autocheckpoint', { simple: true }) as number;
        db.$client.pragma('wal_autocheckpoint = 0');
        try {
          const running = runJob(options!.script, { databaseFile: databaseFile!, now, job, file });
          // Only an undo answers before its worker ends; the others' ends are moments later.
          started(job.kind === 'undo' ? running.answer : running.ended.then(() => running.answer));
          await running.ended;
        } catch (error) {
          started(Promise.reject(error instanceof Error ? error : new Error(String(error))));
        } finally {
          db.$client.pragma(`wal_autocheckpoint = ${ownPages}`);
        }
      });
      queue = turn.catch(() => undefined);
      return answer;
    },
  };
}
