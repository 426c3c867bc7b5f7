/**
 * The voice coach's rule engine, step 3 of 3: detect the intent (voice-intents.ts), draft advice
 * from the user's own numbers (voice-drafts.ts), then shape the plan and the support text to the
 * emotional state. Pure: the coach module loads the user's data into a CoachContext and passes it
 * in. No language model is involved, and the reply says so.
 */
import type { CoachIntent, EmotionalState, VoiceCoachReply } from '../../../../../shared/contracts/coach';
import { COOLING_OFF_HOURS, draftFor, type Step } from './voice-drafts';
import { adviceFigures, toFacts, type CoachContext } from './voice-facts';
import { adviceViolations, guardAdvice, type AdviceViolation } from '../../../lib/advice-guard';
import { detectIntent } from './voice-intents';

export const VOICE_METHOD = 'Rules over your own numbers (no language model)';

/** Largest plan the reply carries, and the stressed cap (smaller asks are easier to start). */
export const MAX_PLAN_STEPS = 4;
export const STRESSED_MAX_STEPS = 2;

/**
 * The emotional state reshapes the plan:
 * - stressed: the smallest steps only (stable sort by effort), at most STRESSED_MAX_STEPS.
 * - excited + invest: a cooling-off step goes first, before any purchase.
 * - confident, uncertain: the plan as drafted (the support text does the adapting).
 */
function shapePlan(steps: Step[], intent: CoachIntent, state: EmotionalState): string[] {
  let shaped = steps;
  if (state === 'stressed') {
    shaped = steps
      .map((step, index) => ({ step, index }))
      .sort((a, b) => a.step.effort - b.step.effort || a.index - b.index)
      .map(({ step }) => step)
      .slice(0, STRESSED_MAX_STEPS);
  } else if (state === 'excited' && intent === 'invest') {
    shaped = [{ text: `Wait ${COOLING_OFF_HOURS} hours before buying anything; if it still fits this plan then, go ahead`, effort: 1 }, ...steps];
  }
  return shaped.slice(0, MAX_PLAN_STEPS).map((s) => s.text);
}

function supportFor(state: EmotionalState, intent: CoachIntent, plan: string[], why: string, firstName: string | null): string {
  const text = supportText(state, intent, plan, why);
  return firstName ? `${firstName}, ${text}` : text[0]!.toUpperCase() + text.slice(1);
}

function supportText(state: EmotionalState, intent: CoachIntent, plan: string[], why: string): string {
  const first = lowerFirst(plan[0] ?? 'look over your numbers once more');
  switch (state) {
    case 'stressed':
      return `take a slow breath: this is manageable, and you don't have to fix it all today. Start with the smallest step, ${first}, and wait a few days before any big financial decision${intent === 'invest' ? ', investing included' : ''}.`;
    case 'confident':
      return intent === 'invest'
        ? `good confidence, and worth a quick check against overconfidence: US stocks have ended roughly one year in four lower, so invest only money you won't need for 5 years and never more than you could watch fall 30%.`
        : `you're in a good place to act: keep that momentum and get the first step done this week.`;
    case 'uncertain':
      return `it's normal to feel unsure, so here's the reasoning: ${why}. If you do only one thing, ${first}.`;
    case 'excited':
      return intent === 'invest'
        ? `love the energy, and this is exactly when impulsive buys happen: give it ${COOLING_OFF_HOURS} hours before buying, and put that energy into the plan rather than a hot tip.`
        : `love the energy: channel it into the first step today, ${first}, while the motivation is high.`;
  }
}

function lowerFirst(text: string): string {
  return text.length > 0 ? text[0]!.toLowerCase() + text.slice(1) : text;
}

export function coachReply(
  input: { transcript: string; emotionalState: EmotionalState; sessionType: 'planning' },
  ctx: CoachContext,
): VoiceCoachReply {
  const intent = detectIntent(input.transcript);
  const facts = toFacts(ctx);
  const draft = draftFor(intent, facts, input.transcript);
  // The advice guard: the drafts are written to pass it; a sentence that did not would be left out.
  const figures = adviceFigures(facts);
  const keep = (text: string) => guardAdvice(text, figures).text;
  const actionPlan = shapePlan(draft.steps, intent, input.emotionalState).map(keep).filter((step) => step !== '');
  return {
    advice: keep(draft.advice.slice(0, 3).join(' ')),
    actionPlan,
    emotionalSupport: keep(supportFor(input.emotionalState, intent, actionPlan, draft.why, facts.firstName)),
    intent,
    method: VOICE_METHOD,
  };
}

/**
 * Every advice-guard rule a reply breaks against the user's own figures: the language-model coach's
 * replies are checked with it (the same guard as the rules' and the dashboard's).
 */
export function replyViolations(reply: Pick<VoiceCoachReply, 'advice' | 'actionPlan' | 'emotionalSupport'>, ctx: CoachContext): AdviceViolation[] {
  const figures = adviceFigures(toFacts(ctx));
  return [reply.advice, ...reply.actionPlan, reply.emotionalSupport].flatMap((text) => adviceViolations(text, figures));
}
