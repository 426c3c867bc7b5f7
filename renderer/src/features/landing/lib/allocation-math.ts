import { EXPECTED_RETURN_BASE_PERCENT, MAX_MONTHLY_INCOME } from '../../../../../shared/constants';
import { formatPercent } from '../../../lib/format';
import { parseDecimal } from '../../../lib/parse-number';

/**
 * The calculator's income rule (docs/product.md "Allocation calculator"): the text must be a number
 * greater than 0. A leading "$" and thousands commas are accepted; anything else ("abc", "12abc",
 * "-5") is not. Above MAX_MONTHLY_INCOME is a typo, not a budget, and the server would refuse it
 * anyway. Returns the income in dollars, or null when the text is not a valid income.
 */
export function parseIncome(text: string): number | null {
  const income = parseDecimal(text);
  if (income === null || income <= 0 || income > MAX_MONTHLY_INCOME) return null;
  return income;
}

interface Projection {
  currentScore: number;
  creditProjection: number;
}

/** The projected score change the engine reports; the landing page shows it as basis points. */
export function scoreGain({ creditProjection, currentScore }: Projection): number {
  return creditProjection - currentScore;
}

/** docs/product.md "Allocation calculator": (creditProjection - currentScore) / 10 + 8.5, in percent. */
export function expectedAnnualReturn(projection: Projection): number {
  return scoreGain(projection) / 10 + EXPECTED_RETURN_BASE_PERCENT;
}

/** One decimal and a percent sign, e.g. "11.0%". */
export function formatExpectedReturn(projection: Projection): string {
  return formatPercent(expectedAnnualReturn(projection), 1);
}

/** e.g. "+25 bps". */
export function formatBasisPoints(projection: Projection): string {
  const gain = scoreGain(projection);
  return `${gain >= 0 ? '+' : ''}${gain} bps`;
}
