/**
 * The 7-day traffic guide (docs/product.md "Campaign tools": a 20-step checklist). The
 * texts are the guide's; the step ids are the contract's, in order, so each tick is stored on the
 * server under its id.
 */
import { GUIDE_STEP_IDS, type CampaignStateResponse } from '../../../../../shared/contracts/campaigns';
import { statusOf } from '@/lib/owner-api/campaign-state';

interface DayText {
  title: string;
  focus: string;
  steps: readonly string[];
}

const DAY_TEXTS: readonly DayText[] = [
  {
    title: 'Set up tracking and links',
    focus: 'Know where every visitor comes from before the first post goes out.',
    steps: [
      'Open the traffic dashboard and check that today\u2019s visits are being recorded.',
      'Make one campaign link per channel with utm_source set to twitter, linkedin, reddit or email.',
      'Write your one-sentence pitch: what forgotten subscriptions cost and how the app finds them.',
    ],
  },
  {
    title: 'Friends and email',
    focus: 'The warmest audience first: people who will answer you.',
    steps: [
      'Email ten friends the beta link tagged utm_source=email.',
      'Send the friends email from the post templates and mark it posted.',
      'Ask three people for honest feedback on the landing page.',
    ],
  },
  {
    title: 'Twitter/X',
    focus: 'A thread that shows a real forgotten charge beats a feature list.',
    steps: ['Post the Twitter/X launch thread.', 'Reply to ten conversations about subscriptions or budgeting.', 'Pin the thread to your profile.'],
  },
  {
    title: 'LinkedIn',
    focus: 'The founder story: why you built it and what it saved you.',
    steps: [
      'Publish the LinkedIn founder story.',
      'Share it in two groups about personal finance or productivity.',
      'Message ten contacts who look after a household or team budget.',
    ],
  },
  {
    title: 'Reddit and communities',
    focus: 'Be useful first; communities remove drive-by promotion.',
    steps: [
      'Read the rules of r/personalfinance before posting.',
      'Post your story there with a real example of a forgotten charge.',
      'Answer every comment the same day.',
    ],
  },
  {
    title: 'Launch platforms',
    focus: 'Line up the bigger launches and check where visitors drop off.',
    steps: [
      'Prepare the Product Hunt listing: tagline, screenshots and the first comment.',
      'Post in two Facebook groups about saving money.',
      'Open the conversion funnel and note the stage where most visitors leave.',
    ],
  },
  {
    title: 'Review and repeat',
    focus: 'Double down on what worked.',
    steps: ['Compare the channels on the traffic dashboard and pick the best two.', 'Plan next week\u2019s posts for those two channels.'],
  },
];

export interface GuideStep {
  id: string;
  /** 1-based position in the whole guide. */
  number: number;
  text: string;
}

export interface GuideDay {
  day: number;
  title: string;
  focus: string;
  steps: GuideStep[];
}

function buildDays(): GuideDay[] {
  let n = 0;
  return DAY_TEXTS.map((d, i) => ({
    day: i + 1,
    title: d.title,
    focus: d.focus,
    steps: d.steps.map((text) => {
      const id = GUIDE_STEP_IDS[n]!;
      n += 1;
      return { id, number: n, text };
    }),
  }));
}

export const GUIDE_DAYS: readonly GuideDay[] = buildDays();

/** A step's stored state; untouched steps are to do. */
export function isDone(state: CampaignStateResponse | undefined, stepId: string): boolean {
  return statusOf(state, 'guide_step', stepId, 'todo') === 'done';
}

/** Steps done out of every step of the guide, and the whole-number percent for the bar. */
export function guideProgress(stepDone: (stepId: string) => boolean): { done: number; total: number; percent: number } {
  const total = GUIDE_STEP_IDS.length;
  const done = GUIDE_STEP_IDS.filter(stepDone).length;
  return { done, total, percent: total > 0 ? Math.round((done / total) * 100) : 0 };
}
