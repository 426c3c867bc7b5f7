#!/usr/bin/env node
/**
 * Proves no secret reaches a renderer bundle: `npm test` builds the bundles with canary values in
 * every secret's environment variable, then this reads every built renderer file and fails on a
 * canary or on anything shaped like a Stripe secret (sk_/rk_ live or test keys, webhook secrets).
 * Usage: node scripts/check-bundle-secrets.mjs <dir> [<dir> ...]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Set by scripts/test-all.mjs for the builds; exported so both agree. */
export const SECRET_CANARIES = {
  STRIPE_SECRET_KEY: 'sk_test_bundlecanary0000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_bundlecanary00000000000000',
  PLAID_SECRET: 'plaid-secret-bundle-canary-0000',
  COACH_LLM_API_KEY: 'coach-llm-key-bundle-canary-0000',
};
const SHAPES = [/\b[sr]k_(live|test)_[A-Za-z0-9]{10,}/, /\bwhsec_[A-Za-z0-9]{10,}/];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const dirs = process.argv.slice(2);
  let problems = 0;
  let read = 0;
  for (const dir of dirs) {
    if (!existsSync(dir)) {
      process.stderr.write(`missing bundle folder ${dir}\n`);
      problems += 1;
      continue;
    }
    for (const file of files(dir)) {
      const text = readFileSync(file, 'latin1');
      read += 1;
      for (const [name, canary] of Object.entries(SECRET_CANARIES)) {
        if (text.includes(canary)) {
          process.stderr.write(`${file}: contains the value of ${name}\n`);
          problems += 1;
        }
      }
      for (const shape of SHAPES) {
        const match = shape.exec(text);
        if (match) {
          process.stderr.write(`${file}: contains a secret-shaped string ${match[0].slice(0, 12)}...\n`);
          problems += 1;
        }
      }
    }
  }
  process.stdout.write(`${read} bundle files read, ${problems} problems\n`);
  process.exit(problems === 0 && read > 0 ? 0 : 1);
}
