/**
 * The voice coach, step 1 of 3: which question the transcript asks. Ordered pattern rules over the
 * normalised transcript; the first matching rule names the intent. Pure.
 */
import type { CoachIntent } from '../../../../../shared/contracts/coach';

/**
 * Intent rules, in priority order: when a transcript matches several, the first listed wins.
 * - emergency first: a lost job or an urgent bill outranks every plan.
 * - debt next: card interest (~22%) costs more than saving or investing is likely to earn, so
 *   "invest or pay off my card?" is answered as a debt question.
 * - subscriptions before credit/save/budget: naming a service ("save on Netflix") is the most specific ask.
 * - credit before invest, invest before save ("save up to buy stocks" asks about investing; the invest
 *   answer itself checks the emergency fund), save before budget (the broadest money question).
 * - general: nothing matched.
 * Each pattern runs over the normalised transcript (lowercase, no accents or apostrophes, everything
 * that is not a letter or digit turned into one space), so "Can't", "cant" and "can’t" match alike.
 */
export const INTENT_RULES: readonly { intent: Exclude<CoachIntent, 'general'>; patterns: readonly RegExp[] }[] = [
  {
    intent: 'emergency',
    patterns: [
      /\b(lost|losing|lose) (my|our) (job|income|work)\b/,
      /\b(laid off|got fired|been fired|fired me|let go|unemployed|jobless|out of work|no income)\b/,
      // "emergency fund" is a savings question, not an emergency.
      /\bemergenc(y|ies)\b(?! (fund|savings|account|cushion|money))/,
      /\b(cant|cannot|can not|unable to) (pay|afford|make) (my |the |our )?(rent|mortgage|bills?|payments?|car payment)\b/,
      /\b(behind on|late on) (my |the )?(rent|mortgage|bills?|payments?)\b/,
      /\b(evict(ed|ion)?|foreclos(e|ure)|medical bills?|hospital bills?|crisis|urgent|broke down|(im|i am) broke)\b/,
    ],
  },
  {
    intent: 'debt',
    patterns: [
      /\bdebts?\b/,
      /\bpay(ing)? (it |this |that |them |my |the )?(off|down)\b/,
      /\bpayoff\b/,
      /\bcredit cards?\b(?! (score|report))/,
      /\b(owe|owing|loans?|borrow(ed|ing)?|minimum payments?|balance transfer|apr)\b/,
      /\b(card|loan|debt) interest\b/,
    ],
  },
  {
    intent: 'subscriptions',
    patterns: [
      /\bsubscri(ptions?|bed|be)\b/,
      /\b(netflix|spotify|hulu|disney|prime video|amazon prime|hbo|youtube premium|apple tv|apple music|paramount|peacock|audible|icloud|dropbox|gym membership|membership)s?\b/,
      /\bpaying for (each|every) month\b/,
      /\b(recurring|auto renew(al|s)?|streaming|monthly charges?)\b/,
      /\bcancel\b/,
    ],
  },
  {
    intent: 'credit',
    patterns: [
      /\bcredit (score|report|rating|history|limit|utili[sz]ation)s?\b/,
      /\b(fico|vantagescore|utili[sz]ation)\b/,
      /\b(my|build|rebuild|improve|raise|fix|boost) (my )?credit\b(?! cards?)/,
      /\b(raise|improve|boost) my score\b/,
    ],
  },
  {
    intent: 'invest',
    patterns: [
      /\binvest(ing|ment|ments|or)?\b/,
      /\b(stocks?|shares|etfs?|index funds?|mutual funds?|portfolio|bonds?|dividends?|stock market|the market|s ?p ?500|nasdaq)\b/,
      /\b(bitcoin|btc|crypto(currency|currencies)?|ethereum|eth|dogecoin|solana|nfts?)\b/,
      /\b(401 ?k|ira|roth|brokerage|retirement account)\b/,
    ],
  },
  {
    intent: 'save',
    patterns: [
      /\bsav(e|es|ed|ing|ings)\b/,
      /\bemergency (fund|savings|cushion)\b/,
      /\b(rainy day|nest egg|put aside|set aside|put away|down payment)\b/,
    ],
  },
  {
    intent: 'budget',
    patterns: [
      /\bbudget(s|ing)?\b/,
      /\b(spend|spending|spent|overspend(ing)?|expenses?|paycheck|allocat(e|ion)|split my (income|pay|paycheck|salary))\b/,
      /\bwhere (does|did) my money go\b/,
    ],
  },
];

/** Lowercase, strip accents and apostrophes, turn every other non-alphanumeric run into one space. */
export function normaliseTranscript(transcript: string): string {
  return transcript
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function detectIntent(transcript: string): CoachIntent {
  const text = normaliseTranscript(transcript);
  for (const rule of INTENT_RULES) {
    if (rule.patterns.some((p) => p.test(text))) return rule.intent;
  }
  return 'general';
}
