import { describe, expect, it } from 'vitest';
import { fullName, splitFullName } from './onboarding';

describe('splitFullName', () => {
  it('keeps the name as typed: first word is the first name, the rest the last name', () => {
    expect(splitFullName('Alex Rivera')).toEqual({ firstName: 'Alex', lastName: 'Rivera' });
    expect(splitFullName('Mary Ann van der Berg')).toEqual({ firstName: 'Mary', lastName: 'Ann van der Berg' });
  });

  it('a one-word name has no last name (nothing of an earlier placeholder is kept)', () => {
    expect(splitFullName('Avery')).toEqual({ firstName: 'Avery', lastName: null });
  });

  it('trims and collapses the spaces a form leaves', () => {
    expect(splitFullName('  Alex   Rivera  ')).toEqual({ firstName: 'Alex', lastName: 'Rivera' });
  });
});

describe('fullName', () => {
  it('joins the stored parts back into the name as typed', () => {
    expect(fullName(splitFullName('Alex Rivera'))).toBe('Alex Rivera');
    expect(fullName({ firstName: 'Avery', lastName: null })).toBe('Avery');
    expect(fullName({ firstName: 'Demo', lastName: 'User' })).toBe('Demo User');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
    expect(fullName({ firstName: 'Sam', lastName: '  ' })).toBe('Sam');
  });
});
