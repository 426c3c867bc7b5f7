/**
 * The import worker (modules/banking/import-thread.ts; docs/architecture.md "Large imports"): a
 * thread of its own that reads one large bank file and previews or imports it, or undoes a large
 * import, on its own connection to the server's database file, with the same steps the server runs in slices for a small file, then
 * posts its answer and ends. Built as dist/server/import-worker.js (and out/main/import-worker.js for
 * the desktop app). A composition root like main.ts: it wires the banking import to the ledger's rules.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { fixedClock } from './clock';
import { connectDatabase } from './db/connect';
import { runWithPauses, type Steps } from './modules/banking/import';
import { createImportService } from './modules/banking/import-service';
import { bankingRepository } from './modules/banking/repository';
import { toThreadError, WORKER_BATCH_ROWS, WORKER_CHECKPOINT_PAGES, WORKER_PAUSE_MS, WORKER_WORK_MS, type ImportWorkerData, type ImportWorkerMessage } from './modules/banking/import-thread';
import { createLedgerService } from './modules/ledger/service';

const post = (message: ImportWorkerMessage) => parentPort!.postMessage(message);
const { databaseFile, now, job, file } = workerData as ImportWorkerData;
const db = connectDatabase(databaseFile);
// A larger page cache than the server's connection: a bulk write touches every index of the table.
db.$client.pragma('cache_size = -65536');
db.$client.pragma(`wal_autocheckpoint = ${WORKER_CHECKPOINT_PAGES}`);
const run = <T>(steps: Steps<T>) => runWithPauses(steps, WORKER_WORK_MS, WORKER_PAUSE_MS);
const banking = bankingRepository(db, WORKER_BATCH_ROWS);
let answer: ImportWorkerMessage;
try {
  const ctx = { db, clock: fixedClock(now) };
  const ledger = createLedgerService(ctx);
  const importer = createImportService(ctx, (userId) => ledger.categoriser(userId), WORKER_BATCH_ROWS);
  const upload = file ? Buffer.from(file.buffer, file.byteOffset, file.byteLength) : undefined;
  const value =
    job.kind === 'preview'
      ? run(importer.previewSteps(job.userId, upload, job.options, job.sampleSize))
      : job.kind === 'import'
        ? run(importer.importSteps(job.userId, upload, job.options, (importId) => post({ type: 'pending', importId })))
        : run(banking.hideImportSteps(job.importId));
  answer = { type: 'done', value };
} catch (error) {
  answer = { type: 'failed', error: toThreadError(error) };
}
// What the log still holds goes into the database file here, before the answer, not on the server's
// thread once its own checkpoints resume (PASSIVE: a reader in the middle of a read is not waited for).
const checkpoint = () => {
  try {
    db.$client.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Left to the server's next checkpoint: the answer matters more.
  }
};
checkpoint();
post(answer);
// An undo answers once its rows are hidden; their deletion goes on here, and the server's thread
// starts no other job until this worker has ended.
if (job.kind === 'undo' && answer.type === 'done') {
  run(banking.purgeImportSteps(job.importId));
  checkpoint();
}
db.$client.close();
