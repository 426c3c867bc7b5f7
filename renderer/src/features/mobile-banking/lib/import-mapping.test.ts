import { describe, expect, it } from 'vitest';
import { draftFromMapping, EMPTY_DRAFT, mappingFromDraft, sameMapping } from './import-mapping';

describe('draftFromMapping / mappingFromDraft', () => {
  it('round-trips a signed amount mapping', () => {
    const mapping = { date: 'Date', description: 'Memo', amount: 'Amount', outflowIsNegative: false, category: 'Type' };
    const draft = draftFromMapping(mapping);
    expect(draft.amountMode).toBe('signed');
    expect(mappingFromDraft(draft)).toEqual({ ok: true, mapping });
  });

  it('round-trips debit and credit columns', () => {
    const mapping = { date: 'Posted', description: 'Payee', debit: 'Out', credit: 'In', outflowIsNegative: true };
    const draft = draftFromMapping(mapping);
    expect(draft.amountMode).toBe('split');
    expect(mappingFromDraft(draft)).toEqual({ ok: true, mapping });
  });

  it('starts empty without a detected mapping and says what is missing', () => {
    expect(draftFromMapping(null)).toEqual(EMPTY_DRAFT);
    expect(mappingFromDraft(EMPTY_DRAFT)).toEqual({ ok: false, error: 'Choose the date column.' });
    expect(mappingFromDraft({ ...EMPTY_DRAFT, date: 'D', description: 'X' })).toEqual({ ok: false, error: 'Choose the amount column.' });
    expect(mappingFromDraft({ ...EMPTY_DRAFT, date: 'D', description: 'X', amountMode: 'split' })).toMatchObject({ ok: false });
    expect(mappingFromDraft({ ...EMPTY_DRAFT, date: 'D', description: 'X', amountMode: 'split', debit: 'A', credit: 'A' })).toMatchObject({
      ok: false,
    });
  });
});

describe('sameMapping', () => {
  const signed = { date: 'D', description: 'X', amount: 'A', outflowIsNegative: true };
  it('notices any change that reads the file differently', () => {
    expect(sameMapping(signed, { ...signed })).toBe(true);
    expect(sameMapping(signed, { ...signed, outflowIsNegative: false })).toBe(false);
    expect(sameMapping(signed, { ...signed, category: 'C' })).toBe(false);
    expect(sameMapping(signed, null)).toBe(false);
    expect(sameMapping(null, null)).toBe(true);
  });
  it('ignores the sign setting when there is no signed column', () => {
    const split = { date: 'D', description: 'X', debit: 'O', outflowIsNegative: true };
    expect(sameMapping(split, { ...split, outflowIsNegative: false })).toBe(true);
  });
});

describe('the currency and running-balance columns', () => {
  it('survive the form: a detected currency column (UBS "Monn.") is kept when the user updates the preview', () => {
    const mapping = { date: 'Date de transaction', description: 'Description 1', debit: 'Débit', credit: 'Crédit', balance: 'Solde', currency: 'Monn.', outflowIsNegative: true };
    const draft = draftFromMapping(mapping);
    expect({ currency: draft.currency, balance: draft.balance }).toEqual({ currency: 'Monn.', balance: 'Solde' });
    const back = mappingFromDraft(draft);
    expect(back).toEqual({ ok: true, mapping });
    expect(sameMapping(mapping, { ...mapping, currency: undefined })).toBe(false);
  });

  it('a currency column chosen by hand goes into the mapping sent', () => {
    const draft = { ...draftFromMapping({ date: 'Date', description: 'Payee', amount: 'Amount', outflowIsNegative: true }), currency: 'Currency' };
    expect(mappingFromDraft(draft)).toEqual({ ok: true, mapping: { date: 'Date', description: 'Payee', amount: 'Amount', currency: 'Currency', outflowIsNegative: true } });
  });
});
