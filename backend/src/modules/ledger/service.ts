/**
 * The transactions ledger (/transactions): the signed-in user's rows of every account, searched,
 * filtered, sorted and paged; edits; deletes into a trash with one undo; CSV export; categories and
 * "payee contains X → category Y" rules. See docs/product.md "Transactions".
 *
 * Amounts in answers are dollars as on a statement (positive = money in); the database keeps
 * Plaid's opposite convention in integer cents.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CATEGORIES,
  type Category,
  type CategoryRule,
  type CurrencyTotal,
  type DeleteTransactionsResponse,
  type LedgerFilter,
  type LedgerPage,
  type LedgerTransaction,
  type TransactionUpdate,
  UNCATEGORISED,
} from '../../../../shared/contracts/ledger';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { DAY_MS, isoDate } from '../../../../shared/dates';
import { parseCents } from '../../../../shared/money';
import type { DataContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { csvCell } from '../../lib/csv';
import { createBankLedger } from '../banking/service';
import { ledgerRepository, type ExportCursor, type LedgerListFilter, type LedgerRow, type SearchTerms } from './repository';

/** How long a delete can be undone: older trash is purged on the next delete. */
export const TRASH_DAYS = 30;
/**
 * Rows read per step of a CSV export: the file is written as it is read, and the server answers
 * other requests between two steps, so a step must stay short (a few milliseconds).
 */
export const EXPORT_CHUNK_ROWS = 100;
export const EXPORT_COLUMNS = ['Date', 'Description', 'Category', 'Notes', 'Amount', 'Currency', 'Account'] as const;

/** The categoriser an import applies to each new row: the first matching rule's category, else the row's own. */
export type Categoriser = (description: string, category: string | null) => string | null;

/** Category names are one per user whatever their letter case, as SQLite's NOCASE compares them (ASCII). */
export const categoryKey = (name: string) => name.trim().replace(/[A-Z]/g, (c) => c.toLowerCase());
const isUncategorised = (name: string) => categoryKey(name) === categoryKey(UNCATEGORISED);

/** A payee as a rule compares it: letter case and accents ignored ("CAFÉ" contains "cafe"). */
export const payeeKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a rule's text occurs in a payee (merchant name or description). */
export function payeeContains(matchText: string, payee: string | null | undefined): boolean {
  return payee != null && payeeKey(payee).includes(payeeKey(matchText));
}

/** A phrase for FTS5: the text between double quotes, its own quotes doubled. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** The trigram index needs 3 characters; shorter text is a substring match. */
const TRIGRAM = 3;
const charCount = (text: string) => [...text].length;

/** "12.99", "1,234.50", "$12", "12,99" (a decimal comma): the size of the amount in cents, else null. */
export function searchAmountCents(text: string): number | null {
  let t = text.trim().replace(/^[-+]/, '').replace(/^[$€£]/, '');
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(t)) t = t.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const parsed = parseCents(t);
  return parsed.ok ? parsed.cents : null;
}

/** What a search box's text becomes (docs/product.md "Transactions"): words ANDed, or an amount. */
export function searchTerms(q: string | undefined): SearchTerms | null {
  // Control characters separate words (a NUL would end the FTS5 query string early).
  // eslint-disable-next-line no-control-regex
  const text = q?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!text) return null;
  const words = [...new Set(text.split(/\s+/).filter(Boolean))];
  const long = words.filter((w) => charCount(w) >= TRIGRAM);
  const short = words.filter((w) => charCount(w) < TRIGRAM);
  return {
    match: long.length ? long.map(ftsPhrase).join(' AND ') : null,
    likes: short.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    amountCents: searchAmountCents(text),
  };
}

/** The filter as the repository takes it; contradictory ranges are the caller's mistake (400). */
function listFilter(filter: LedgerFilter): LedgerListFilter {
  if (filter.from && filter.to && filter.from > filter.to) throw new AppError(400, ERROR_CODES.validation, 'The start date is after the end date');
  if (filter.minAmount !== undefined && filter.maxAmount !== undefined && filter.minAmount > filter.maxAmount) {
    throw new AppError(400, ERROR_CODES.validation, 'The minimum amount is more than the maximum');
  }
  const { q, ...rest } = filter;
  return { ...rest, search: searchTerms(q) };
}

/** Stored cents (positive = out) as statement dollars (positive = in). */
const statementDollars = (amountCents: number) => (amountCents === 0 ? 0 : -amountCents / 100);

function toLedgerTransaction(r: LedgerRow): LedgerTransaction {
  return {
    id: r.id,
    date: r.date,
    description: r.merchant_name ?? r.description ?? '',
    category: r.category,
    notes: r.notes,
    amount: statementDollars(r.amount_cents),
    currency: r.currency,
    accountId: r.bank_account_id,
    accountName: r.account_name,
    pending: r.pending === 1,
    source: r.source,
    importId: r.import_id,
  };
}

// ---- CSV ----

/** Statement cents with 2 decimals and a minus for money out: "2500.00", "-4.50". */
export function csvAmount(amountCents: number): string {
  const shown = -amountCents;
  const size = Math.abs(shown);
  return `${shown < 0 ? '-' : ''}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** One row of the export; text cells through the app's CSV writer (lib/csv.ts), the amount as a number. */
function exportLine(r: LedgerRow): string {
  return (
    [
      csvCell(r.date),
      csvCell(r.merchant_name ?? r.description ?? ''),
      csvCell(r.category ?? ''),
      csvCell(r.notes ?? ''),
      csvAmount(r.amount_cents),
      csvCell(r.currency),
      csvCell(r.account_name ?? ''),
    ].join(',') + '\r\n'
  );
}

export function createLedgerService(ctx: DataContext) {
  const repo = ledgerRepository(ctx.db);
  const bank = createBankLedger(ctx);

  /** The user's categories; the default set (and the names their rows already use) on first use. */
  function ensureCategories(userId: string) {
    const existing = repo.categories(userId);
    if (existing.length > 0) return existing;
    const names: string[] = [...DEFAULT_CATEGORIES];
    const keys = new Set(names.map(categoryKey));
    for (const { category } of repo.categoryCounts(userId)) {
      const key = categoryKey(category);
      if (keys.has(key) || isUncategorised(category)) continue;
      keys.add(key);
      names.push(category);
    }
    repo.addCategories(userId, names, ctx.clock.now());
    return repo.categories(userId);
  }

  /** The stored spelling of a category name, created when it is new ("dining" is "Dining" when that exists). */
  function categoryNamed(userId: string, name: string): string {
    const found = ensureCategories(userId).find((c) => categoryKey(c.name) === categoryKey(name));
    if (found) return found.name;
    repo.addCategories(userId, [name], ctx.clock.now());
    return name;
  }

  function refuseReserved(name: string): void {
    if (isUncategorised(name)) throw new AppError(400, ERROR_CODES.validation, `"${UNCATEGORISED}" is how rows without a category are shown; choose another name`);
  }

  function rowsPerCategory(userId: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { category, n } of repo.categoryCounts(userId)) counts.set(categoryKey(category), (counts.get(categoryKey(category)) ?? 0) + n);
    return counts;
  }

  function ruleOut(rule: { id: string; matchText: string; category: string; createdAt: number }): CategoryRule {
    return { id: rule.id, matchText: rule.matchText, category: rule.category, createdAt: new Date(rule.createdAt).toISOString() };
  }

  /** Recategorises the user's stored rows whose payee contains the rule's text; returns how many changed. */
  function applyRule(userId: string, rule: { matchText: string; category: string }): number {
    return repo.inTransaction(() => {
      // eslint-disable-next-line no-control-regex
      const indexable = charCount(rule.matchText) >= TRIGRAM && !/[\u0000-\u001f\u007f]/.test(rule.matchText);
      const viaIndex = indexable ? `{merchant_name description} : ${ftsPhrase(rule.matchText)}` : null;
      const ids = repo
        .ruleCandidates(userId, viaIndex)
        .filter((r) => r.category !== rule.category && (payeeContains(rule.matchText, r.merchant_name) || payeeContains(rule.matchText, r.description)))
        .map((r) => r.id);
      repo.setCategories(ids, rule.category);
      return ids.length;
    });
  }

  return {
    list(userId: string, query: LedgerFilter & { offset: number; limit: number }): LedgerPage {
      const { offset, limit, ...rest } = query;
      const filter = listFilter(rest);
      const totalsRows = repo.totals(userId, filter);
      const total = totalsRows.reduce((sum, t) => sum + t.n, 0);
      const totals: CurrencyTotal[] = totalsRows.map((t) => ({ currency: t.currency, count: t.n, moneyIn: t.in_cents / 100, moneyOut: t.out_cents / 100, net: (t.in_cents - t.out_cents) / 100 }));
      // No more than the rows there are: a page that would otherwise look on past the last one (through
      // the hidden rows of an undo in progress, say) stops when it has them all.
      const items = offset < total ? repo.page(userId, filter, offset, Math.min(limit, total - offset)).map(toLedgerTransaction) : [];
      return { items, total, offset, limit, totals };
    },

    update(userId: string, id: string, patch: TransactionUpdate): LedgerTransaction {
      return repo.inTransaction(() => {
        if (!repo.row(userId, id)) throw notFound('Transaction');
        const set: Parameters<typeof repo.updateRow>[2] = {};
        if (patch.description !== undefined) {
          set.merchantName = patch.description;
          set.description = patch.description;
        }
        if (patch.category !== undefined) set.category = patch.category === null || isUncategorised(patch.category) ? null : categoryNamed(userId, patch.category);
        if (patch.notes !== undefined) set.notes = patch.notes ? patch.notes : null;
        repo.updateRow(userId, id, set);
        return toLedgerTransaction(repo.row(userId, id)!);
      });
    },

    /** Moves the user's rows among `ids` to the trash as one batch; ids that are not theirs are ignored. */
    remove(userId: string, ids: readonly string[]): DeleteTransactionsResponse {
      const now = ctx.clock.now();
      const batchId = randomUUID();
      return repo.inTransaction(() => {
        repo.purgeTrash(now - TRASH_DAYS * DAY_MS);
        const rows = repo.storedRows(userId, [...new Set(ids)]);
        repo.trash(userId, batchId, rows, now);
        return { deleted: rows.length, batchId };
      });
    },

    /**
     * Puts a deleted batch back exactly (ids, dates, created_at, every column). A link to an import,
     * account, connection or subscription that has gone since is cleared; a row the ledger has
     * again meanwhile (the same file imported anew) is not added twice. Balances do not move:
     * they come from the bank or the user (docs/product.md "Accounts").
     */
    restore(userId: string, batchId: string): { restored: number } {
      return repo.inTransaction(() => {
        const rows = repo.trashBatch(userId, batchId);
        if (rows.length === 0) throw notFound('Deleted transactions');
        const ids = (pick: (r: (typeof rows)[number]) => string | null) => [...new Set(rows.map(pick).filter((v): v is string => v !== null))];
        const still = repo.existing(userId, {
          imports: ids((r) => r.importId),
          accounts: ids((r) => r.bankAccountId),
          connections: ids((r) => r.bankConnectionId),
          subscriptions: ids((r) => r.subscriptionId),
        });
        const keep = (value: string | null, existing: Set<string>) => (value !== null && existing.has(value) ? value : null);
        const restored = bank.restoreTransactions(
          rows.map((r) => ({
            ...r,
            importId: keep(r.importId, still.imports),
            bankAccountId: keep(r.bankAccountId, still.accounts),
            bankConnectionId: keep(r.bankConnectionId, still.connections),
            subscriptionId: keep(r.subscriptionId, still.subscriptions),
          })),
        );
        repo.deleteTrashBatch(userId, batchId);
        return { restored };
      });
    },

    /**
     * The rows the filter selects as CSV, in the list's order: a header, then one slice per
     * keyset step of EXPORT_CHUNK_ROWS rows. Nothing is read until a slice is asked for, and
     * nothing more once the caller stops asking (http/stream-out.ts writes each slice and yields
     * between two); `rowsRead` says how far it got.
     */
    exportCsv(userId: string, query: LedgerFilter): { fileName: string; chunks: Generator<string>; rowsRead: () => number } {
      const filter = listFilter(query);
      let read = 0;
      function* chunks(): Generator<string> {
        // The byte order mark tells spreadsheet programs the file is UTF-8 (accents survive).
        yield `\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`;
        let after: ExportCursor | null = null;
        for (;;) {
          const step = repo.exportStep(userId, filter, after, EXPORT_CHUNK_ROWS);
          read += step.rows.length;
          if (step.rows.length > 0) yield step.rows.map(exportLine).join('');
          if (step.rows.length < EXPORT_CHUNK_ROWS) return;
          after = step.next;
        }
      }
      return { fileName: `transactions-${isoDate(ctx.clock.now())}.csv`, chunks: chunks(), rowsRead: () => read };
    },

    // ---- categories ----

    /** The user's categories by name, each with how many rows it has; names the rows use are added. */
    categories(userId: string): Category[] {
      return repo.inTransaction(() => {
        let list = ensureCategories(userId);
        const known = new Set(list.map((c) => categoryKey(c.name)));
        const counts = new Map<string, number>();
        const missing = new Map<string, string>();
        for (const { category, n } of repo.categoryCounts(userId)) {
          const key = categoryKey(category);
          counts.set(key, (counts.get(key) ?? 0) + n);
          if (!known.has(key) && !missing.has(key) && !isUncategorised(category)) missing.set(key, category);
        }
        if (missing.size > 0) {
          repo.addCategories(userId, [...missing.values()], ctx.clock.now());
          list = repo.categories(userId);
        }
        return list
          .map((c) => ({ id: c.id, name: c.name, transactionCount: counts.get(categoryKey(c.name)) ?? 0 }))
          .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name));
      });
    },

    createCategory(userId: string, name: string): Category {
      refuseReserved(name);
      return repo.inTransaction(() => {
        if (ensureCategories(userId).some((c) => categoryKey(c.name) === categoryKey(name))) {
          throw new AppError(409, 'category_exists', `There is already a category named "${name}"`);
        }
        repo.addCategories(userId, [name], ctx.clock.now());
        const created = repo.categories(userId).find((c) => c.name === name)!;
        return { id: created.id, name: created.name, transactionCount: rowsPerCategory(userId).get(categoryKey(name)) ?? 0 };
      });
    },

    /** A rename moves the category's rows and rules with it, in one transaction. */
    renameCategory(userId: string, id: string, name: string): Category {
      return repo.inTransaction(() => {
        const category = repo.category(userId, id);
        if (!category) throw notFound('Category');
        refuseReserved(name);
        if (repo.categories(userId).some((c) => c.id !== id && categoryKey(c.name) === categoryKey(name))) {
          throw new AppError(409, 'category_exists', `There is already a category named "${name}"`);
        }
        if (category.name !== name) repo.renameCategory(userId, id, category.name, name);
        return { id, name, transactionCount: rowsPerCategory(userId).get(categoryKey(name)) ?? 0 };
      });
    },

    // ---- rules ----

    rules: (userId: string): CategoryRule[] => repo.rules(userId).map(ruleOut),

    createRule(userId: string, input: { matchText: string; category: string; applyToExisting: boolean }): { rule: CategoryRule; applied: number } {
      refuseReserved(input.category);
      return repo.inTransaction(() => {
        if (repo.rules(userId).some((r) => payeeKey(r.matchText) === payeeKey(input.matchText))) {
          throw new AppError(409, 'rule_exists', `There is already a rule for payees containing "${input.matchText}"`);
        }
        const rule = repo.addRule(userId, input.matchText, categoryNamed(userId, input.category), ctx.clock.now());
        return { rule: ruleOut(rule), applied: input.applyToExisting ? applyRule(userId, rule) : 0 };
      });
    },

    deleteRule(userId: string, id: string): void {
      if (!repo.deleteRule(userId, id)) throw notFound('Rule');
    },

    applyRule(userId: string, id: string): { applied: number } {
      const rule = repo.rule(userId, id);
      if (!rule) throw notFound('Rule');
      return { applied: applyRule(userId, rule) };
    },

    /**
     * The port a bank import categorises with: the user's rules read once, then for each row the
     * first rule (in creation order) whose text its payee contains, else the row's own category.
     */
    categoriser(userId: string): Categoriser {
      const rules = repo.rules(userId).map((r) => ({ key: payeeKey(r.matchText), category: r.category }));
      return (description, category) => {
        if (rules.length === 0) return category;
        const payee = payeeKey(description);
        return rules.find((r) => payee.includes(r.key))?.category ?? category;
      };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
