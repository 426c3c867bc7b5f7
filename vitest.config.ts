import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Load tests (*.load.test.ts: a million rows imported or exported while /api/health is timed) measure
 * how the server answers others while it works, so they run on their own, one file at a time, after
 * the rest of the suite (`VITEST_LOAD=1`, as scripts/test-all.mjs does): beside other test files on
 * two cores they would measure the other files.
 */
const LOAD_TESTS = '**/*.load.test.ts';
const loadRun = process.env.VITEST_LOAD === '1';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./renderer/src', import.meta.url)) } },
  test: {
    include: loadRun
      ? [LOAD_TESTS]
      : ['backend/**/*.test.ts', 'shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: loadRun ? ['**/node_modules/**'] : ['**/node_modules/**', LOAD_TESTS],
    fileParallelism: !loadRun,
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});
