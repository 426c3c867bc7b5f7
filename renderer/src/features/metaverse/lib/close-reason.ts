import { METAVERSE_CLOSE } from '../../../../../shared/contracts/metaverse';

export interface CloseInfo {
  code: number;
  reason: string;
}

/** The code a browser reports when the connection ended without a closing handshake (network, refused upgrade). */
const ABNORMAL_CLOSE = 1006;
const NORMAL_CLOSE = 1000;
/** The server's own failure (it closes the one client and keeps running). */
const SERVER_ERROR = 1011;

const MEANINGS: Record<number, string> = {
  [METAVERSE_CLOSE.policy]: 'The server closed the connection because a message broke its rules',
  [METAVERSE_CLOSE.tooBig]: 'The server closed the connection because a message was too large',
  [METAVERSE_CLOSE.shutdown]: 'The server is shutting down or restarting',
  [NORMAL_CLOSE]: 'The connection was closed',
  [ABNORMAL_CLOSE]: 'The connection dropped or could not be opened',
  [SERVER_ERROR]: 'The server hit an error and closed the connection',
};

/** What to tell the user about why the connection ended, including the server's own reason when it gave one. */
export function describeClose(close: CloseInfo): string {
  const meaning = MEANINGS[close.code] ?? 'The connection was closed';
  const reason = close.reason.trim();
  return reason ? `${meaning}: ${reason} (code ${close.code})` : `${meaning} (code ${close.code})`;
}
