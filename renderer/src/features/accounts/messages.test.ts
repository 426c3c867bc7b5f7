import { describe, expect, it } from 'vitest';
import { accountDeletedToast, importUndoneToast, sampleRemovedToast } from './messages';

describe('accounts toasts', () => {
  it('says how many rows an undo removed', () => {
    expect(importUndoneToast(68, false, 'Everyday')).toEqual({ title: 'Removed 68 transactions', description: 'The import is undone.' });
    expect(importUndoneToast(1, true, 'Visa').title).toBe('Removed 1 transaction');
    expect(importUndoneToast(1, true, 'Visa').description).toContain('the account Visa');
  });

  it('says how many rows went with a deleted account', () => {
    expect(accountDeletedToast('Everyday', 1204).description).toBe('Everyday and 1,204 transactions were deleted.');
  });

  it('lists what the sample-data removal took, leaving out what it did not', () => {
    expect(sampleRemovedToast({ accounts: 3, transactions: 1204, subscriptions: 0, insights: 2, creditRecords: 1 }).description).toBe(
      'Removed 3 accounts, 1,204 transactions, 2 insights and 1 credit record. Everything left is your own.',
    );
    expect(sampleRemovedToast({ accounts: 0, transactions: 0, subscriptions: 0, insights: 0, creditRecords: 0 }).title).toBe('No sample data');
  });
});
