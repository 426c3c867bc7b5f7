/**
 * Migration 0019 (docs/product.md "Bills"): requests an older version stored keep their outcome
 * under the lifecycle's names and get a step history.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrate';
import { openDatabase, type AppDatabase } from '../../db/open';

const dirs: string[] = [];
const opened: AppDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.$client.open) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0019_bill_lifecycle', () => {
  it('renames the old statuses, drops the 0 saving of an unsuccessful request and writes each request’s steps', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wealthdesk-bills-'));
    dirs.push(dir);
    const file = path.join(dir, 'app.db');
    const before = MIGRATIONS.findIndex((m) => m.tag === '0019_bill_lifecycle');
    expect(before).toBeGreaterThan(0);
    const old = openDatabase({ file, migrateUpTo: before });
    old.$client.exec(`INSERT INTO users (id, username, email) VALUES ('u1', 'ann', 'ann@example.com')`);
    const insert = old.$client.prepare(
      `INSERT INTO bill_negotiations (id, user_id, service_type, provider_name, current_bill_cents, contact_phone, email, status, monthly_savings_cents, success_fee_cents, created_at, updated_at)
       VALUES (?, 'u1', 'internet', 'Comcast', 9000, '5551234567', 'ann@example.com', ?, ?, ?, ?, ?)`,
    );
    insert.run('b1', 'submitted', null, null, 1000, 1000);
    insert.run('b2', 'in_progress', null, null, 2000, 2500);
    insert.run('b3', 'negotiated', 4000, 1000, 3000, 3600);
    insert.run('b4', 'unsuccessful', 0, null, 4000, 4800);
    old.$client.close();

    const db = openDatabase({ file });
    opened.push(db);
    const rows = db.$client.prepare(`SELECT id, status, monthly_savings_cents AS saving, success_fee_cents AS fee FROM bill_negotiations ORDER BY id`).all();
    expect(rows).toEqual([
      { id: 'b1', status: 'submitted', saving: null, fee: null },
      { id: 'b2', status: 'in_review', saving: null, fee: null },
      { id: 'b3', status: 'saved', saving: 4000, fee: 1000 },
      { id: 'b4', status: 'not_saved', saving: null, fee: null },
    ]);
    const steps = db.$client.prepare(`SELECT negotiation_id AS id, status, at FROM bill_negotiation_steps ORDER BY negotiation_id, at`).all();
    expect(steps).toEqual([
      { id: 'b1', status: 'submitted', at: 1000 },
      { id: 'b2', status: 'submitted', at: 2000 },
      { id: 'b2', status: 'in_review', at: 2500 },
      { id: 'b3', status: 'submitted', at: 3000 },
      { id: 'b3', status: 'saved', at: 3600 },
      { id: 'b4', status: 'submitted', at: 4000 },
      { id: 'b4', status: 'not_saved', at: 4800 },
    ]);
  });
});
