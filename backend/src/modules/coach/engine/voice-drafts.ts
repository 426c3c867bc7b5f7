/**
 * The voice coach, step 2 of 3: one draft per intent (advice sentences, sized plan steps, and why
 * the advice holds), built from the user's own Facts. Pure.
 */
import { ALLOCATION_KEYS, ALLOCATION_PERCENTAGES, type AllocationKey } from '../../../../../shared/constants';
import type { CoachIntent } from '../../../../../shared/contracts/coach';
import { CREDIT_BANDS, CREDIT_FACTOR_NAMES, CREDIT_FACTOR_WEIGHTS, creditGrade } from '../../../../../shared/contracts/credit';
import { PATHS } from '../../../../../shared/routes';
import { months, percent, usd, usdOwed } from './format';
import { MODE_NAMES, type Facts } from './voice-facts';
import { normaliseTranscript } from './voice-intents';

/**
 * APR the payoff figures assume: the Federal Reserve's G.19 release puts the average card APR on
 * accounts assessed interest at about 21-23% through 2023-2025. We do not know the user's own rate.
 */
export const CARD_APR_ASSUMPTION = 0.22;
/** Months of spending an emergency fund should cover before investing (the common 3-6 month rule, low end). */
export const EMERGENCY_FUND_MONTHS = 3;
/** The fuller fund to aim for once the first 3 months are in place. */
export const EMERGENCY_FUND_FULL_MONTHS = 6;
/** Without an income to size a payment from, the payoff example uses this share of the balance a month. */
export const FALLBACK_PAYMENT_SHARE = 0.05;
/** Cap suggested for speculative holdings (crypto), as a share of what the user invests. */
export const SPECULATIVE_CAP_SHARE = 0.05;
/** Cooling-off period suggested before acting on an excited investment idea. */
export const COOLING_OFF_HOURS = 48;

/** Months to clear a card balance at a fixed monthly payment and APR (standard amortisation); Infinity if the payment never covers the interest. */
export function payoffMonths(balance: number, apr: number, monthlyPayment: number): number {
  if (balance <= 0) return 0;
  if (monthlyPayment <= 0) return Infinity;
  const rate = apr / 12;
  if (rate === 0) return Math.ceil(balance / monthlyPayment);
  if (monthlyPayment <= balance * rate) return Infinity;
  return Math.ceil(-Math.log(1 - (rate * balance) / monthlyPayment) / Math.log(1 + rate));
}

const BUCKET_NAMES: Record<AllocationKey, string> = {
  bills: 'bills',
  debt: 'debt',
  savings: 'savings',
  spending: 'spending',
  flexFund: 'flex fund',
};

/** A plan step with a rough size, so a stressed user can be handed the smallest one first. */
export interface Step {
  text: string;
  /** 1: minutes (one click, one call); 2: an afternoon or one transfer; 3: a habit over months or a large sum. */
  effort: 1 | 2 | 3;
}


export interface Draft {
  advice: string[];
  steps: Step[];
  /** One sentence on why the advice holds, for an uncertain user. */
  why: string;
}

const LINK_DATA = `link a bank on ${PATHS.mobile} or import a statement on ${PATHS.subscriptions}`;
const ADD_INCOME = `add your monthly income in the budget settings on ${PATHS.dashboard}`;
const ADD_INCOME_STEP = `Add your monthly income in the budget settings on ${PATHS.dashboard}`;

function missingBankData(topic: string): Draft {
  return {
    advice: [`I can't see any of your accounts yet, so I won't guess at ${topic}.`, `To get advice built on your real numbers, ${LINK_DATA}.`],
    steps: [
      { text: `Link your bank on ${PATHS.mobile} (about 2 minutes)`, effort: 1 },
      { text: `Or import a bank statement (CSV) on ${PATHS.subscriptions}`, effort: 1 },
      { text: `Then ${ADD_INCOME}`, effort: 1 },
    ],
    why: 'advice is only as good as the numbers behind it, and yours are not connected yet',
  };
}

function debtDraft(f: Facts): Draft {
  if (f.debt === 0) {
    if (!f.hasBankData) return missingBankData('your card balances');
    return {
      advice: [
        'Your linked accounts show no credit-card debt ($0 owed), which is the best position to be in.',
        'Loans outside your linked cards (student, car) are not tracked here, so list them separately if you have any.',
      ],
      steps: [
        { text: 'Turn on autopay for each card’s full statement balance so no interest ever starts', effort: 1 },
        f.income > 0
          ? saveable(f, f.split.debt) >= 1
            ? { text: `Redirect your ${MODE_NAMES[f.mode]} budget's debt share to savings or investing: ${usd(saveable(f, f.split.debt))} a month`, effort: 2 }
            : { text: `Trim spending so your ${MODE_NAMES[f.mode]} budget's debt share can go to savings: your last 30 days of spending used all of your income`, effort: 3 }
          : { text: `${ADD_INCOME_STEP} so your budget can use the freed-up debt share`, effort: 1 },
      ],
      why: 'with no card balance, every dollar of the debt budget can go to goals instead of interest',
    };
  }
  const apr = percent(CARD_APR_ASSUMPTION);
  const owed = usdOwed(f.debt);
  const { payment, budgeted, clearsThisMonth } = cardPayment(f);
  const interestNow = (f.debt * CARD_APR_ASSUMPTION) / 12;
  const forgottenTotal = f.forgotten.reduce((sum, s) => sum + s.monthlyCost, 0);
  const forgottenNames = joinNames(f.forgotten.map((s) => s.name));
  const advice = [`You owe ${owed} on credit cards, costing about ${usd(interestNow)} a month in interest at an assumed ${apr} APR.`];

  if (clearsThisMonth) {
    // Never advise paying more than is owed (the share itself is not named: it is more than the
    // balance): the payment is the balance, and the rest of the share, up to what is left to save, is freed.
    const left = f.income > 0 ? saveable(f, Math.max(0, budgeted - f.debt)) : 0;
    advice.push(
      f.income > 0
        ? `Your ${MODE_NAMES[f.mode]} budget's debt share covers the whole balance: paying ${owed} clears the card this month.`
        : `Paying the ${owed} in full clears the card this month.`,
    );
    if (left >= 1) advice.push(`The other ${usd(left)} a month can go to savings.`);
    if (f.income === 0) advice.push(`For a plan sized to your budget, ${ADD_INCOME}.`);
    const steps: Step[] = [{ text: `Pay the full ${owed} balance this month to clear your card`, effort: 1 }];
    steps.push({ text: 'Then turn on autopay for the full statement balance so no interest starts again', effort: 1 });
    if (f.forgotten.length > 0) steps.push({ text: `Cancel ${forgottenNames} to save ${usd(forgottenTotal)} a month`, effort: 1 });
    if (left >= 1) steps.push({ text: `From next month, move the ${usd(left)} a month left of the debt share to savings`, effort: 2 });
    return { advice, steps, why: `card interest near ${apr} a year grows faster than almost any saving or investment earns, so clearing it is a guaranteed return` };
  }

  const monthsNeeded = payoffMonths(f.debt, CARD_APR_ASSUMPTION, payment);
  const source = f.income > 0 ? `your ${MODE_NAMES[f.mode]} budget's ${ALLOCATION_PERCENTAGES[f.mode].debt}% debt share` : `${percent(FALLBACK_PAYMENT_SHARE)} of the balance`;
  if (Number.isFinite(monthsNeeded)) {
    advice.push(`Paying ${usd(payment)} a month (${source}) clears it in about ${months(monthsNeeded)}.`);
  } else if (f.income > 0 && interestNow >= f.income) {
    // "Pay more than the interest" would ask for more than the user earns: point to help instead.
    advice.push(
      `${usd(payment)} a month (${source}) does not cover the interest, and the interest alone is more than your ${usd(f.income)} monthly income, so ask your card issuer or a nonprofit credit counsellor about a hardship plan.`,
    );
  } else {
    advice.push(`${usd(payment)} a month (${source}) does not cover the interest, so pay more than ${usd(interestNow)} a month to make progress.`);
  }
  if (f.income === 0) advice.push(`For a payment sized to your budget, ${ADD_INCOME}.`);
  const steps: Step[] = [{ text: `Set an automatic ${usd(payment)} monthly payment to your card`, effort: 1 }];
  if (f.forgotten.length > 0) {
    const raised = payment + forgottenTotal;
    if (raised >= f.debt && affordable(f, f.debt)) {
      steps.push({ text: `Cancel ${forgottenNames} (${usd(forgottenTotal)} a month) and raise the payment to the full ${owed} to clear the card this month`, effort: 1 });
    } else if (affordable(f, raised)) {
      const payoffFaster = payoffMonths(f.debt, CARD_APR_ASSUMPTION, raised);
      const faster = Number.isFinite(payoffFaster) && payoffFaster < monthsNeeded ? ` (about ${months(payoffFaster)} instead)` : '';
      steps.push({ text: `Cancel ${forgottenNames} and add the ${usd(forgottenTotal)} a month to the payment${faster}`, effort: 1 });
    } else {
      steps.push({ text: `Cancel ${forgottenNames} to save ${usd(forgottenTotal)} a month`, effort: 1 });
    }
  }
  steps.push({ text: 'Stop new purchases on the card until the balance reaches $0', effort: 3 });
  steps.push({ text: `Ask your card issuer for a lower APR or a 0% balance transfer; every point off ${apr} shortens the payoff`, effort: 2 });
  return { advice, steps, why: `card interest near ${apr} a year grows faster than almost any saving or investment earns, so paying it down is a guaranteed return` };
}

/**
 * The monthly card payment the advice names: the budget's debt share (without an income, 5% of the
 * balance), capped at what is owed. When the share covers the balance, the payment is the balance
 * and the card clears this month (docs/product.md "AI coach").
 */
export function cardPayment(f: Facts): { payment: number; budgeted: number; clearsThisMonth: boolean } {
  const budgeted = f.income > 0 ? f.split.debt : Math.max(1, Math.round(f.debt * FALLBACK_PAYMENT_SHARE));
  return budgeted >= f.debt ? { payment: f.debt, budgeted, clearsThisMonth: true } : { payment: budgeted, budgeted, clearsThisMonth: false };
}

/** A monthly saving capped at what is left after the last 30 days' spending (the advice guard's rule). */
function saveable(f: Facts, amount: number): number {
  return f.leftToSave === undefined ? amount : Math.max(0, Math.min(amount, Math.floor(f.leftToSave)));
}

/** "; $2,600 of it is uncategorised, so categorise it on /transactions to see where it went", when it outweighs the top category. */
function uncategorisedNote(f: Facts): string {
  const top = f.topCategories[0];
  if (f.uncategorised <= 0 || (top && top.amount > f.uncategorised)) return '';
  return `; ${usd(f.uncategorised)} of it is uncategorised, so categorise it on ${PATHS.transactions} to see where it went`;
}

/** A monthly amount the user can pay from their income; with no income on record there is nothing to check against. */
function affordable(f: Facts, monthly: number): boolean {
  return f.income === 0 || monthly <= f.income;
}

/** "$5,400 in cash", or the overdraft as a positive amount: a reply never shows a negative balance. */
function cashText(f: Facts): string {
  return f.cash >= 0 ? `${usd(f.cash)} in cash` : `cash overdrawn by ${usd(-f.cash)}`;
}

function subscriptionsDraft(f: Facts): Draft {
  if (f.activeSubscriptions === 0) {
    return {
      advice: [
        'I have no subscriptions on record for you yet.',
        `Import a bank statement on ${PATHS.subscriptions} (or link a bank on ${PATHS.mobile}) and the finder will list every recurring charge.`,
      ],
      steps: [
        { text: `Import a recent bank statement on ${PATHS.subscriptions}`, effort: 1 },
        { text: 'Review what the finder detects and mark what you still use', effort: 2 },
      ],
      why: 'recurring charges are easiest to spot from a full statement, not from memory',
    };
  }
  const count = `${f.activeSubscriptions} active subscription${f.activeSubscriptions === 1 ? '' : 's'}`;
  const advice = [`You pay ${usd(f.subscriptionCost)} a month (${usd(f.subscriptionCost * 12)} a year) for ${count}.`];
  const steps: Step[] = [];
  if (f.forgotten.length > 0) {
    const monthly = f.forgotten.reduce((sum, s) => sum + s.monthlyCost, 0);
    const names = joinNames(f.forgotten.map((s) => s.name));
    advice.push(`${names} look${f.forgotten.length === 1 ? 's' : ''} forgotten; cancelling ${f.forgotten.length === 1 ? 'it' : 'them'} saves ${usd(monthly * 12)} a year.`);
    for (const s of f.forgotten.slice(0, 2)) steps.push({ text: `Cancel ${s.name} (${usd(s.monthlyCost)} a month, ${usd(s.monthlyCost * 12)} a year)`, effort: 1 });
    steps.push({ text: `Move the ${usd(monthly)} a month you free up into savings automatically`, effort: 2 });
  } else {
    const average = f.subscriptionCost / f.activeSubscriptions;
    advice.push(`None of them looks forgotten; check each against how often you used it last month.`);
    steps.push({ text: `Cancel any you didn't use last month: each one averages ${usd(average)} a month (${usd(average * 12)} a year)`, effort: 1 });
  }
  steps.push({ text: `Review the rest on ${PATHS.subscriptions} and keep only what you used in the last 30 days`, effort: 2 });
  if (f.income > 0) advice.push(`That is ${percent(f.subscriptionCost / f.income)} of your ${usd(f.income)} monthly income.`);
  return { advice, steps: steps.slice(0, 4), why: 'subscriptions renew silently, so a yearly cost hides behind small monthly charges' };
}

function saveDraft(f: Facts): Draft {
  if (f.runwayMonths === null) {
    if (!f.hasBankData) return missingBankData('your savings');
    return {
      advice: [
        `${f.cash >= 0 ? `You hold ${usd(f.cash)} in checking and savings` : `Your checking and savings are overdrawn by ${usd(-f.cash)}`}, but I can't see your spending yet to tell how many months that covers.`,
        `Import a recent statement on ${PATHS.subscriptions} or link your everyday account on ${PATHS.mobile}.`,
      ],
      steps: [
        { text: `Import last month's statement on ${PATHS.subscriptions}`, effort: 1 },
        { text: `Then aim for ${EMERGENCY_FUND_MONTHS} months of spending in savings`, effort: 3 },
      ],
      why: 'an emergency fund is measured in months of your own spending',
    };
  }
  const target = EMERGENCY_FUND_MONTHS * f.spending;
  const gap = Math.max(0, target - Math.max(0, f.cash));
  const advice = [
    f.cash >= 0
      ? `Your ${usd(f.cash)} in checking and savings covers ${months(f.runwayMonths)} of your ${usd(f.spending)} monthly spending.`
      : `Your checking and savings are overdrawn by ${usd(-f.cash)}, so they cover none of your ${usd(f.spending)} monthly spending.`,
  ];
  const steps: Step[] = [];
  if (gap > 0) {
    if (f.monthlySaving > 0) {
      advice.push(
        `Reaching ${EMERGENCY_FUND_MONTHS} months (${usd(target)}) takes ${usd(gap)} more: at ${usd(f.monthlySaving)} a month from your budget that is about ${months(Math.ceil(gap / f.monthlySaving))}.`,
      );
      steps.push({ text: `Set up an automatic ${usd(f.monthlySaving)} transfer to savings on payday`, effort: 1 });
    } else if (f.income > 0) {
      advice.push(`Reaching ${EMERGENCY_FUND_MONTHS} months (${usd(target)}) takes ${usd(gap)} more, and your last 30 days of spending used all of your income.`);
      steps.push({ text: `Trim spending so part of your ${usd(f.income)} monthly income is left to save`, effort: 3 });
    } else {
      advice.push(`Reaching ${EMERGENCY_FUND_MONTHS} months (${usd(target)}) takes ${usd(gap)} more; ${ADD_INCOME} to get a monthly amount.`);
      steps.push({ text: ADD_INCOME_STEP, effort: 1 });
    }
  } else {
    const fullTarget = EMERGENCY_FUND_FULL_MONTHS * f.spending;
    advice.push(
      f.cash >= fullTarget
        ? `That is past the ${EMERGENCY_FUND_FULL_MONTHS}-month mark (${usd(fullTarget)}), so money beyond it can work harder invested.`
        : `You are past ${EMERGENCY_FUND_MONTHS} months; ${usd(fullTarget - f.cash)} more makes a full ${EMERGENCY_FUND_FULL_MONTHS}-month fund (${usd(fullTarget)}).`,
    );
    if (f.monthlySaving > 0) steps.push({ text: `Keep the automatic ${usd(f.monthlySaving)} monthly transfer to savings`, effort: 1 });
    steps.push(
      f.cash >= fullTarget
        ? { text: `Invest the ${usd(f.cash - fullTarget)} beyond ${EMERGENCY_FUND_FULL_MONTHS} months in a low-cost index fund`, effort: 2 }
        : { text: `Add ${usd(fullTarget - f.cash)} more over time to reach ${EMERGENCY_FUND_FULL_MONTHS} months`, effort: 3 },
    );
  }
  const top = f.topCategories[0];
  if (top) steps.push({ text: `Trim ${top.name} (${usd(top.amount)} in the last 30 days) by 10% to save ${usd(top.amount * 0.1)} more a month`, effort: 3 });
  steps.push({ text: `Keep the fund in a separate savings account (${usd(f.savingsBalance)} there today), away from everyday spending`, effort: 2 });
  return { advice, steps, why: `a few months of spending in cash keeps a surprise bill from turning into card debt` };
}

function investDraft(f: Facts, transcript: string): Draft {
  if (!f.hasBankData) return missingBankData('whether you are ready to invest');
  const mentionsCrypto = /\b(bitcoin|btc|crypto\w*|ethereum|eth|dogecoin|solana|nfts?)\b/.test(normaliseTranscript(transcript));
  const target = EMERGENCY_FUND_MONTHS * f.spending;
  if (f.debt > 0) {
    return {
      advice: [
        `Not yet: pay off your ${usdOwed(f.debt)} card debt first.`,
        `At an assumed ${percent(CARD_APR_ASSUMPTION)} APR it costs more than the long-run ~7-10% a year stocks have returned, so paying it is the better "investment".`,
      ],
      steps: [
        cardPayment(f).clearsThisMonth
          ? { text: `Pay off the full ${usdOwed(f.debt)} card balance this month`, effort: 1 }
          : { text: `Put ${f.income > 0 ? `the ${usd(f.split.debt)} debt share of your budget` : 'every spare dollar'} toward the card each month`, effort: 2 },
        { text: `Build ${EMERGENCY_FUND_MONTHS} months of spending in savings${f.spending > 0 ? ` (${usd(target)})` : ''}`, effort: 3 },
        { text: 'Then start investing in a low-cost, diversified index fund', effort: 3 },
      ],
      why: `a guaranteed ${percent(CARD_APR_ASSUMPTION)} saved on card interest beats an uncertain market return`,
    };
  }
  if (f.runwayMonths === null) {
    return {
      advice: [
        `Before investing you need ${EMERGENCY_FUND_MONTHS} months of spending saved, and I can't see your spending yet.`,
        `Import a recent statement on ${PATHS.subscriptions} so I can check your ${f.cash >= 0 ? `${usd(f.cash)} in cash` : 'cash'} against it.`,
      ],
      steps: [
        { text: `Import last month's statement on ${PATHS.subscriptions}`, effort: 1 },
        { text: `Ask again once your spending shows, to check the ${EMERGENCY_FUND_MONTHS}-month fund`, effort: 1 },
      ],
      why: 'money you might need within months should not sit in assets that can fall 30%',
    };
  }
  if (f.runwayMonths < EMERGENCY_FUND_MONTHS) {
    return {
      advice: [
        `Not yet: ${f.cash >= 0 ? `your ${usd(f.cash)} in cash covers ${months(f.runwayMonths)} of spending` : `your cash is overdrawn by ${usd(-f.cash)}`}, short of the ${EMERGENCY_FUND_MONTHS} months (${usd(target)}) to hold before investing.`,
        `Finish that fund first${f.monthlySaving > 0 ? `: ${usd(target - Math.max(0, f.cash))} to go, about ${months(Math.ceil((target - Math.max(0, f.cash)) / f.monthlySaving))} at ${usd(f.monthlySaving)} a month` : ''}.`,
      ],
      steps: [
        f.monthlySaving > 0
          ? { text: `Automate ${usd(f.monthlySaving)} a month into savings until it reaches ${usd(target)}`, effort: 2 }
          : f.income > 0
            ? { text: `Trim spending so part of your income is left to save toward ${usd(target)}`, effort: 3 }
            : { text: `Save toward ${usd(target)}; ${ADD_INCOME} for a monthly amount`, effort: 2 },
        { text: 'Then invest new savings in a low-cost, diversified index fund', effort: 3 },
      ],
      why: 'without a cash cushion, a market drop and a surprise bill can arrive together and force a sale at a loss',
    };
  }
  const surplus = Math.max(0, f.cash - target);
  const advice = [
    `You're ready: ${months(f.runwayMonths)} of spending in cash and no card debt.`,
    `Keep ${usd(target)} as your emergency fund; the ${usd(surplus)} beyond it${f.monthlySaving > 0 ? ` and ${usd(f.monthlySaving)} a month` : ''} can go into a low-cost, diversified index fund.`,
  ];
  const steps: Step[] = [
    { text: `Keep ${usd(target)} (${EMERGENCY_FUND_MONTHS} months of spending) in savings`, effort: 1 },
    { text: `Invest ${f.monthlySaving > 0 ? `${usd(f.monthlySaving)} a month automatically` : `the ${usd(surplus)} surplus`} in a broad index fund`, effort: 2 },
    { text: 'Use tax-advantaged accounts first: any 401(k) employer match, then an IRA', effort: 2 },
  ];
  if (mentionsCrypto) {
    advice.push(`Keep speculative assets like crypto to ${percent(SPECULATIVE_CAP_SHARE)} of what you invest at most.`);
    steps.push({ text: `Cap crypto at ${percent(SPECULATIVE_CAP_SHARE)} of your investments${surplus > 0 ? ` (${usd(surplus * SPECULATIVE_CAP_SHARE)} of the surplus)` : ''}`, effort: 1 });
  }
  return { advice: advice.slice(0, 3), steps, why: 'diversified, low-cost funds held for 5+ years have the best odds for most people' };
}

function creditDraft(f: Facts): Draft {
  const grade = creditGrade(f.score);
  const next = [...CREDIT_BANDS].reverse().find((b) => b.min > f.score);
  const advice = [`Your estimated score is ${f.score} (${grade})${next ? `, ${next.min - f.score} points from ${next.grade} at ${next.min}` : ''}.`];
  const steps: Step[] = [];
  if (f.debt > 0) {
    advice.push(
      `Your biggest lever is ${CREDIT_FACTOR_NAMES.amountsOwed} (${CREDIT_FACTOR_WEIGHTS.amountsOwed}% of a FICO score): paying down your ${usdOwed(f.debt)} card balance, ideally under 30% of your limits, lifts it fastest.`,
    );
    steps.push(
      cardPayment(f).clearsThisMonth
        ? { text: `Pay off the full ${usdOwed(f.debt)} card balance this month`, effort: 1 }
        : { text: `Pay down the ${usdOwed(f.debt)} card balance${f.income > 0 ? `, ${usd(f.split.debt)} a month from your budget` : ''}`, effort: 3 },
    );
    steps.push({ text: 'Pay before the statement date so a lower balance gets reported', effort: 1 });
  } else {
    advice.push(
      `With no card balance, your biggest lever is ${CREDIT_FACTOR_NAMES.paymentHistory} (${CREDIT_FACTOR_WEIGHTS.paymentHistory}% of a FICO score): pay every bill on time, every month.`,
    );
    steps.push({ text: 'Turn on autopay for at least the minimum on every card and loan', effort: 1 });
  }
  steps.push({ text: `Avoid opening new cards for now (${CREDIT_FACTOR_NAMES.newCredit}, ${CREDIT_FACTOR_WEIGHTS.newCredit}%) and keep old ones open`, effort: 1 });
  steps.push({ text: `Check your score and alerts on ${PATHS.creditScore} each month`, effort: 1 });
  return { advice, steps, why: `payment history and amounts owed make up ${CREDIT_FACTOR_WEIGHTS.paymentHistory + CREDIT_FACTOR_WEIGHTS.amountsOwed}% of a FICO score` };
}

function budgetDraft(f: Facts): Draft {
  if (f.income === 0) {
    const spent = f.spending > 0 ? ` You spent ${usd(f.spending)} in the last 30 days.` : '';
    return {
      advice: [`I don't know your income yet, so I can't split it.${spent}`, `${ADD_INCOME_STEP} and your ${MODE_NAMES[f.mode]} plan will divide it.`],
      steps: [
        { text: ADD_INCOME_STEP, effort: 1 },
        f.hasBankData ? { text: 'Ask again for your split and how your spending compares', effort: 1 } : { text: `Then ${LINK_DATA} so spending can be compared`, effort: 1 },
      ],
      why: 'a budget is a split of your income, so it starts from that number',
    };
  }
  // A debt share above what the cards owe is not named as a debt amount: it is capped at the balance.
  const shareAboveOwed = f.hasBankData && f.split.debt > f.debt;
  const parts = ALLOCATION_KEYS.filter((k) => !(k === 'debt' && shareAboveOwed)).map((k) => `${usd(f.split[k])} ${BUCKET_NAMES[k]}`);
  const advice = [`On your ${MODE_NAMES[f.mode]} plan, your ${usd(f.income)} monthly income splits into ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}.`];
  if (shareAboveOwed) {
    advice.push(
      f.debt > 0
        ? `Its debt share covers your ${usdOwed(f.debt)} card balance in full, so pay ${usdOwed(f.debt)} and the rest of the share can go to savings.`
        : 'Its debt share has no card balance to pay, so it can go to savings.',
    );
  }
  const top = f.topCategories[0];
  if (f.spending > 0) {
    advice.push(
      `In the last 30 days you spent ${usd(f.spending)} (${percent(f.spending / f.income)} of income)${top ? `, most on ${top.name} (${usd(top.amount)})` : ''}${uncategorisedNote(f)}.`,
    );
  } else {
    advice.push(`To compare this with what you actually spend, ${LINK_DATA}.`);
  }
  const saving = saveable(f, f.split.savings);
  const steps: Step[] = [
    saving >= 1
      ? { text: `Automate the ${usd(saving)} savings transfer for payday`, effort: 1 }
      : { text: 'Trim spending first: your last 30 days of spending used all of your income', effort: 3 },
  ];
  const outflowBudget = f.split.bills + f.split.spending + f.split.flexFund;
  if (f.spending > outflowBudget) {
    steps.push({ text: `Cut spending by ${usd(f.spending - outflowBudget)} a month to fit the ${usd(outflowBudget)} for bills, spending and flex fund${top ? `, starting with ${top.name}` : ''}`, effort: 3 });
  } else if (top) {
    steps.push({ text: `Set a monthly cap for ${top.name}, your largest category at ${usd(top.amount)}`, effort: 2 });
  }
  if (f.debt > 0) {
    steps.push(
      cardPayment(f).clearsThisMonth
        ? { text: `Clear your ${usdOwed(f.debt)} card balance this month from the debt share`, effort: 2 }
        : { text: `Send the ${usd(f.split.debt)} debt share to your ${usdOwed(f.debt)} card balance`, effort: 2 },
    );
  }
  if (f.spending === 0) steps.push({ text: `Link your bank on ${PATHS.mobile} or import a statement on ${PATHS.subscriptions} to track spending against the plan`, effort: 1 });
  return { advice, steps, why: 'deciding where each dollar goes before the month starts stops spending from eating savings' };
}

function emergencyDraft(f: Facts): Draft {
  const steps: Step[] = [];
  if (f.subscriptionCost > 0) steps.push({ text: `Pause or cancel subscriptions to free ${usd(f.subscriptionCost)} a month`, effort: 1 });
  steps.push({ text: 'Call your card issuer and lenders about hardship programs before you miss a payment', effort: 2 });
  steps.push({ text: 'List essentials (housing, utilities, food, minimum payments) and put everything else on hold', effort: 2 });
  steps.push({ text: 'If your income stopped, apply for unemployment benefits this week', effort: 2 });
  if (!f.hasBankData) {
    return {
      advice: [
        'Focus on essentials first: housing, utilities, food and minimum payments.',
        `I can't see your accounts, so ${LINK_DATA} and I'll tell you how long your cash lasts.`,
      ],
      steps,
      why: 'in a shock, protecting the essentials and your credit comes before every other goal',
    };
  }
  const advice =
    f.runwayMonths === null
      ? [`${f.cash >= 0 ? `You have ${usd(f.cash)} in cash` : `Your cash is overdrawn by ${usd(-f.cash)}`}; import a recent statement on ${PATHS.subscriptions} so I can tell how many months it lasts.`]
            : [
          f.cash >= 0
            ? `Your ${usd(f.cash)} in cash covers about ${months(f.runwayMonths)} at your ${usd(f.spending)} monthly spending.`
            : `Your cash is overdrawn by ${usd(-f.cash)}, so it covers none of your ${usd(f.spending)} monthly spending.`,
        ];
  if (f.subscriptionCost > 0) advice.push(`Pausing your ${usd(f.subscriptionCost)} a month of subscriptions stretches that the fastest.`);
  if (f.debt > 0) advice.push(`Keep at least the minimum on your ${usdOwed(f.debt)} card balance to protect your credit.`);
  return { advice, steps, why: 'in a shock, protecting the essentials and your credit comes before every other goal' };
}

function generalDraft(f: Facts): Draft {
  if (!f.hasBankData && f.income === 0) return missingBankData('your finances');
  const snapshot: string[] = [];
  if (f.income > 0) snapshot.push(`${usd(f.income)} monthly income`);
  if (f.spending > 0) snapshot.push(`${usd(f.spending)} spent in the last 30 days`);
  // Without a linked bank, "$0 in cash" would be a guess dressed as a fact.
  if (f.hasBankData) snapshot.push(cashText(f), `${usdOwed(f.debt)} card debt`);
  snapshot.push(`an estimated credit score of ${f.score}`);
  const advice = [`Here's your snapshot: ${snapshot.join(', ')}.`];
  if (!f.hasBankData) advice.push(`To add your cash, spending and card balances, ${LINK_DATA}.`);
  const steps: Step[] = [];
  // The usual order of priorities: stop expensive debt, then build the cushion, then trim, then grow.
  if (f.debt > 0) steps.push({ text: `Pay down the ${usdOwed(f.debt)} card balance first`, effort: 3 });
  if (f.runwayMonths !== null && f.runwayMonths < EMERGENCY_FUND_MONTHS) {
    steps.push({ text: `Build ${EMERGENCY_FUND_MONTHS} months of spending (${usd(EMERGENCY_FUND_MONTHS * f.spending)}) in savings`, effort: 3 });
  }
  if (f.forgotten.length > 0) {
    const monthly = f.forgotten.reduce((sum, s) => sum + s.monthlyCost, 0);
    steps.push({ text: `Cancel ${joinNames(f.forgotten.map((s) => s.name))} to save ${usd(monthly * 12)} a year`, effort: 1 });
  }
  if (f.income === 0) steps.push({ text: ADD_INCOME_STEP, effort: 1 });
  if (!f.hasBankData) steps.push({ text: `Link your bank on ${PATHS.mobile} or import a statement on ${PATHS.subscriptions}`, effort: 1 });
  if (steps.length < 2) steps.push({ text: 'Invest what you save each month in a low-cost index fund', effort: 2 });
  advice.push('Ask me about your budget, saving, debt, investing, subscriptions or credit for a detailed plan.');
  return { advice, steps, why: 'fixing the most expensive problem first frees money for everything after it' };
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function draftFor(intent: CoachIntent, f: Facts, transcript: string): Draft {
  switch (intent) {
    case 'debt':
      return debtDraft(f);
    case 'subscriptions':
      return subscriptionsDraft(f);
    case 'save':
      return saveDraft(f);
    case 'invest':
      return investDraft(f, transcript);
    case 'credit':
      return creditDraft(f);
    case 'budget':
      return budgetDraft(f);
    case 'emergency':
      return emergencyDraft(f);
    case 'general':
      return generalDraft(f);
  }
}
