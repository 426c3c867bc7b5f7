import { describe, expect, it } from 'vitest';
import { BILL_STATUSES } from '../../../../../shared/contracts/bills';
import { BILL_STATUS_LABELS, formatBillMoney, formatSubmittedAt, serviceLabel, SUCCESS_FEE_PERCENT, todayCounterText } from './bill-format';

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
});
