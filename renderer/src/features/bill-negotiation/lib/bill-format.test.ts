import { describe, expect, it } from 'vitest';
import { BILL_STATUSES } from '../../../../../shared/contracts/bills';
import { BILL_STATUS_LABELS, formatBillMoney, formatSubmittedAt, savedText, serviceLabel, SUCCESS_FEE_PERCENT, timelineSteps, todayCounterText } from './bill-format';

describe('bill formatting', () => {
  it('shows amounts to the cent', () => {
    expect(formatBillMoney(89.99)).toBe('$89.99');
    expect(formatBillMoney(7.5)).toBe('$7.50');
    expect(formatBillMoney(1200)).toBe('$1,200.00');
  });
  it('takes the fee percentage from the shared rate', () => {
    expect(SUCCESS_FEE_PERCENT).toBe('25%');
  });
  it('uses the spec labels for service types', () => {
    expect(serviceLabel('internet')).toBe('Internet/Cable');
    expect(serviceLabel('utilities')).toBe('Utilities (Gas/Electric)');
    expect(serviceLabel('credit_card')).toBe('Credit Card');
  });
  it('labels every status', () => {
    for (const status of BILL_STATUSES) expect(BILL_STATUS_LABELS[status]).toBeTruthy();
  });
  it('writes the session counter as the spec does', () => {
    expect(todayCounterText(3)).toBe('Total submissions today: 3');
  });
  it('formats the submission time', () => {
    expect(formatSubmittedAt(Date.UTC(2026, 10, 21, 12, 5), 'en-US', 'UTC')).toBe('Nov 21, 2026, 12:05 PM');
  });
  it('writes a saved outcome with its fee', () => {
    expect(savedText(40, 10)).toBe('$40.00 saved a month · fee $10.00');
  });
});

describe('timelineSteps', () => {
  const T = Date.UTC(2026, 10, 21, 12);
  it('shows the reached steps with their dates, then the ones ahead while open', () => {
    const steps = timelineSteps({ status: 'in_review', history: [{ status: 'submitted', at: T }, { status: 'in_review', at: T + 1 }] });
    expect(steps.map((s) => [s.status, s.label, s.at, s.current])).toEqual([
      ['submitted', 'Submitted', T, false],
      ['in_review', 'In review', T + 1, true],
      ['negotiating', 'Negotiating', undefined, false],
      ['outcome', 'Saved or not saved', undefined, false],
    ]);
  });
  it('a new request has everything ahead of it', () => {
    expect(timelineSteps({ status: 'submitted', history: [{ status: 'submitted', at: T }] }).map((s) => s.status)).toEqual(['submitted', 'in_review', 'negotiating', 'outcome']);
  });
  it('a final request shows only the steps it took', () => {
    const history = [
      { status: 'submitted' as const, at: T },
      { status: 'in_review' as const, at: T + 1 },
      { status: 'not_saved' as const, at: T + 2 },
    ];
    const steps = timelineSteps({ status: 'not_saved', history });
    expect(steps.map((s) => [s.status, s.at, s.current])).toEqual([
      ['submitted', T, false],
      ['in_review', T + 1, false],
      ['not_saved', T + 2, true],
    ]);
  });
});
