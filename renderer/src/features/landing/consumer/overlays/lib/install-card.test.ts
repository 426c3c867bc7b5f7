import { describe, expect, it } from 'vitest';
import { installCardDelayMs } from './install-card';
import { INSTALL_CARD_DELAY_MS } from './overlay-constants';

const T0 = 1_700_000_000_000;

describe('install card timing', () => {
  it('waits 30 s after the browser offers installation', () => {
    const input = { promptAvailableAt: T0, installed: false, dismissed: false };
    expect(installCardDelayMs(input, T0)).toBe(INSTALL_CARD_DELAY_MS);
    expect(installCardDelayMs(input, T0 + 29_000)).toBe(1_000);
    expect(installCardDelayMs(input, T0 + 45_000)).toBe(0);
  });

  it('never shows before the offer, once installed, or after a dismissal', () => {
    expect(installCardDelayMs({ promptAvailableAt: null, installed: false, dismissed: false }, T0)).toBeNull();
    expect(installCardDelayMs({ promptAvailableAt: T0, installed: true, dismissed: false }, T0)).toBeNull();
    expect(installCardDelayMs({ promptAvailableAt: T0, installed: false, dismissed: true }, T0)).toBeNull();
  });
});
