/**
 * Limits the forms check before sending, read from the shared contracts themselves so the screen's
 * messages can never drift from what the server accepts.
 */
import { quantumRequestSchema, TIMELINE_DECISION_MAX_AMOUNT, timelineRequestSchema } from '../../../../../shared/contracts/coach';

function known(value: number | null, what: string): number {
  if (value === null || !Number.isFinite(value)) throw new Error(`The coach contract no longer states ${what}`);
  return value;
}

const holding = quantumRequestSchema.shape.portfolio.element.shape;
const decision = timelineRequestSchema.shape.decisions.unwrap().element.shape;

export const HOLDING_NAME_MAX = known(holding.name.maxLength, 'a holding name limit');
export const DECISION_TEXT_MAX = known(decision.decision.maxLength, 'a decision text limit');
/** The largest amount a decision may add or cost, in dollars. */
export const DECISION_AMOUNT_MAX = TIMELINE_DECISION_MAX_AMOUNT;
