// Baseline for the start-up benchmark: the smallest Node HTTP server that answers /api/health.
import { createServer } from 'node:http';

const server = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end('{"status":"ok"}');
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening http://127.0.0.1:${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
