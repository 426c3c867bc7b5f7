import { METAVERSE_SOCKET_PATH } from '../../../../../shared/contracts/metaverse';

/**
 * The live world's same-origin WebSocket address: wss on an https page (mixed content is blocked),
 * ws otherwise. The browser sends the access cookie with the upgrade by itself.
 */
export function metaverseSocketUrl(location: { protocol: string; host: string }, userId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${METAVERSE_SOCKET_PATH}?userId=${encodeURIComponent(userId)}`;
}
