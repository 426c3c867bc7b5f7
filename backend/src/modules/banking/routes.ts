/**
 * Banking (spec core sections 2-9 on /mobile; DESIGN.md "Banking"): accounts, recent transactions,
 * bank linking through the BankProvider, Send/Receive between the user's own accounts, and import
 * of bank exports (CSV, OFX, QFX) with a preview before anything is written.
 */
import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { FREE_PLAN_BANK_CONNECTIONS } from '../../../../shared/constants';
import {
  bankAccountListSchema,
  createLinkTokenRequestSchema,
  csvMappingSchema,
  exchangePublicTokenRequestSchema,
  MAX_IMPORT_BYTES,
  transactionsQuerySchema,
  transferRequestSchema,
  type CreateLinkTokenResponse,
  type CsvMapping,
  type ImportResult,
  type TransferResponse,
} from '../../../../shared/contracts/banking';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { formatCents } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { bodyUserId, requireCaller, scopedRouter } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { AppError, notFound } from '../../http/errors';
import { handle } from '../../http/validate';
import type { BankProvider } from '../../providers/banking/bank-provider';
import { userRepository } from '../auth/users-repository';
import { decodeImportBuffer, ImportFormatError, parseImport, previewImport } from './import';
import { bankingRepository } from './repository';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const userParamsSchema = z.object({ userId: z.string().uuid() });

/** Import query: the file's name (for format detection and naming), an optional CSV mapping and target account. */
const importQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(200).default('bank-export.csv'),
  mapping: z
    .string()
    .max(2000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(csvMappingSchema)
    .optional(),
  accountId: z.string().uuid().optional(),
});

/** A provider call that fails (network, refused token) is the bank's problem, not a crash: 502 with a plain message. */
async function fromProvider<T>(ctx: AppContext, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    ctx.logger.warn({ err: error instanceof Error ? error.message : String(error), what }, 'bank provider call failed');
    throw new AppError(502, 'bank_provider_error', 'Unable to connect bank account. Please try again.');
  }
}

export function bankingRoutes(ctx: AppContext, provider: BankProvider): Router {
  const router = scopedRouter(ctx, apiRouter());
  const access = routeAccess(ctx);
  const repo = bankingRepository(ctx.db);
  const usersRepo = userRepository(ctx.db);
  const rawFile = express.raw({ type: () => true, limit: MAX_IMPORT_BYTES });

  const bodyUser = (req: Request, userId: string) => bodyUserId(ctx, req, userId);
  const ownAccount = (userId: string, accountId: string) => {
    if (repo.ownerOfAccount(accountId) !== userId) throw notFound('Account');
    return accountId;
  };

  router.get('/banking/accounts/:userId', access.member, handle({ params: userParamsSchema }, ({ params }) => bankAccountListSchema.parse(repo.accounts(params.userId))));

  router.get(
    '/banking/transactions/:userId',
    access.member,
    handle({ params: userParamsSchema, query: transactionsQuerySchema }, ({ params, query }) =>
      repo.transactionsSince(params.userId, isoDate(ctx.clock.now() - (query.days - 1) * DAY)),
    ),
  );

  router.post(
    '/banking/create-link-token',
    access.member,
    handle({ body: createLinkTokenRequestSchema }, async ({ body }, req): Promise<CreateLinkTokenResponse> => {
      const userId = bodyUser(req, body.userId);
      const user = usersRepo.findById(userId);
      if (!user) throw notFound('User');
      if (user.subscriptionTier === 'free' && repo.linkedInstitutionCount(userId) >= FREE_PLAN_BANK_CONNECTIONS) {
        throw new AppError(403, 'plan_limit', `The Free plan links ${FREE_PLAN_BANK_CONNECTIONS} bank. Upgrade to Pro to link more, or import a bank file.`);
      }
      const linkToken = await fromProvider(ctx, 'link token', () => provider.createLinkToken(userId));
      if (provider.kind === 'plaid') return { linkToken, provider: 'plaid', connected: false };
      // The demo provider completes the link at once: there is no Link window offline.
      const linked = await fromProvider(ctx, 'demo link', () => provider.exchangePublicToken(linkToken, userId));
      repo.addConnection({ userId, institution: linked.institution, plaidAccessToken: null, plaidItemId: null, accounts: linked.accounts, now: ctx.clock.now() });
      return { linkToken, provider: 'demo', connected: true };
    }),
  );

  router.post(
    '/banking/exchange-public-token',
    access.member,
    handle({ body: exchangePublicTokenRequestSchema }, async ({ body }, req) => {
      const { userId } = requireCaller(req);
      if (provider.kind !== 'plaid') throw new AppError(404, ERROR_CODES.notFound, 'No bank-link provider is configured');
      const linked = await fromProvider(ctx, 'token exchange', () => provider.exchangePublicToken(body.publicToken, userId));
      const { accountIds } = repo.addConnection({ userId, institution: linked.institution, plaidAccessToken: linked.accessToken, plaidItemId: linked.itemId, syncCursor: linked.syncCursor, accounts: linked.accounts, now: ctx.clock.now() });
      return { connected: true, accounts: accountIds.length };
    }),
  );

  // Refresh from the bank: Plaid items sync from their stored cursor (the demo bank has nothing new).
  router.post(
    '/banking/sync',
    access.member,
    handle({}, async (_input, req) => {
      const { userId } = requireCaller(req);
      let added = 0;
      let removed = 0;
      for (const connection of repo.plaidConnections(userId)) {
        if (!provider.syncTransactions || !connection.accessToken) continue;
        const changes = await fromProvider(ctx, 'transactions sync', () => provider.syncTransactions!(connection.accessToken!, connection.cursor));
        const applied = repo.applySync({ userId, connectionId: connection.id, ...changes, now: ctx.clock.now() });
        added += applied.added;
        removed += applied.removed;
      }
      return { added, removed };
    }),
  );

  router.post(
    '/banking/transfer',
    access.member,
    handle({ body: transferRequestSchema }, ({ body }, req): TransferResponse => {
      const { userId } = requireCaller(req);
      ownAccount(userId, body.fromAccountId);
      ownAccount(userId, body.toAccountId);
      // body.amount is exact integer cents (the contract's parser).
      const outcome = repo.transfer({ userId, fromId: body.fromAccountId, toId: body.toAccountId, amountCents: body.amount, note: body.note, now: ctx.clock.now() });
      if (!outcome.ok) {
        const available = `${formatCents(outcome.availableCents)}${outcome.accountType === 'credit' ? ' of credit' : ''} available`;
        throw new AppError(409, ERROR_CODES.insufficientFunds, `Insufficient funds: ${outcome.accountName} has ${available}`);
      }
      const accounts = repo.accounts(userId);
      return { from: accounts.find((a) => a.id === body.fromAccountId)!, to: accounts.find((a) => a.id === body.toAccountId)! };
    }),
  );

  /** Reads the uploaded file; a file the parsers cannot read at all is a 400 with their message. */
  function readUpload(req: Request, fileName: string, mapping?: CsvMapping) {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new AppError(400, ERROR_CODES.validation, 'Send the bank file as the request body');
    try {
      const text = decodeImportBuffer(req.body);
      return { text, parsed: parseImport(text, fileName, mapping) };
    } catch (error) {
      if (error instanceof ImportFormatError) throw new AppError(400, 'unreadable_file', error.message);
      throw error;
    }
  }

  router.post(
    '/banking/import/preview',
    access.member,
    rawFile,
    handle({ query: importQuerySchema }, ({ query }, req) => {
      requireCaller(req);
      const { text } = readUpload(req, query.fileName, query.mapping);
      return previewImport(text, query.fileName, query.mapping);
    }),
  );

  router.post(
    '/banking/import',
    access.member,
    rawFile,
    handle({ query: importQuerySchema }, ({ query }, req): ImportResult => {
      const { userId } = requireCaller(req);
      const { parsed } = readUpload(req, query.fileName, query.mapping);
      if (parsed.rows.length === 0) {
        throw new AppError(400, 'nothing_to_import', parsed.errors[0]?.message ?? 'The file has no transactions we could read');
      }
      const name = parsed.account?.name ?? query.fileName.replace(/\.[A-Za-z0-9]+$/, '');
      const mask = parsed.account?.mask ?? null;
      let target: Parameters<typeof repo.importRows>[0]['target'];
      if (query.accountId) {
        const account = repo.account(ownAccount(userId, query.accountId))!;
        target = { accountId: account.id, connectionId: account.bankConnectionId };
      } else {
        const existing = repo.findImportAccount(userId, name, mask);
        target = existing ? { accountId: existing.id, connectionId: existing.connectionId } : { create: { name, mask, type: parsed.account?.type ?? 'checking', balanceCents: 0 } };
      }
      return repo.importRows({ userId, target, rows: parsed.rows, statedBalanceCents: parsed.account?.balanceCents, now: ctx.clock.now() });
    }),
  );

  return router;
}
