/**
 * The progressive email capture's potential saving (docs/product.md "Consumer face"): a random
 * whole number of dollars from 50 to 149. It is an illustration, not computed from anyone's data,
 * and the screen says so.
 */
import { PROGRESSIVE_CAPTURE } from '../../../../../../shared/landing';

export function pickPotentialSaving(random: () => number = Math.random): number {
  const { minSavingDollars: min, maxSavingDollars: max } = PROGRESSIVE_CAPTURE;
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return min + Math.floor(r * (max - min + 1));
}

export const CAPTURE_STEPS = ['intro', 'analysing', 'result', 'done'] as const;
export type CaptureStep = (typeof CAPTURE_STEPS)[number];

/** The email form sends only a non-blank address, and never twice at once (docs/product.md "Consumer face"). */
export function canSubmitEmail(email: string, submitting: boolean): boolean {
  return !submitting && email.trim() !== '';
}
