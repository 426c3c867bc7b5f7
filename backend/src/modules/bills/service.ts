/**
 * Bill negotiation (docs/product.md "Bills"): the caller submits a bill and sees their requests with
 * each step; the owner moves every request through its lifecycle (submitted -> in_review ->
 * negotiating -> saved | not_saved), forward only, and a "saved" outcome records the monthly saving
 * with its 25% success fee, computed here. Only the last digits of an account number are kept.
 */
import type { z } from 'zod';
import {
  accountLast4,
  BILL_NEXT_STATUSES,
  BILL_STATUS_LABELS,
  isLegalBillMove,
  successFeeCents,
  type BillDeskList,
  type BillDeskRequest,
  type BillList,
  type BillNegotiation,
  type BillStatus,
  type billStatusChangeSchema,
  type billSubmitRequestSchema,
} from '../../../../shared/contracts/bills';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { DAY_MS } from '../../../../shared/dates';
import { formatCents } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { billRepository, countBillNegotiations, type BillDeskRow, type BillNegotiationRow, type BillOutcome, type BillStep } from './repository';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** A submitted bill once the contract parsed it (dollars to integer cents). */
export type BillSubmission = z.output<typeof billSubmitRequestSchema>;
/** An owner's status change once the contract parsed it (the saving in integer cents). */
export type BillStatusChangeInput = z.output<typeof billStatusChangeSchema>;

export function toBillNegotiation(row: BillNegotiationRow, history: BillStep[]): BillNegotiation {
  return {
    id: row.id,
    serviceType: row.serviceType as BillNegotiation['serviceType'],
    providerName: row.providerName,
    currentBillAmount: row.currentBillCents / 100,
    accountLast4: row.accountLast4,
    status: row.status,
    monthlySavings: dollars(row.monthlySavingsCents),
    successFee: dollars(row.successFeeCents),
    notSavedReason: row.notSavedReason,
    history,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toDeskRequest({ bill, user }: BillDeskRow, history: BillStep[]): BillDeskRequest {
  return {
    ...toBillNegotiation(bill, history),
    user,
    contactPhone: bill.contactPhone,
    email: bill.email,
    additionalInfo: bill.additionalInfo,
    nextStatuses: [...BILL_NEXT_STATUSES[bill.status]],
  };
}

/** Midnight of the viewer's calendar day (UTC offset in minutes), as epoch ms. */
export function startOfDay(now: number, utcOffsetMinutes: number): number {
  const offsetMs = utcOffsetMinutes * 60_000;
  return Math.floor((now + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

const invalid = (message: string, path: string) => new AppError(400, ERROR_CODES.validation, message, [{ path, message }]);

/** Why a move from `from` to `to` is refused, in words the owner can act on. */
function illegalMove(from: BillStatus, to: BillStatus): AppError {
  const next = BILL_NEXT_STATUSES[from];
  const allowed = next.length === 0 ? 'it is final and cannot change' : `it can only move to ${next.map((s) => `"${BILL_STATUS_LABELS[s]}"`).join(' or ')}`;
  return new AppError(400, 'illegal_status_change', `This request is "${BILL_STATUS_LABELS[from]}": ${allowed}, not to "${BILL_STATUS_LABELS[to]}".`, {
    from,
    to,
    allowed: next,
  });
}

/** What a legal move writes: the saving and its fee for saved, the reason for not_saved, nothing else otherwise. */
function outcomeOf(bill: BillNegotiationRow, change: BillStatusChangeInput): BillOutcome {
  if (change.status !== 'saved' && change.monthlySavings !== undefined) {
    throw invalid('monthlySavings is recorded only with the "saved" outcome', 'monthlySavings');
  }
  if (change.status !== 'not_saved' && change.reason !== undefined) {
    throw invalid('reason is recorded only with the "not_saved" outcome', 'reason');
  }
  if (change.status === 'saved') {
    const saving = change.monthlySavings;
    if (saving === undefined) throw invalid('A "saved" outcome needs the negotiated monthly saving (monthlySavings, greater than 0)', 'monthlySavings');
    // A bill of 0 means the user left the amount empty: there is nothing to compare with then.
    if (bill.currentBillCents > 0 && saving > bill.currentBillCents) {
      throw invalid(`The monthly saving cannot be more than the current monthly bill (${formatCents(bill.currentBillCents)})`, 'monthlySavings');
    }
    return { monthlySavingsCents: saving, successFeeCents: successFeeCents(saving) };
  }
  if (change.status === 'not_saved') return { notSavedReason: change.reason };
  return {};
}

export function createBillsService(ctx: AppContext) {
  const repo = billRepository(ctx.db);
  const withHistory = (rows: BillNegotiationRow[]): BillNegotiation[] => {
    const steps = repo.steps(rows.map((r) => r.id));
    return rows.map((row) => toBillNegotiation(row, steps.get(row.id) ?? []));
  };
  const deskRequest = (id: string): BillDeskRequest | undefined => {
    const row = repo.desk({ limit: 1, id }).rows[0];
    return row ? toDeskRequest(row, repo.steps([id]).get(id) ?? []) : undefined;
  };

  return {
    /** Who owns a request (for the :id ownership check). */
    ownerOf: (id: string): string | undefined => repo.ownerOf(id),

    submit(userId: string, bill: BillSubmission): BillNegotiation {
      const row = repo.create({
        userId,
        serviceType: bill.service_type,
        providerName: bill.provider_name,
        // The contract parses the dollars to integer cents.
        currentBillCents: bill.current_bill_amount,
        accountLast4: accountLast4(bill.account_number),
        contactPhone: bill.contact_phone,
        email: bill.email,
        additionalInfo: bill.additional_info || null,
        now: ctx.clock.now(),
      });
      return withHistory([row])[0]!;
    },

    list(userId: string, utcOffsetMinutes: number): BillList {
      return {
        requests: withHistory(repo.listForUser(userId)),
        submittedToday: repo.countSince(userId, startOfDay(ctx.clock.now(), utcOffsetMinutes)),
      };
    },

    /** The owner's desk: every user's requests, newest first. */
    desk(filter: { status?: BillStatus; limit: number }): BillDeskList {
      const { rows, total } = repo.desk(filter);
      const steps = repo.steps(rows.map((r) => r.bill.id));
      return { requests: rows.map((row) => toDeskRequest(row, steps.get(row.bill.id) ?? [])), total };
    },

    /** The owner moves a request one legal step forward (docs/product.md "Bills"). */
    changeStatus(id: string, change: BillStatusChangeInput): BillDeskRequest {
      const bill = repo.find(id);
      if (!bill) throw notFound('Bill negotiation');
      if (!isLegalBillMove(bill.status, change.status)) throw illegalMove(bill.status, change.status);
      const outcome = outcomeOf(bill, change);
      if (!repo.changeStatus(id, bill.status, change.status, outcome, ctx.clock.now())) {
        throw new AppError(409, 'status_changed', 'This request changed meanwhile: reload it and try again.');
      }
      return deskRequest(id)!;
    },

    /** Every request the user has submitted, whatever its outcome (the billing page's usage). */
    countForUser: (userId: string): number => countBillNegotiations(ctx.db, userId),
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
