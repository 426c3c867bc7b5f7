// Baseline for the throughput benchmark: a bare Express app with one JSON endpoint, no database,
// no validation, no guard. What our real endpoint costs is measured against this, in the same run.
import express from 'express';

const app = express();
app.use(express.json());
app.post('/api/echo', (req, res) => {
  const income = Number(req.body?.income ?? 0);
  res.json({ allocations: { bills: Math.floor(income * 0.4) }, mode: req.body?.mode });
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening http://127.0.0.1:${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
