/**
 * The advice guard (docs/product.md "Advice guard"): every sentence of advice that names an amount
 * is checked against the user's own figures before anyone sees it. One function for the dashboard
 * tip, the dashboard insights, the budget calculator's tip, the coach's rule engine and the
 * optional language-model coach.
 *
 * The rules, per clause (a sentence cut at ", ", ";", ":", "(", " and ", " but ", " so "):
 * - debt-above-owed: a clause about a debt (debt, card, balance, owe, payment, toward, loan...) never
 *   names more than is owed. "Redirect ... to savings" is about saving, not the debt.
 * - saving-above-left: a clause about saving (save, savings, invest, set aside...) never names a
 *   monthly amount above what is left of the income after the last 30 days' spending. Money freed by
 *   a cut (cancel, trim, free up) is new money, not part of what is left, and is not checked.
 * - uncategorised-as-category: "Uncategorised" is never named as a spending category (it is the
 *   absence of one): the advice says the spending is uncategorised and suggests categorising it.
 *
 * A figure that is unknown (undefined) is not checked: a landing visitor's debt, an income not given.
 */

export interface AdviceFigures {
  /** Dollars owed on the user's cards (>= 0); undefined when unknown. */
  debtOwed?: number;
  /** Dollars a month left to save: income minus the last 30 days' spending (at least 0); undefined when the income is unknown. */
  leftToSave?: number;
}

export type AdviceRule = 'debt-above-owed' | 'saving-above-left' | 'uncategorised-as-category';

export interface AdviceViolation {
  rule: AdviceRule;
  sentence: string;
  /** The amount that broke the rule (dollars), for the debt and saving rules. */
  amount?: number;
}

/** Sentences end at . ! or ? followed by a space and a new sentence (so "$1,234.50" and "e.g." inside stay whole). */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z$€£¥₹(“"'0-9])/;
const CLAUSE_CUT = /;\s|:\s|,\s|\s\(|\)\s?|\s(?:and|but|so|while|which)\s|\s[—–-]\s/;
/** An amount with its currency sign: "$1,234", "€80", "CA$5", "CHF 1,280" (wholeMoney's forms), "$1.2k". */
const AMOUNT = /(?:[A-Z]{0,2}\$|[€£¥₹]|\b[A-Z]{3}\s)\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?[kK]\b)?/g;

const DEBT_WORDS = /\b(?:debts?|cards?|balances?|owe[sd]?|owing|pay(?:s|ing)?\s+(?:off|down)|payments?|avalanche|loans?|minimums?|crusher)\b/i;
/** "toward(s)" is about a debt unless the clause is about saving ("save toward $7,500"). */
const TOWARD = /\btowards?\b/i;
const TO_SAVINGS = /\b(?:to|into)\s+(?:your\s+)?(?:savings|saving|investing|invest(?:ments?)?|an?\s+(?:savings|emergency|index)|the\s+emergency)\b/i;
/** Saving as an action ("save", "invest", "savings transfer"); "savings" alone may be an account ("in checking and savings"). */
const SAVING_WORDS = /\b(?:save[sd]?|saving|invest(?:s|ed|ing)?|set(?:s|ting)?\s+aside|put\s+aside|goal\s+budget|savings\s+transfer|transfer\s+to\s+savings)\b/i;
/** Money that a cut frees (a cancel, a trim, a pause): new money, not what is left of this month. */
const FREED_WORDS = /\b(?:cancel\w*|trim\w*|cut\w*|pause\w*|pausing|free(?:s|d)?\s+up|freed|you\s+free|frees?)\b/i;
/** The amount is a monthly one: "$X a month", "$X/month", "$X monthly", "$X savings transfer", "automatic $X". */
const MONTHLY_AFTER = /^\s*(?:a\s+month|per\s+month|\/\s?mo(?:nth)?\b|monthly(?!\s+(?:spending|income|target))|each\s+month|every\s+month|(?:savings\s+|goal\s+)?(?:transfer|budget)\b)/i;
const MONTHLY_BEFORE = /(?:automatic|monthly|automate)\s+(?:the\s+)?$/i;
/** "Uncategorised" used as the name of a category; lower-case "uncategorised spending" is how to say it. */
const UNCATEGORISED_NAME = /\bUncategori[sz]ed\b/;
const UNCATEGORISED_ADJECTIVE = /^Uncategori[sz]ed\s+(?:spending|transactions|rows|payments|purchases|money)\b/;

function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END).filter((s) => s.trim() !== '');
}

function amountsIn(clause: string): { value: number; index: number; end: number }[] {
  const out: { value: number; index: number; end: number }[] = [];
  for (const m of clause.matchAll(AMOUNT)) {
    const value = Number(`${m[1]!.replace(/,/g, '')}${m[2] ?? ''}`) * (m[3] ? 1000 : 1);
    out.push({ value, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Above the limit by more than the half dollar whole-dollar rounding adds ("$10" for $9.50 owed is the same figure). */
const above = (amount: number, limit: number) => Math.round(amount * 100) > Math.round(limit * 100) + 50;

/** Every rule a text breaks, sentence by sentence (empty when the text is sound). */
export function adviceViolations(text: string, figures: AdviceFigures): AdviceViolation[] {
  const out: AdviceViolation[] = [];
  // Most plan steps name no amount and no category: nothing to check.
  if (!/\d/.test(text) && !/ncategori/.test(text)) return out;
  for (const sentence of sentencesOf(text)) {
    const trimmed = sentence.trim();
    if (UNCATEGORISED_NAME.test(trimmed) && !UNCATEGORISED_ADJECTIVE.test(trimmed)) {
      out.push({ rule: 'uncategorised-as-category', sentence: trimmed });
    }
    // Money a cut frees (cancel, trim, pause) is new money, wherever in the sentence the cut is named.
    const freed = FREED_WORDS.test(trimmed);
    for (const clause of trimmed.split(CLAUSE_CUT)) {
      if (!clause) continue;
      const amounts = amountsIn(clause);
      if (amounts.length === 0) continue;
      const toSavings = TO_SAVINGS.test(clause);
      const saving = toSavings || SAVING_WORDS.test(clause);
      const aboutDebt = (DEBT_WORDS.test(clause) || (TOWARD.test(clause) && !saving)) && !toSavings;
      const aboutSaving = saving && !freed;
      for (const a of amounts) {
        if (aboutDebt && figures.debtOwed !== undefined && above(a.value, figures.debtOwed)) {
          out.push({ rule: 'debt-above-owed', sentence: trimmed, amount: a.value });
        }
        const monthly = MONTHLY_AFTER.test(clause.slice(a.end)) || MONTHLY_BEFORE.test(clause.slice(0, a.index));
        if (aboutSaving && monthly && figures.leftToSave !== undefined && above(a.value, figures.leftToSave)) {
          out.push({ rule: 'saving-above-left', sentence: trimmed, amount: a.value });
        }
      }
    }
  }
  return out;
}

/**
 * The text with every sentence that breaks a rule left out (the rule engines are written to pass,
 * so for them this is a safety net); `violations` says what was left out and why.
 */
export function guardAdvice(text: string, figures: AdviceFigures): { text: string; violations: AdviceViolation[] } {
  const violations = adviceViolations(text, figures);
  if (violations.length === 0) return { text, violations };
  const bad = new Set(violations.map((v) => v.sentence));
  return { text: sentencesOf(text).filter((s) => !bad.has(s.trim())).join(' ').trim(), violations };
}

/** What is left to save from a monthly income after a month's spending: never negative; undefined without an income. */
export function leftToSaveOf(monthlyIncome: number, spendingLast30Days: number): number | undefined {
  if (!(monthlyIncome > 0)) return undefined;
  return Math.max(0, Math.round((monthlyIncome - Math.max(0, Number.isFinite(spendingLast30Days) ? spendingLast30Days : 0)) * 100) / 100);
}

/** True when a category name is the "no category" placeholder, not a real category. */
export function isUncategorisedName(name: string): boolean {
  return /^\s*uncategori[sz]ed\s*$/i.test(name);
}
