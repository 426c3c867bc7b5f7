/**
 * Master Activation's run (docs/product.md "Master activation"): the five ACTIVATION_STEPS in
 * order, each pending -> running -> completed (with the server's detail) or failed (with the
 * server's error); a failure stops the run and the steps after it stay pending. Overall progress is
 * the share of completed steps. Pure (the calls are passed in), so the order and the stop are unit
 * tested.
 */
import { ACTIVATION_STEPS, type ActivationStepId, type ACTIVATION_STATUSES } from '../../../../../shared/contracts/campaigns';

export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];
export type ActivationStep = (typeof ACTIVATION_STEPS)[number];

export interface StepState {
  id: ActivationStepId;
  status: ActivationStatus;
  /** What the server verified (completed steps). */
  detail?: string;
  /** Why it failed (failed steps): the error as thrown by the call. */
  error?: unknown;
}

export const initialSteps = (): StepState[] => ACTIVATION_STEPS.map((s) => ({ id: s.id, status: 'pending' }));

/** Completed steps as a percentage of all steps, 0-100. */
export function progressPercent(steps: readonly StepState[]): number {
  if (steps.length === 0) return 0;
  return (steps.filter((s) => s.status === 'completed').length / steps.length) * 100;
}

export const completedCount = (steps: readonly StepState[]) => steps.filter((s) => s.status === 'completed').length;

/**
 * Runs every step in order from a fresh start. `call` performs one step's check and answers its
 * detail, or throws. `onChange` receives each new snapshot (never mutated afterwards).
 */
export async function runActivation(
  call: (step: ActivationStep) => Promise<string>,
  onChange: (steps: StepState[]) => void,
): Promise<StepState[]> {
  let steps = initialSteps();
  const set = (index: number, next: StepState) => {
    steps = steps.map((s, i) => (i === index ? next : s));
    onChange(steps);
  };
  onChange(steps);
  for (const [index, step] of ACTIVATION_STEPS.entries()) {
    set(index, { id: step.id, status: 'running' });
    try {
      const detail = await call(step);
      set(index, { id: step.id, status: 'completed', detail });
    } catch (error) {
      set(index, { id: step.id, status: 'failed', error });
      break;
    }
  }
  return steps;
}
