import { describe, expect, it } from 'vitest';
import { GUIDE_STEP_COUNT, GUIDE_STEP_IDS, type CampaignItem } from '../../../../../shared/contracts/campaigns';
import { GUIDE_DAYS, guideProgress, isDone } from './guide-steps';

describe('GUIDE_DAYS', () => {
  it('spreads the contract\u2019s 20 steps over 7 days, in order', () => {
    expect(GUIDE_DAYS).toHaveLength(7);
    const steps = GUIDE_DAYS.flatMap((d) => d.steps);
    expect(steps).toHaveLength(GUIDE_STEP_COUNT);
    expect(steps.map((s) => s.id)).toEqual(GUIDE_STEP_IDS);
    expect(steps.map((s) => s.number)).toEqual(Array.from({ length: GUIDE_STEP_COUNT }, (_, i) => i + 1));
    expect(GUIDE_DAYS.every((d) => d.steps.length > 0 && d.title && d.focus)).toBe(true);
  });
});

describe('guideProgress', () => {
  const item = (itemId: string, status: string, kind: CampaignItem['kind'] = 'guide_step'): CampaignItem => ({ kind, itemId, status, updatedAt: 1 });
  it('counts steps stored done; untouched and unticked steps are to do', () => {
    const state = { items: [item('step-1', 'done'), item('step-2', 'todo'), item('step-7', 'done'), item('step-3', 'done', 'launch_campaign')] };
    expect(guideProgress((id) => isDone(state, id))).toEqual({ done: 2, total: 20, percent: 10 });
    expect(isDone(state, 'step-7')).toBe(true);
    expect(isDone(state, 'step-2')).toBe(false);
    expect(isDone(state, 'step-3')).toBe(false);
    expect(guideProgress((id) => isDone(undefined, id))).toEqual({ done: 0, total: 20, percent: 0 });
  });
});
