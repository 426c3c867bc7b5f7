/**
 * Baseline for the metaverse broadcast benchmark: a bare `ws` server on Node's http server that
 * sends every message it receives to every connected client. Prints its URL like the app does.
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const text = data.toString();
    for (const client of wss.clients) client.send(text);
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`bare ws at http://127.0.0.1:${server.address().port}\n`);
});
