/**
 * The user's data as a whole (docs/product.md "Your data"): which of it is sample data and removing
 * that with what was derived from it, the home currency, the export archive, and (hosted) deleting
 * the account with every row of it.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_USER, DEMO_USER_ID } from '../../../../shared/constants';
import type { DataPreferences, DataSources, RemoveSampleResponse } from '../../../../shared/contracts/data';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { isoDate } from '../../../../shared/dates';
import { csvCell } from '../../lib/csv';
import { csvAmount } from '../ledger/service';
import { normaliseMerchant } from '../subscriptions/detection';
import { SAMPLE_REMOVED_SETTING, sampleRemovedKey } from '../../lib/sample-data';
import { dataRepository, type DataRepository, type ExportTransactionCursor, type ExportTransactionRow, type PayeeText, type SampleProfile, type StoredSubscription } from './repository';
import { zipStream, type ZipStreamEntry } from './zip';

/**
 * app_settings key written when the seeded (local) user removes the sample data: the demo seed
 * then never writes it again, not even when a later version of the seed adds rows. Every other
 * user has a key of their own (sampleRemovedKey), which the Subscription Finder's scan respects.
 */
export { SAMPLE_REMOVED_SETTING };

/**
 * The profile the demo seed gives its user. Removing the sample data clears the fields that still
 * hold these values: no "Hi Demo", no plan for the sample's income (the dashboard asks for theirs).
 */
export const SAMPLE_PROFILE: SampleProfile = {
  firstName: DEMO_USER.firstName,
  lastName: DEMO_USER.lastName,
  incomeCents: 520_000,
  age: 34,
  primaryGoal: 'emergency',
  targetAmountCents: 1_000_000,
  estimatedSubscriptions: 6,
  subscriptionMonthlyCostCents: 8_500,
};

// ---- which subscriptions were derived from the sample rows ----

/** The names a transaction's payee goes by, lower case: as stored, and as the Subscription Finder names its merchant. */
function payeeNames(t: Pick<PayeeText, 'merchantName' | 'description'>): string[] {
  // The finder reads the merchant name, else the description (subscriptions/detection/detect.ts).
  const descriptor = t.merchantName?.trim() || t.description || '';
  const names = [descriptor.toLowerCase()];
  if (descriptor) names.push(normaliseMerchant(descriptor).displayName.toLowerCase());
  return names;
}

/** Payee names of a set of transactions, and the subscriptions they are linked to by id. */
export function payeeIndex(rows: readonly PayeeText[]): { names: Set<string>; linked: Set<string> } {
  const names = new Set<string>();
  const linked = new Set<string>();
  for (const row of rows) {
    for (const name of payeeNames(row)) if (name) names.add(name);
    if (row.subscriptionId) linked.add(row.subscriptionId);
  }
  return { names, linked };
}

/**
 * Whether these transactions are evidence of the subscription: one is linked to it by id
 * (transactions.subscription_id, as the seed links them), or its payee is the subscription's
 * merchant (a scan stores merchants by name and links no rows), also as a whole-word prefix
 * ("iron peak gym austin" is "Iron Peak Gym", as the finder joins them).
 */
function evidences(index: { names: Set<string>; linked: Set<string> }, sub: StoredSubscription): boolean {
  if (index.linked.has(sub.id)) return true;
  const merchant = sub.merchantName.trim().toLowerCase();
  if (!merchant) return false;
  if (index.names.has(merchant)) return true;
  for (const name of index.names) if (name.startsWith(`${merchant} `)) return true;
  return false;
}

/**
 * The subscriptions removing the sample rows takes with it: every one labelled sample data, and
 * every other one that the removed rows were evidence of and no remaining row is (a finding made
 * from the sample before the rows were labelled, or whose own rows the user has already deleted
 * and now rests on sample rows alone). A subscription the user's own rows also show stays.
 */
export function derivedSubscriptionIds(subs: readonly StoredSubscription[], removed: readonly PayeeText[], remaining: readonly PayeeText[]): string[] {
  const gone = payeeIndex(removed);
  const left = payeeIndex(remaining);
  return subs.filter((s) => s.source === 'demo' || (evidences(gone, s) && !evidences(left, s))).map((s) => s.id);
}

// ---- export ----

const dollars = (cents: number | null) => (cents === null ? '' : `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`);
const instant = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());
const dollarsOrNull = (cents: number | null) => (cents === null ? null : cents / 100);

/** A CSV file: a header and rows, RFC 4180, CRLF; text cells formula-safe (lib/csv.ts), number cells as they are. */
type Cell = { text: string } | { number: string };
const t = (value: string | null | undefined): Cell => ({ text: value ?? '' });
const n = (value: string): Cell => ({ number: value });
const csvRow = (row: readonly Cell[]) => `${row.map((c) => ('text' in c ? csvCell(c.text) : csvCell(c.number, { text: false }))).join(',')}\r\n`;
const csvHeader = (header: readonly string[]) => `${header.map((h) => csvCell(h)).join(',')}\r\n`;
function csvFile(header: readonly string[], rows: Iterable<readonly Cell[]>): string {
  let text = csvHeader(header);
  for (const row of rows) text += csvRow(row);
  return text;
}

/** Transactions read per slice of the export (one keyset page: a few milliseconds of work). */
export const EXPORT_PAGE_ROWS = 100;

export interface ExportArchive {
  fileName: string;
  /** The archive's bytes, one bounded slice per step; reading stops when the caller stops asking. */
  chunks: Generator<Buffer, void, undefined>;
  /** Transaction rows read so far (each is read twice: for the CSV file and the JSON file). */
  rowsRead: () => number;
}

const transactionLine = (r: ExportTransactionRow) =>
  csvRow([
    t(r.date),
    t(r.description),
    t(r.merchantName),
    t(r.category),
    t(r.notes),
    n(csvAmount(r.amountCents)),
    t(r.currency),
    t(r.accountName),
    t(r.pending ? 'yes' : 'no'),
    t(r.source),
    t(r.id),
  ]);

const transactionJson = (r: ExportTransactionRow) =>
  JSON.stringify({
    id: r.id,
    date: r.date,
    description: r.description,
    merchant: r.merchantName,
    category: r.category,
    notes: r.notes,
    // As on a statement: positive = money in (the database keeps the opposite sign).
    amount: -r.amountCents / 100,
    currency: r.currency,
    accountId: r.accountId,
    account: r.accountName,
    pending: r.pending === 1,
    source: r.source,
    createdAt: instant(r.createdAt),
  });

export function createDataService(ctx: AppContext, repo: DataRepository = dataRepository(ctx.db)) {
  const now = () => ctx.clock.now();

  function requireUser(userId: string): void {
    if (!repo.userExists(userId)) throw notFound('User');
  }

  return {
    sources(userId: string): DataSources {
      const counts = repo.sourceCounts(userId);
      return {
        demo: { accounts: counts.accounts.demo, transactions: counts.transactions.demo },
        real: { accounts: counts.accounts.real, transactions: counts.transactions.real },
      };
    },

    /**
     * Removes every sample row of the user and what was derived from it, in one database
     * transaction (docs/product.md "Your data"). The user's own rows are never touched: a sample
     * account they imported their own rows into stays (as theirs, balance unknown); insights and
     * credit history written while the sample was there are dropped, since both read every
     * transaction (the credit estimate rebuilds its history from what is left on the next read).
     */
    removeSample(userId: string): RemoveSampleResponse {
      return repo.inTransaction(() => {
        const sampleRows = repo.sampleTransactions(userId);
        const sampleAccounts = repo.sampleAccounts(userId);
        const arrivedAt = [...sampleRows.map((r) => r.createdAt), ...sampleAccounts.map((a) => a.createdAt), ...repo.sampleConnectionTimes(userId)];
        const since = arrivedAt.length > 0 ? Math.min(...arrivedAt) : null;
        const subs = repo.subscriptions(userId);

        const transactions = repo.deleteSampleTransactions(userId);
        repo.deleteSampleTrash(userId);
        const kept = sampleAccounts.filter((a) => a.realRows > 0).map((a) => a.id);
        repo.adoptAccounts(userId, kept);
        const accounts = repo.deleteAccounts(
          userId,
          sampleAccounts.filter((a) => a.realRows === 0).map((a) => a.id),
        );
        repo.dropSampleConnections(userId);

        const subscriptions = repo.deleteSubscriptions(userId, derivedSubscriptionIds(subs, sampleRows, repo.payeeTexts(userId)));
        const insights = repo.deleteDerivedInsights(userId, since);
        const creditRecords = repo.deleteDerivedCredit(userId, since);
        repo.deleteSampleSavings(userId);
        const key = sampleRemovedKey(userId);
        if (userId === DEMO_USER_ID) {
          // The seed writes the sample (with a plan history dated before it) ahead of anything the
          // user does: until the first removal, every plan of this user was made with the sample there.
          if (!repo.hasSetting(key)) repo.deleteBudgetsSince(userId, Number.MIN_SAFE_INTEGER);
          repo.clearSampleProfile(userId, SAMPLE_PROFILE, now());
        }
        // A plan's tip counts every subscription: one written since the sample arrived quotes it.
        if (since !== null) repo.deleteBudgetsSince(userId, since);
        // Nothing brings the sample back by itself now: not the seed, not a scan (only "Import sample data").
        repo.markSetting(key, JSON.stringify({ at: now() }), now());
        return { accounts, transactions, subscriptions, insights, creditRecords };
      });
    },

    preferences(userId: string): DataPreferences {
      const homeCurrency = repo.homeCurrency(userId);
      if (homeCurrency === undefined) throw notFound('User');
      return { homeCurrency };
    },

    savePreferences(userId: string, update: DataPreferences): DataPreferences {
      requireUser(userId);
      repo.setHomeCurrency(userId, update.homeCurrency, now());
      return { homeCurrency: update.homeCurrency };
    },

    /**
     * Everything the user has as CSV files and the same data as one JSON file, in a zip archive.
     * Amounts are as on a statement (positive = money in), in each row's own currency. Never a
     * secret: no password hash, session, bank token, Plaid id or account-number hash.
     *
     * The archive is made as it is sent (docs/architecture.md "Long exports"): the user and the
     * small tables are read now (so an unknown user is a 404 before anything is sent), the
     * transactions a keyset page per slice while the archive streams. Rows edited while an export
     * runs may be in it as they were or as they became.
     */
    exportArchive(userId: string): ExportArchive {
      const user = repo.exportUser(userId);
      if (!user) throw notFound('User');
      const at = now();
      const accounts = repo.exportAccounts(userId);
      const categories = repo.exportCategories(userId);
      const rules = repo.exportRules(userId);
      const budgets = repo.exportBudgets(userId);
      const subscriptions = repo.exportSubscriptions(userId);

      // The small files are made now (a user has tens of accounts, categories, rules, budgets).
      const small = [
        {
          name: 'accounts.csv',
          text: csvFile(
            ['Name', 'Institution', 'Type', 'Last 4', 'Currency', 'Balance', 'Balance from', 'Balance as of', 'Credit limit', 'Closed', 'Source', 'ID'],
            accounts.map((a) => [
              t(a.name),
              t(a.institution),
              t(a.type),
              t(a.mask),
              t(a.currency),
              n(a.balanceSource === null ? '' : dollars(a.balanceCents)),
              t(a.balanceSource ?? 'unknown'),
              t(a.balanceAsOf),
              n(dollars(a.creditLimitCents)),
              t(a.closedAt === null ? '' : isoDate(a.closedAt)),
              t(a.source),
              t(a.id),
            ]),
          ),
        },
        { name: 'categories.csv', text: csvFile(['Name', 'Created'], categories.map((c) => [t(c.name), t(instant(c.createdAt))])) },
        { name: 'rules.csv', text: csvFile(['Payee contains', 'Category', 'Created'], rules.map((r) => [t(r.matchText), t(r.category), t(instant(r.createdAt))])) },
        {
          name: 'budgets.csv',
          text: csvFile(
            ['Created', 'Mode', 'Income', 'Bills', 'Debt', 'Savings', 'Spending', 'Flex fund', 'Tip', 'Credit projection'],
            budgets.map((b) => [
              t(instant(b.createdAt)),
              t(b.mode),
              n(dollars(b.incomeCents)),
              n(dollars(b.billsCents)),
              n(dollars(b.debtCents)),
              n(dollars(b.savingsCents)),
              n(dollars(b.spendingCents)),
              n(dollars(b.flexFundCents)),
              t(b.aiTip),
              n(String(b.creditProjection)),
            ]),
          ),
        },
        {
          name: 'subscriptions.csv',
          text: csvFile(
            ['Name', 'Merchant', 'Amount', 'Frequency', 'Status', 'Category', 'Next bill', 'Last bill', 'Forgotten', 'Found', 'Cancelled', 'Source'],
            subscriptions.map((s) => [
              t(s.name),
              t(s.merchantName),
              n(dollars(s.amountCents)),
              t(s.frequency),
              t(s.status),
              t(s.category),
              t(s.nextBillDate),
              t(s.lastBillDate),
              t(s.isForgotten ? 'yes' : 'no'),
              t(instant(s.detectedAt)),
              t(instant(s.cancelledAt)),
              t(s.source),
            ]),
          ),
        },
      ];

      // everything.json is written around its transactions: the rest is one small object whose
      // transactions field holds a marker, and the rows are streamed where the marker stands.
      const marker = `transactions-${randomUUID()}`;
      const everything = {
        exportedAt: instant(at),
        profile: {
          username: user.username,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          homeCurrency: user.homeCurrency,
          monthlyIncome: user.incomeCents / 100,
          plan: user.subscriptionTier,
          createdAt: instant(user.createdAt),
        },
        accounts: accounts.map((a) => ({
          id: a.id,
          name: a.name,
          institution: a.institution,
          type: a.type,
          last4: a.mask,
          currency: a.currency,
          balance: a.balanceSource === null ? null : a.balanceCents / 100,
          balanceSource: a.balanceSource,
          balanceAsOf: a.balanceAsOf,
          creditLimit: dollarsOrNull(a.creditLimitCents),
          closedAt: a.closedAt === null ? null : isoDate(a.closedAt),
          source: a.source,
          createdAt: instant(a.createdAt),
        })),
        transactions: marker,
        categories: categories.map((c) => ({ name: c.name, createdAt: instant(c.createdAt) })),
        rules: rules.map((r) => ({ payeeContains: r.matchText, category: r.category, createdAt: instant(r.createdAt) })),
        budgets: budgets.map((b) => ({
          createdAt: instant(b.createdAt),
          mode: b.mode,
          income: b.incomeCents / 100,
          bills: b.billsCents / 100,
          debt: b.debtCents / 100,
          savings: b.savingsCents / 100,
          spending: b.spendingCents / 100,
          flexFund: b.flexFundCents / 100,
          tip: b.aiTip,
          creditProjection: b.creditProjection,
        })),
        subscriptions: subscriptions.map((s) => ({
          name: s.name,
          merchant: s.merchantName,
          amount: s.amountCents / 100,
          frequency: s.frequency,
          status: s.status,
          category: s.category,
          nextBillDate: s.nextBillDate,
          lastBillDate: s.lastBillDate,
          forgotten: s.isForgotten === 1,
          detectedAt: instant(s.detectedAt),
          cancelledAt: s.cancelledAt === null ? null : instant(s.cancelledAt),
          source: s.source,
        })),
      };
      const [jsonHead, jsonTail] = `${JSON.stringify(everything, null, 2)}\n`.split(JSON.stringify(marker)) as [string, string];

      let read = 0;
      /** The user's transactions, one keyset page at a time, each page made into one slice. */
      function* pages(line: (r: ExportTransactionRow) => string, join: string): Generator<string> {
        let after: ExportTransactionCursor | null = null;
        for (;;) {
          const rows = repo.exportTransactionsPage(userId, after, EXPORT_PAGE_ROWS);
          read += rows.length;
          if (rows.length > 0) yield rows.map(line).join(join);
          if (rows.length < EXPORT_PAGE_ROWS) return;
          const last = rows.at(-1)!;
          after = { date: last.date, rowid: last.rowid };
        }
      }
      function* transactionsCsv(): Generator<string> {
        yield csvHeader(['Date', 'Description', 'Merchant', 'Category', 'Notes', 'Amount', 'Currency', 'Account', 'Pending', 'Source', 'ID']);
        yield* pages(transactionLine, '');
      }
      /** The JSON file: the array of transactions one row a line, the rest indented as before. */
      function* everythingJson(): Generator<string> {
        yield jsonHead;
        let first = true;
        for (const slice of pages((r) => `    ${transactionJson(r)}`, ',\n')) {
          yield `${first ? '[\n' : ',\n'}${slice}`;
          first = false;
        }
        yield `${first ? '[]' : '\n  ]'}${jsonTail}`;
      }

      const entries: ZipStreamEntry[] = [
        { name: 'transactions.csv', chunks: transactionsCsv() },
        ...small.map((f) => ({ name: f.name, chunks: [f.text] })),
        { name: 'everything.json', chunks: everythingJson() },
      ];
      return { fileName: `wealth-desk-export-${isoDate(at)}.zip`, chunks: zipStream(entries, at), rowsRead: () => read };
    },

    /**
     * Hosted mode: the account and every row of it (docs/product.md "Your data"). Refused on the
     * desktop and local web (the app's data goes with the app), for the built-in demo user, for the
     * last owner (nobody could reach the owner screens), and while a paid plan still runs at the
     * payment provider (it would go on charging the card).
     */
    deleteAccount(userId: string): void {
      if (ctx.mode !== 'hosted') {
        throw new AppError(409, 'local_mode', "This app keeps your data on this computer: it is removed with the app's data, not by deleting an account.");
      }
      if (userId === DEMO_USER_ID) throw new AppError(409, 'demo_user', 'The demo account cannot be deleted.');
      const holder = repo.accountHolder(userId);
      if (!holder) throw notFound('User');
      if (holder.role === 'owner' && repo.ownerCount() <= 1) {
        throw new AppError(409, 'last_owner', 'This is the only owner account: make another owner (npm run owner:create) before deleting it.');
      }
      if (repo.liveProviderPlans(userId) > 0) {
        throw new AppError(409, 'plan_active', 'Your paid plan is still running: cancel it on the billing page first, so your card is not charged again.');
      }
      repo.inTransaction(() => {
        repo.deleteUser(holder);
        repo.deleteSetting(sampleRemovedKey(userId));
      });
    },
  };
}

export type DataService = ReturnType<typeof createDataService>;
