/**
 * Writes a long answer (an export) in bounded slices without holding the server
 * (docs/architecture.md "Long exports"). `slices` is a synchronous iterator whose every step
 * reads a bounded amount (one keyset page of rows) and returns it as text or bytes; between two
 * steps the writer waits for the client to take what was written when it is behind, and always
 * gives the event loop a turn (setImmediate), so other requests are answered while an export of a
 * million rows runs, and at most one slice plus the socket's buffer is ever in memory.
 *
 * A client that goes away stops the work: the iterator is closed (its `finally` runs) and no
 * further slice is read.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response } from 'express';
import type { Logger } from '../logger';

export interface StreamOutcome {
  /** Every slice was written and the answer ended. */
  complete: boolean;
  bytes: number;
}

/** Resolves when the client has taken what was written, or has gone away. */
function drained(res: Response): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/**
 * Writes each slice as it is made, then ends the answer. The status and headers are set by the
 * caller. An error while making a slice after the headers went out aborts the connection, so the
 * client sees a broken download rather than a file that looks whole; it is logged. (Before that,
 * it is thrown, for the error middleware's JSON answer.)
 */
export async function streamOut(res: Response, slices: Iterator<string | Uint8Array>, log: Logger, what: string): Promise<StreamOutcome> {
  let bytes = 0;
  const gone = () => res.destroyed || res.writableEnded || res.socket === null || res.socket.destroyed;
  try {
    for (;;) {
      if (gone()) return { complete: false, bytes };
      const step = slices.next();
      if (step.done) break;
      const chunk = step.value;
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
      if (!res.write(chunk)) await drained(res);
      // Always a turn of the event loop: when the socket takes a slice at once, 'drain' comes on
      // process.nextTick, and awaiting it alone would run the whole export without ever
      // letting another request in.
      await nextTurn();
    }
    if (gone()) return { complete: false, bytes };
    res.end();
    return { complete: true, bytes };
  } catch (error) {
    // Nothing sent yet: the error middleware still answers with a JSON error.
    if (!res.headersSent) throw error;
    log.error({ err: error, export: what }, 'export failed while streaming');
    res.destroy();
    return { complete: false, bytes };
  } finally {
    // Closes the iterator (runs its finally blocks) when it did not run to its end.
    slices.return?.();
  }
}
