import { describe, expect, it } from 'vitest';
import { ACTIVATION_STEPS } from '../../../../../shared/contracts/campaigns';
import { completedCount, initialSteps, progressPercent, runActivation, type StepState } from './activation';

describe('Master Activation run', () => {
  it('starts with every step pending and no progress', () => {
    const steps = initialSteps();
    expect(steps.map((s) => s.id)).toEqual(['deploy', 'marketing', 'traffic', 'analytics', 'revenue']);
    expect(steps.every((s) => s.status === 'pending')).toBe(true);
    expect(progressPercent(steps)).toBe(0);
  });

  it('runs the five steps in order, one at a time, to completed with each detail', async () => {
    const calls: string[] = [];
    const snapshots: StepState[][] = [];
    const final = await runActivation(
      async (step) => {
        // Only this step is running while its check is under way.
        expect(snapshots.at(-1)!.filter((s) => s.status === 'running').map((s) => s.id)).toEqual([step.id]);
        calls.push(`${step.method} ${step.path}`);
        return `${step.id} ok`;
      },
      (s) => snapshots.push(s),
    );
    expect(calls).toEqual(ACTIVATION_STEPS.map((s) => `${s.method} ${s.path}`));
    expect(final.map((s) => [s.status, s.detail])).toEqual(ACTIVATION_STEPS.map((s) => ['completed', `${s.id} ok`]));
    expect(progressPercent(final)).toBe(100);
    expect(completedCount(final)).toBe(5);
    // Progress only grows, one step at a time.
    const progress = snapshots.map(progressPercent);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress)).toEqual(new Set([0, 20, 40, 60, 80, 100]));
  });

  it('stops at a failed step: it keeps the error, the rest stay pending and are never called', async () => {
    const failure = new Error('503: payments not configured');
    const calls: string[] = [];
    const final = await runActivation(
      async (step) => {
        calls.push(step.id);
        if (step.id === 'traffic') throw failure;
        return 'ok';
      },
      () => {},
    );
    expect(calls).toEqual(['deploy', 'marketing', 'traffic']);
    expect(final.map((s) => s.status)).toEqual(['completed', 'completed', 'failed', 'pending', 'pending']);
    expect(final[2]!.error).toBe(failure);
    expect(progressPercent(final)).toBe(40);
  });

  it('runs again from a fresh start', async () => {
    await runActivation(async () => { throw new Error('down'); }, () => {});
    const again = await runActivation(async () => 'ok', () => {});
    expect(again.every((s) => s.status === 'completed')).toBe(true);
  });
});
