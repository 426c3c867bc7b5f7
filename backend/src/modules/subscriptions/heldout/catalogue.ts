/**
 * The held-out set's merchants (docs/detection.md "How it is evaluated"): subscription services by cadence,
 * with the descriptor variants banks really print for them, and the everyday merchants of the decoys.
 * Written from the description of real charges only, never from the engine's own catalogue.
 *
 * Descriptor tokens, filled by the generator: {ST} a store or club number (fixed per stream, now
 * and then another location), {REF} a per-charge reference code, {CITY} the user's city and state.
 */
import type { TruthStream } from '../detection/eval';

export type Cadence = TruthStream['frequency'];

export interface SubscriptionSpec {
  /** The truth label's merchant name. */
  name: string;
  /** Plaid's cleaned merchant_name when it differs from `name` (Apple's services are all "Apple"). */
  plaidName?: string;
  /** Prices in cents for each cadence the service is sold at. */
  prices: Partial<Record<Cadence, number[]>>;
  /** Raw bank descriptors; the first is the most common. */
  descriptors: string[];
  /** Plaid personal_finance_category detailed code. */
  pfc: string;
  site?: string;
  /** Metered or meal-kit: each charge varies by up to this fraction around the price. */
  metered?: number;
  /** Sold online (sales tax on digital goods may apply; Plaid payment_channel 'online'). */
  digital?: boolean;
  /** Weekly deliveries a customer skips now and then (one week missing, the stream goes on). */
  skips?: boolean;
  /** Debited on the 1st or 15th by ACH, so always on a business day. */
  ach?: boolean;
  /** May start with a $1 first month (that charge is not part of the labelled stream). */
  intro?: boolean;
  /** Several services bill under one descriptor: their prices must differ for one user. */
  family?: string;
  /** One-off purchases from the same merchant (not part of any stream). */
  oneOff?: { descriptors: string[]; cents: [number, number] };
  /** Another stream the same customer often has at this merchant (a club's annual fee, another Apple service). */
  companion?: { name: string; probability: number };
  /** Only ever drawn as another service's companion. */
  companionOnly?: boolean;
}

const APPLE = ['APPLE.COM/BILL', 'APPLE.COM/BILL 866-712-7753 CA', 'Apple.com/bill ITUNES.COM'];

export const SUBSCRIPTIONS: SubscriptionSpec[] = [
  // ---- weekly and biweekly services ----
  { name: 'HelloFresh', prices: { weekly: [5994, 6993, 7992, 8991], biweekly: [5994, 7992] }, descriptors: ['HELLOFRESH', 'HELLOFRESH.COM NEW YORK NY', 'HelloFresh 646-846-3663 NY', 'HLLOFRESH*MEALS 646-8463663'], pfc: 'FOOD_AND_DRINK_GROCERIES', site: 'hellofresh.com', metered: 0.05, skips: true, digital: true },
  { name: 'Basil & Bowl', prices: { weekly: [6499, 7899], biweekly: [6499, 7899] }, descriptors: ['BASIL AND BOWL', 'BASILANDBOWL.COM', 'SQ *BASIL & BOWL', 'Basil & Bowl Meal Kits 415-555-0148'], pfc: 'FOOD_AND_DRINK_GROCERIES', site: 'basilandbowl.com', metered: 0.06, skips: true, digital: true },
  { name: 'Factor', prices: { weekly: [6899, 8999, 10999] }, descriptors: ['FACTOR75', 'FACTOR 75*MEALS CHICAGO IL', 'FACTOR75.COM 312-549-4100'], pfc: 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK', site: 'factor75.com', metered: 0.04, skips: true, digital: true },
  { name: 'EveryPlate', prices: { weekly: [4193, 5592], biweekly: [4193, 5592] }, descriptors: ['EVERYPLATE', 'EVERYPLATE.COM NEW YORK NY', 'EveryPlate 844-462-2473'], pfc: 'FOOD_AND_DRINK_GROCERIES', site: 'everyplate.com', metered: 0.04, skips: true, digital: true },
  { name: 'Harvest Route Farm CSA', prices: { weekly: [3200, 3800, 4500], biweekly: [3800, 4500] }, descriptors: ['HARVEST ROUTE FARM CSA', 'SQ *HARVEST ROUTE FARM', 'HARVESTROUTE.COM'], pfc: 'FOOD_AND_DRINK_GROCERIES', skips: true },
  { name: 'The Morning Ledger', prices: { weekly: [899, 1099, 1299], monthly: [1799, 2499] }, descriptors: ['MORNING LEDGER DELIVERY', 'THE MORNING LEDGER 800-555-0199', 'MORNINGLEDGER.COM *MEMBERSHIP'], pfc: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', site: 'morningledger.com', digital: true },
  { name: 'AquaKids Swim School', prices: { weekly: [2500, 2800, 3500], monthly: [11000, 12500] }, descriptors: ['TST* AQUAKIDS SWIM SCHOOL', 'AQUAKIDS SWIM #{ST}', 'AquaKids Swim School {CITY}'], pfc: 'GENERAL_SERVICES_EDUCATION' },
  { name: 'Paws & Stroll', prices: { weekly: [6000, 7500, 9000, 12000], biweekly: [6000, 7500] }, descriptors: ['SQ *PAWS & STROLL', 'PAWS AND STROLL LLC', 'PAWSANDSTROLL.COM 503-555-0162'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES' },
  { name: 'FoldWell Laundry', prices: { weekly: [3200, 3800, 4400] }, descriptors: ['FOLDWELL LAUNDRY', 'FOLDWELL*WASH & FOLD', 'FOLDWELL.COM {CITY}'], pfc: 'PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING', metered: 0.08, skips: true },
  { name: 'Melody Lane Music', prices: { weekly: [4000, 4500, 6000], monthly: [16000, 18000] }, descriptors: ['MELODY LANE MUSIC', 'PP*MELODYLANEMUSIC', 'PAYPAL *MELODYLANE 402-935-7733'], pfc: 'GENERAL_SERVICES_EDUCATION' },
  { name: 'BloomBox Flowers', prices: { weekly: [3500, 4500], biweekly: [3500, 4500], monthly: [4900] }, descriptors: ['BLOOMBOX FLOWERS', 'BLOOMBOX*WEEKLY STEMS', 'Bloombox.com 888-555-0177'], pfc: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', site: 'bloombox.com', digital: true, skips: true },
  { name: 'PhotoGlow Pro', plaidName: 'Apple', prices: { weekly: [499, 699, 799] }, descriptors: APPLE, pfc: 'ENTERTAINMENT_OTHER_ENTERTAINMENT', site: 'apple.com', digital: true, family: 'apple', companion: { name: 'Apple iCloud+', probability: 0.4 } },
  { name: 'BrightPath Tutoring', prices: { weekly: [5000, 6500, 9000], biweekly: [9000, 12000] }, descriptors: ['BRIGHTPATH TUTORING', 'PAYPAL *BRIGHTPATH', 'BrightPath Tutoring {CITY}'], pfc: 'GENERAL_SERVICES_EDUCATION' },
  { name: 'Iron Forge Training', prices: { weekly: [8000, 10000], biweekly: [15000] }, descriptors: ['SQ *IRON FORGE TRAINING', 'IRON FORGE PT {CITY}', 'IRONFORGE*PERSONAL TRAINING'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS' },
  { name: 'Sparkle Maids', prices: { biweekly: [12000, 14000, 16500] }, descriptors: ['SPARKLE MAIDS', 'SQ *SPARKLE MAIDS LLC', 'SPARKLEMAIDS.COM 512-555-0134'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES' },
  { name: 'GreenLine Lawn Care', prices: { biweekly: [4500, 5500, 6500] }, descriptors: ['GREENLINE LAWN CARE', 'GREENLINE LAWN 512-555-0190', 'SQ *GREENLINE LAWN'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES' },
  { name: 'Furball Grooming', prices: { biweekly: [6500, 7500, 9000] }, descriptors: ['FURBALL GROOMING #{ST}', 'TST* FURBALL GROOMING', 'Furball Grooming {CITY}'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES' },
  { name: 'Little Sprout Diapers', prices: { biweekly: [4999, 6499, 7999] }, descriptors: ['LITTLE SPROUT DIAPERS', 'LITTLESPROUT.COM', 'LITTLE SPROUT*AUTOSHIP'], pfc: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', metered: 0.05, digital: true },
  { name: 'Roastworks Coffee Club', prices: { biweekly: [1800, 2200, 2400], monthly: [3600, 4200] }, descriptors: ['SQ *ROASTWORKS COFFEE', 'ROASTWORKS*COFFEE CLUB', 'Roastworks Coffee Co Portland OR'], pfc: 'FOOD_AND_DRINK_COFFEE', digital: true },
  { name: 'ClearBlue Pool Service', prices: { biweekly: [8000, 9500, 11000] }, descriptors: ['CLEARBLUE POOL SVC', 'CLEARBLUE POOL SERVICE 480-555-0111', 'PAYPAL *CLEARBLUEPOOL'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES' },
  { name: 'Chewy Autoship', plaidName: 'Chewy', prices: { biweekly: [3899, 5499, 6299], monthly: [4599, 6899] }, descriptors: ['CHEWY.COM', 'Chewy.com 800-672-4399 FL', 'CHEWY INC*AUTOSHIP'], pfc: 'GENERAL_MERCHANDISE_PET_SUPPLIES', site: 'chewy.com', metered: 0.07, digital: true, oneOff: { descriptors: ['CHEWY.COM'], cents: [1299, 8999] } },
  { name: 'KittyFresh Litter', prices: { biweekly: [2499, 2999], monthly: [4499] }, descriptors: ['KITTYFRESH LITTER CO', 'KITTYFRESH*AUTOSHIP', 'PP*KITTYFRESH'], pfc: 'GENERAL_MERCHANDISE_PET_SUPPLIES', digital: true },

  // ---- mostly monthly ----
  { name: 'Netflix', prices: { monthly: [699, 1549, 2299] }, descriptors: ['NETFLIX.COM', 'Netflix.com Los Gatos CA', 'NETFLIX.COM 866-579-7172 CA', 'NETFLIX *MEMBERSHIP'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'netflix.com', digital: true },
  { name: 'Spotify', prices: { monthly: [1099, 1199, 1699, 1999] }, descriptors: ['SPOTIFY USA', 'Spotify USA 877-7781161 NY', 'PAYPAL *SPOTIFY', 'SPOTIFY P{REF}'], pfc: 'ENTERTAINMENT_MUSIC_AND_AUDIO', site: 'spotify.com', digital: true, intro: true },
  { name: 'Hulu', prices: { monthly: [799, 999, 1799] }, descriptors: ['HULU 877-8244858 CA', 'HULU*MONTHLY', 'Hulu.com Santa Monica CA', 'HULU *HULU PLUS'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'hulu.com', digital: true, intro: true },
  { name: 'Disney+', prices: { monthly: [799, 999, 1399], annual: [7999, 13999] }, descriptors: ['DISNEY PLUS', 'DISNEYPLUS 888-9057888 CA', 'Disney Plus Burbank CA'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'disneyplus.com', digital: true, intro: true },
  { name: 'Max', prices: { monthly: [999, 1699] }, descriptors: ['MAX.COM', 'HBO MAX HBOMAX.COM NY', 'WarnerMedia*Max 855-442-6629'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'max.com', digital: true, intro: true },
  { name: 'Paramount+', prices: { monthly: [599, 1199, 1299] }, descriptors: ['PARAMOUNT+', 'CBS INTERACTIVE*PARAMOUNT+', 'Paramount+ 888-274-5343 CA'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'paramountplus.com', digital: true, intro: true },
  { name: 'Peacock', prices: { monthly: [599, 799, 1399] }, descriptors: ['PEACOCK', 'PEACOCKTV 800-345-3288 NY', 'PEACOCK PREMIUM {REF}'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'peacocktv.com', digital: true, intro: true },
  { name: 'YouTube Premium', plaidName: 'YouTube', prices: { monthly: [1399, 2299] }, descriptors: ['GOOGLE *YouTubePremium', 'GOOGLE *YOUTUBE PREMIUM g.co/helppay#', 'Google YouTube Premium 650-253-0000 CA'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'youtube.com', digital: true, family: 'google', intro: true },
  { name: 'Google One', plaidName: 'Google', prices: { monthly: [199, 299, 999, 1999], annual: [1999, 9999] }, descriptors: ['GOOGLE *Google One', 'GOOGLE*GOOGLE STORAGE g.co/helppay#', 'Google One 855-836-3987 CA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'google.com', digital: true, family: 'google' },
  { name: 'Apple iCloud+', plaidName: 'Apple', prices: { monthly: [99, 299, 999] }, descriptors: APPLE, pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'apple.com', digital: true, family: 'apple', companion: { name: 'Apple Music', probability: 0.4 } },
  { name: 'Apple Music', plaidName: 'Apple', prices: { monthly: [1099], annual: [10900] }, descriptors: APPLE, pfc: 'ENTERTAINMENT_MUSIC_AND_AUDIO', site: 'apple.com', digital: true, family: 'apple' },
  { name: 'Apple TV+', plaidName: 'Apple', prices: { monthly: [999] }, descriptors: APPLE, pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'apple.com', digital: true, family: 'apple', companion: { name: 'Apple iCloud+', probability: 0.5 } },
  { name: 'Day One Journal', plaidName: 'Apple', prices: { annual: [3499, 4999] }, descriptors: APPLE, pfc: 'ENTERTAINMENT_OTHER_ENTERTAINMENT', site: 'apple.com', digital: true, family: 'apple' },
  { name: 'Dropbox', prices: { monthly: [1199, 1999], annual: [11988, 19900] }, descriptors: ['DROPBOX*{REF}', 'Dropbox 855-237-6726 CA', 'DROPBOX*PLUS', 'DROPBOX.COM'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'dropbox.com', digital: true },
  { name: 'Adobe', prices: { monthly: [1199, 2299, 5999] }, descriptors: ['ADOBE *CREATIVE CLOUD', 'ADOBE *PHOTOGPHY PLAN 800-833-6687 CA', 'ADOBE  *ADOBE', 'Adobe Inc San Jose CA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'adobe.com', digital: true, oneOff: { descriptors: ['ADOBE *STOCK', 'ADOBE *ADOBE STOCK'], cents: [999, 2999] } },
  { name: 'Microsoft 365', plaidName: 'Microsoft', prices: { monthly: [699, 999], annual: [6999, 9999] }, descriptors: ['MICROSOFT*MICROSOFT 365 P', 'MSFT * E0300{REF}', 'Microsoft*Microsoft 365 F 800-642-7676 WA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'microsoft.com', digital: true, family: 'microsoft' },
  { name: 'Xbox Game Pass', plaidName: 'Microsoft', prices: { monthly: [1699, 1999] }, descriptors: ['MICROSOFT*XBOX GAME PASS', 'MSFT*XBOX 800-469-9269 WA', 'Microsoft*Xbox'], pfc: 'ENTERTAINMENT_VIDEO_GAMES', site: 'xbox.com', digital: true, family: 'microsoft', oneOff: { descriptors: ['MICROSOFT*XBOX', 'MICROSOFT*STORE'], cents: [499, 6999] } },
  { name: 'ChatGPT Plus', plaidName: 'OpenAI', prices: { monthly: [2000] }, descriptors: ['OPENAI *CHATGPT SUBSCR', 'OPENAI *CHATGPT SUBSCR OPENAI.COM CA', 'OpenAI San Francisco CA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'openai.com', digital: true },
  { name: 'GitHub', prices: { monthly: [400, 1000], annual: [4000, 10000] }, descriptors: ['GITHUB, INC.', 'GITHUB INC. GITHUB.COM CA', 'GitHub Inc San Francisco CA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'github.com', digital: true },
  { name: 'Notion', prices: { monthly: [1000, 1200] }, descriptors: ['NOTION LABS, INC.', 'NOTION.SO', 'Notion Labs 415-555-0112 CA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'notion.so', digital: true },
  { name: 'Canva', prices: { monthly: [1499], annual: [11999] }, descriptors: ['CANVA* I0{REF}', 'CANVA* PRO', 'Canva Sydney NSW'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'canva.com', digital: true },
  { name: 'Grammarly', prices: { monthly: [1200, 3000], annual: [14400] }, descriptors: ['GRAMMARLY CO', 'GRAMMARLY*PREMIUM', 'Grammarly Inc 888-555-0144 CA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'grammarly.com', digital: true },
  { name: 'Ironworks Gym', prices: { monthly: [2499, 3999, 4999] }, descriptors: ['IRONWORKS GYM #{ST}', 'IRONWORKS GYM*MEMBERSHIP', 'IRONWORKS FITNESS CLUB DUES'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', ach: true, oneOff: { descriptors: ['IRONWORKS GYM #{ST}'], cents: [2000, 6000] } },
  { name: 'Planet Fitness', prices: { monthly: [1000, 1500, 2499] }, descriptors: ['PLANET FITNESS #{ST}', 'PLANET FIT CLUB FEES', 'PF CLUB FEES {CITY}'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', site: 'planetfitness.com', ach: true, companion: { name: 'Planet Fitness Annual Fee', probability: 0.7 } },
  { name: 'Planet Fitness Annual Fee', plaidName: 'Planet Fitness', companionOnly: true, prices: { annual: [4900] }, descriptors: ['PLANET FITNESS #{ST}', 'PLANET FIT ANNUAL FEE', 'PF CLUB FEES {CITY}'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', site: 'planetfitness.com' },
  { name: 'Pulse Fitness Club', prices: { monthly: [3499, 5999] }, descriptors: ['PULSE FITNESS {CITY}', 'PULSE FITNESS CLUB*DUES', 'SQ *PULSE FITNESS'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', ach: true },
  { name: 'Summit Climbing', prices: { monthly: [7500, 8500] }, descriptors: ['SUMMIT CLIMBING GYM', 'TST* SUMMIT CLIMB MEMBERSHIP', 'SUMMIT CLIMBING {CITY}'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', oneOff: { descriptors: ['SUMMIT CLIMBING GYM'], cents: [2200, 2200] } },
  { name: 'Lotus Room Yoga', prices: { monthly: [12900, 14900] }, descriptors: ['SQ *LOTUS ROOM YOGA', 'LOTUS ROOM YOGA STUDIO', 'LOTUSROOMYOGA.COM'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', oneOff: { descriptors: ['SQ *LOTUS ROOM YOGA'], cents: [2500, 2500] } },
  { name: 'The New York Times', prices: { monthly: [400, 1700, 2500], annual: [19500] }, descriptors: ['NYTIMES*NYTIMES SUB', 'NYT*NYTIMES 800-698-4637 NY', 'THE NEW YORK TIMES NYTIMES.COM'], pfc: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', site: 'nytimes.com', digital: true, intro: true },
  { name: 'The Meridian Post', prices: { monthly: [1200, 1500], annual: [12000] }, descriptors: ['MERIDIAN POST DIGITAL', 'MERIDIANPOST.COM SUB', 'PP*MERIDIANPOST'], pfc: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', digital: true, intro: true },
  { name: 'Harbor Gazette', prices: { monthly: [999] }, descriptors: ['HARBOR GAZETTE SUBSCR', 'PP*HARBORGAZETTE', 'Harbor Gazette 207-555-0155 ME'], pfc: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', digital: true, intro: true },
  { name: 'Kindred Match', prices: { monthly: [2999, 3999], 'semi-annual': [10794, 13194] }, descriptors: ['KINDRED MATCH', 'KINDREDMATCH.COM 888-555-0183', 'KINDRED*PREMIUM'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true, intro: true },
  { name: 'SparkDate', prices: { monthly: [1999, 2999] }, descriptors: ['SPARKDATE*PREMIUM', 'SPARKDATE APP', 'SparkDate Dallas TX'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true, intro: true },
  { name: 'NordVPN', prices: { monthly: [1299], annual: [5988, 9948] }, descriptors: ['NORDVPN*', 'PP*NORDVPN', 'NORDVPN.COM 0800'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'nordvpn.com', digital: true },
  { name: 'TunnelShield VPN', prices: { monthly: [999], 'semi-annual': [4194], annual: [5999] }, descriptors: ['TUNNELSHIELD VPN', 'PADDLE.NET* TUNNELSHIELD', 'TunnelShield.com 844-555-0199'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },
  { name: 'KeyVault', prices: { monthly: [299, 499], annual: [3588] }, descriptors: ['KEYVAULT*PREMIUM', 'KEYVAULT PASSWORD MGR', 'KeyVault.io'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },
  { name: 'Audible', prices: { monthly: [795, 1495, 2295] }, descriptors: ['AUDIBLE*{REF}', 'Audible US amzn.com/bill NJ', 'AUDIBLE*MEMBERSHIP'], pfc: 'ENTERTAINMENT_MUSIC_AND_AUDIO', site: 'audible.com', digital: true, intro: true, oneOff: { descriptors: ['AUDIBLE*{REF}'], cents: [999, 2499] } },
  { name: 'Patreon', prices: { monthly: [500, 800, 1000] }, descriptors: ['PATREON* MEMBERSHIP', 'Patreon*Membership patreon.com CA', 'PATREON* {REF}'], pfc: 'ENTERTAINMENT_OTHER_ENTERTAINMENT', site: 'patreon.com', digital: true },
  { name: 'Twitch', prices: { monthly: [499, 599] }, descriptors: ['TWITCH INTERACTIVE', 'TWITCH.TV*SUB', 'Twitch Interactive 877-555-0133 CA'], pfc: 'ENTERTAINMENT_VIDEO_GAMES', site: 'twitch.tv', digital: true },
  { name: 'PlayStation Plus', plaidName: 'PlayStation', prices: { monthly: [1799], annual: [7999, 11999, 15999] }, descriptors: ['PLAYSTATION NETWORK', 'Sony Interactive Entertainment', 'PlayStation Network 877-971-7669 CA'], pfc: 'ENTERTAINMENT_VIDEO_GAMES', site: 'playstation.com', digital: true, oneOff: { descriptors: ['PLAYSTATION NETWORK'], cents: [1999, 6999] } },
  { name: 'Uber One', plaidName: 'Uber', prices: { monthly: [999], annual: [9600] }, descriptors: ['UBER *ONE MEMBERSHIP', 'UBER* ONE HELP.UBER.COM CA', 'Uber One 866-576-1039'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'uber.com', digital: true, family: 'uber' },
  { name: 'DashPass', plaidName: 'DoorDash', prices: { monthly: [999], annual: [9600] }, descriptors: ['DOORDASH*DASHPASS', 'DD *DOORDASH DASHPASS', 'DoorDash DashPass 855-973-1040'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'doordash.com', digital: true },
  { name: 'Instacart+', plaidName: 'Instacart', prices: { monthly: [999], annual: [9900] }, descriptors: ['INSTACART+ MEMBERSHIP', 'INSTACART*SUBSCRIPTION', 'Instacart 888-246-7822 CA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'instacart.com', digital: true },
  { name: 'Amazon Prime', plaidName: 'Amazon', prices: { monthly: [1499], annual: [13900] }, descriptors: ['AMAZON PRIME*{REF}', 'Amazon Prime*{REF} Amzn.com/bill WA', 'AMZN PRIME MEMBERSHIP'], pfc: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', site: 'amazon.com', digital: true, family: 'amazon' },
  { name: 'Peloton', prices: { monthly: [1299, 2400, 4400] }, descriptors: ['PELOTON* MEMBERSHIP', 'PELOTON INTERACTIVE 866-679-9129', 'PELOTON*APP'], pfc: 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', site: 'onepeloton.com', digital: true },
  { name: 'Little Leaps Gymnastics', prices: { monthly: [8500, 11000] }, descriptors: ['LITTLE LEAPS GYMNASTICS', 'TST* LITTLE LEAPS GYM', 'LITTLE LEAPS GYMNASTICS {CITY}'], pfc: 'GENERAL_SERVICES_EDUCATION', ach: true },
  { name: 'Karate Kids Dojo', prices: { monthly: [9900, 12500] }, descriptors: ['SQ *KARATE KIDS DOJO', 'KARATE KIDS DOJO {CITY}'], pfc: 'GENERAL_SERVICES_EDUCATION' },
  { name: 'Code Cadets', prices: { monthly: [4900, 7900] }, descriptors: ['CODECADETS.COM MONTHLY', 'PP*CODECADETS', 'PAYPAL *CODECADETS'], pfc: 'GENERAL_SERVICES_EDUCATION', digital: true },
  { name: 'BarkBox', prices: { monthly: [2900, 3500], 'semi-annual': [14400] }, descriptors: ['BARKBOX', 'BARK*BARKBOX 855-539-7794', 'BarkBox New York NY'], pfc: 'GENERAL_MERCHANDISE_PET_SUPPLIES', site: 'barkbox.com', digital: true },
  { name: 'Whisker Wellness Plan', prices: { monthly: [3999, 4999] }, descriptors: ['WHISKER WELLNESS PLAN', 'WHISKERVET*WELLNESS', 'Whisker Veterinary {CITY}'], pfc: 'MEDICAL_VETERINARY_SERVICES', oneOff: { descriptors: ['Whisker Veterinary {CITY}'], cents: [6500, 24000] } },
  { name: 'Squarespace', prices: { monthly: [1600, 2300], annual: [19200, 27600] }, descriptors: ['SQSP* WEBSITE #{REF}', 'SQUARESPACE INC.', 'SQSP* INV{REF}'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'squarespace.com', digital: true },
  { name: 'HostNimbus', prices: { monthly: [599, 999], quarterly: [2697], 'semi-annual': [5994], annual: [8388] }, descriptors: ['HOSTNIMBUS.COM', 'HOSTNIMBUS*HOSTING', 'HostNimbus 480-555-0127 AZ'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },
  { name: 'Sudsy Car Wash Club', prices: { monthly: [2499, 2999, 3999] }, descriptors: ['SUDSY CAR WASH #{ST} CLUB', 'SUDSY*UNLIMITED CLUB', 'SUDSY EXPRESS WASH {CITY}'], pfc: 'GENERAL_SERVICES_AUTOMOTIVE' },
  { name: 'Duolingo', prices: { monthly: [1299], annual: [8399, 11999] }, descriptors: ['DUOLINGO', 'DUOLINGO PITTSBURGH PA', 'Duolingo*Super'], pfc: 'GENERAL_SERVICES_EDUCATION', site: 'duolingo.com', digital: true, intro: true },
  { name: 'Headspace', prices: { monthly: [1299], annual: [6999] }, descriptors: ['HEADSPACE', 'HEADSPACE.COM 800-555-0102', 'Headspace Inc Santa Monica CA'], pfc: 'PERSONAL_CARE_OTHER_PERSONAL_CARE', site: 'headspace.com', digital: true, intro: true },
  { name: 'Calm', prices: { monthly: [1499], annual: [6999] }, descriptors: ['CALM.COM', 'CALM*SUBSCRIPTION', 'Calm.com San Francisco CA'], pfc: 'PERSONAL_CARE_OTHER_PERSONAL_CARE', site: 'calm.com', digital: true, intro: true },
  { name: 'Crunchyroll', prices: { monthly: [799, 1199], annual: [7999] }, descriptors: ['CRUNCHYROLL', 'CRUNCHYROLL*MEMBERSHIP', 'Crunchyroll 415-555-0181 CA'], pfc: 'ENTERTAINMENT_TV_AND_MOVIES', site: 'crunchyroll.com', digital: true, intro: true },
  { name: 'Snack Crate', prices: { monthly: [2999, 3999] }, descriptors: ['SNACKCRATE', 'SNACKCRATE*MONTHLY', 'SQ *SNACK CRATE'], pfc: 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK', digital: true },
  { name: 'Boxly Cloud', prices: { monthly: [599, 1199], annual: [5999] }, descriptors: ['BOXLY CLOUD STORAGE', 'BOXLY*CLOUD PLAN', 'Boxly.com 888-555-0116'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },
  { name: 'Ledgerly', prices: { monthly: [1499], annual: [9900] }, descriptors: ['LEDGERLY APP', 'PADDLE.NET* LEDGERLY', 'LEDGERLY*SUBSCRIPTION'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },

  // ---- quarterly and semi-annual ----
  { name: 'Dollar Shave Club', prices: { quarterly: [1500, 2200, 2700], monthly: [900, 1000] }, descriptors: ['DOLLAR SHAVE CLUB', 'DOLLARSHAVECLUB.COM 310-975-8528 CA', 'DSC*DOLLARSHAVECLUB'], pfc: 'PERSONAL_CARE_OTHER_PERSONAL_CARE', site: 'dollarshaveclub.com', digital: true },
  { name: "Vintner's Cellar Club", prices: { quarterly: [8900, 11900, 14900] }, descriptors: ['VINTNERS CELLAR CLUB', "TST* VINTNER'S CELLAR", 'VINTNERSCELLAR.COM 707-555-0166 CA'], pfc: 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', metered: 0.03 },
  { name: 'FabFitFun', prices: { quarterly: [5499, 5999], annual: [17999] }, descriptors: ['FABFITFUN', 'FABFITFUN.COM 855-445-5464', 'FabFitFun Inc Los Angeles CA'], pfc: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', site: 'fabfitfun.com', digital: true },
  { name: 'Sockworthy Club', prices: { quarterly: [3600, 4200] }, descriptors: ['SOCKWORTHY*QUARTERLY', 'SOCKWORTHY CLUB', 'PP*SOCKWORTHY'], pfc: 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', digital: true },
  { name: 'Nautilus Book Box', prices: { quarterly: [4500, 5400], monthly: [1999] }, descriptors: ['NAUTILUS BOOK BOX', 'PP*NAUTILUSBOOKS', 'NautilusBookBox.com'], pfc: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', digital: true },
  { name: 'PureFlow Filters', prices: { quarterly: [3999, 4999], 'semi-annual': [6999] }, descriptors: ['PUREFLOW FILTERS AUTOSHIP', 'PUREFLOW*FILTER PLAN', 'PureFlow Filters 866-555-0190'], pfc: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', digital: true },
  { name: 'Bluebird Quarterly', prices: { quarterly: [1995, 2400] }, descriptors: ['BLUEBIRD QUARTERLY MAG', 'BLUEBIRD*SUBSCRIPTION', 'Bluebird Quarterly 612-555-0175 MN'], pfc: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', digital: true },
  { name: 'Tinker Trunk', prices: { quarterly: [5985, 6585], monthly: [2995] }, descriptors: ['TINKERTRUNK.COM', 'TINKER TRUNK*STEM BOX', 'SQ *TINKER TRUNK'], pfc: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', digital: true },
  { name: 'Ember Candle Club', prices: { quarterly: [4400, 5200] }, descriptors: ['EMBER CANDLE CO', 'EMBER*CANDLE CLUB', 'SQ *EMBER CANDLE CO'], pfc: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', digital: true },
  { name: 'Inkwell Studio', prices: { quarterly: [2997, 4497], annual: [9999] }, descriptors: ['INKWELL STUDIO', 'PADDLE.NET* INKWELL', 'FS *INKWELL STUDIO'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },
  { name: 'ClearView Lens Co', prices: { 'semi-annual': [11000, 14500, 18000] }, descriptors: ['CLEARVIEW LENS CO', 'CLEARVIEWLENS.COM 800-555-0119', 'CLEARVIEW*LENS AUTOSHIP'], pfc: 'MEDICAL_EYE_CARE', digital: true },
  { name: 'ComfortAir Service Plan', prices: { 'semi-annual': [8900, 11900] }, descriptors: ['COMFORTAIR SVC PLAN', 'COMFORTAIR HEATING & COOLING', 'COMFORTAIR*MAINT AGREEMENT'], pfc: 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE' },
  { name: 'Riverside Youth Soccer', prices: { 'semi-annual': [12500, 15000, 17500] }, descriptors: ['RIVERSIDE YOUTH SOCCER', 'TST* RIVERSIDE YSL', 'LEAGUEAPPS*RIVERSIDE YSL'], pfc: 'ENTERTAINMENT_OTHER_ENTERTAINMENT' },
  { name: 'Atlas Traveler', prices: { 'semi-annual': [2400, 2995], annual: [4500] }, descriptors: ['ATLAS TRAVELER MAG', 'ATLASTRAVELER*RENEWAL', 'Atlas Traveler 800-555-0135'], pfc: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', digital: true },
  { name: 'QuickLube Maintenance Club', prices: { 'semi-annual': [7999, 9999] }, descriptors: ['QUICKLUBE CLUB #{ST}', 'QUICKLUBE*MAINT CLUB', 'QUICK LUBE {CITY}'], pfc: 'GENERAL_SERVICES_AUTOMOTIVE' },
  { name: 'Babbel', prices: { 'semi-annual': [4470, 5994], annual: [8340], monthly: [1395] }, descriptors: ['BABBEL.COM', 'BABBEL*SUBSCRIPTION', 'Babbel Berlin DEU'], pfc: 'GENERAL_SERVICES_EDUCATION', site: 'babbel.com', digital: true },
  { name: 'Arabesque Ballet School', prices: { 'semi-annual': [29500, 34500] }, descriptors: ['TST* ARABESQUE BALLET', 'ARABESQUE BALLET SCHOOL', 'ARABESQUE BALLET {CITY}'], pfc: 'GENERAL_SERVICES_EDUCATION' },

  // ---- annual ----
  { name: 'Costco Membership', plaidName: 'Costco', prices: { annual: [6500, 13000] }, descriptors: ['COSTCO *ANNUAL RENEWAL', 'COSTCO MEMBERSHIP 800-774-2678', 'COSTCO WHSE MBR RENEWAL'], pfc: 'GENERAL_MERCHANDISE_SUPERSTORES', site: 'costco.com' },
  { name: "Sam's Club Membership", plaidName: "Sam's Club", prices: { annual: [5000, 11000] }, descriptors: ['SAMS CLUB MEMBERSHIP', "SAM'S CLUB #{ST} RENEWAL", 'SAMSCLUB.COM MEMBERSHIP'], pfc: 'GENERAL_MERCHANDISE_SUPERSTORES', site: 'samsclub.com' },
  { name: 'Namecheap', prices: { annual: [1398, 1598, 2498] }, descriptors: ['NAMECHEAP*{REF}', 'NAMECHEAP.COM', 'Namecheap Phoenix AZ'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'namecheap.com', digital: true },
  { name: 'Porkbun', prices: { annual: [1108, 1573] }, descriptors: ['PORKBUN LLC', 'PORKBUN.COM 855-767-5286 OR'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },
  { name: 'SentryShield Antivirus', prices: { annual: [4999, 5999, 8999] }, descriptors: ['SENTRYSHIELD*ANNUAL', 'SENTRYSHIELD ANTIVIRUS 866-555-0128', 'SentryShield Security'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', digital: true },
  { name: 'Norton', prices: { annual: [4999, 9999] }, descriptors: ['NORTON *AP{REF}', 'NORTONLIFELOCK 844-488-4540', 'Norton*Gen Digital'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'norton.com', digital: true },
  { name: '1Password', prices: { annual: [3588, 5988] }, descriptors: ['1PASSWORD', 'AGILEBITS*1PASSWORD', '1Password Toronto ON'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: '1password.com', digital: true },
  { name: 'Riverbend Zoo Membership', prices: { annual: [12000, 15500] }, descriptors: ['RIVERBEND ZOO MEMBERSHIP', 'TST* RIVERBEND ZOO', 'RIVERBEND ZOOLOGICAL SOC'], pfc: 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', oneOff: { descriptors: ['TST* RIVERBEND ZOO'], cents: [800, 2500] } },
  { name: 'Halloran Museum', prices: { annual: [9500, 12500] }, descriptors: ['HALLORAN MUSEUM MEMBERSHIP', 'HALLORAN MUSEUM OF ART', 'SQ *HALLORAN MUSEUM'], pfc: 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS' },
  { name: 'AAA Membership', plaidName: 'AAA', prices: { annual: [6400, 12400] }, descriptors: ['AAA MEMBERSHIP RENEWAL', 'AAA NCNU MBR DUES', 'AAA CLUB ALLIANCE MBRSHP'], pfc: 'GENERAL_SERVICES_AUTOMOTIVE', site: 'aaa.com' },
  { name: 'Nintendo Switch Online', plaidName: 'Nintendo', prices: { annual: [1999, 3499, 4999] }, descriptors: ['NINTENDO CA{REF}', 'NINTENDO OF AMERICA 800-255-3700', 'Nintendo eShop'], pfc: 'ENTERTAINMENT_VIDEO_GAMES', site: 'nintendo.com', digital: true, oneOff: { descriptors: ['NINTENDO CA{REF}'], cents: [999, 6999] } },
  { name: 'JetBrains', prices: { annual: [16900, 24900] }, descriptors: ['JETBRAINS AMERICAS INC', 'JETBRAINS S.R.O.', 'JetBrains Americas Boston MA'], pfc: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', site: 'jetbrains.com', digital: true },
];

export const SUBSCRIPTION_BY_NAME = new Map(SUBSCRIPTIONS.map((s) => [s.name, s]));

/** Home towns: city, state, ZIP, latitude, longitude. */
export const TOWNS: [string, string, string, number, number][] = [
  ['AUSTIN', 'TX', '78704', 30.25, -97.76],
  ['PORTLAND', 'OR', '97214', 45.51, -122.64],
  ['DENVER', 'CO', '80205', 39.76, -104.97],
  ['COLUMBUS', 'OH', '43215', 39.96, -83.0],
  ['RALEIGH', 'NC', '27601', 35.78, -78.64],
  ['MADISON', 'WI', '53703', 43.07, -89.38],
  ['TUCSON', 'AZ', '85719', 32.24, -110.95],
  ['RICHMOND', 'VA', '23220', 37.55, -77.45],
  ['BOISE', 'ID', '83702', 43.62, -116.2],
  ['PITTSBURGH', 'PA', '15213', 40.44, -79.95],
  ['SACRAMENTO', 'CA', '95814', 38.58, -121.49],
  ['OMAHA', 'NE', '68102', 41.26, -95.93],
];

export const EMPLOYERS = ['ACME CORP', 'NORTHWIND TRADERS', 'BLUE RIVER HEALTH', 'CONTOSO LTD', 'PINNACLE LOGISTICS', 'CITY OF RIVERTON', 'HALCYON SOFTWARE', 'SUMMIT MEDICAL GRP', 'FABRIKAM INC', 'LAKESIDE SCHOOL DIST'];

/** An everyday merchant: descriptors, Plaid's name and category. */
export interface ShopSpec {
  descriptors: string[];
  plaidName: string;
  pfc: string;
  legacy?: string[];
  site?: string;
  online?: boolean;
}

const shop = (plaidName: string, descriptors: string[], pfc: string, legacy?: string[], online = false, site?: string): ShopSpec => ({ plaidName, descriptors, pfc, legacy, online, site });

export const GROCERS: ShopSpec[] = [
  shop("Trader Joe's", ["TRADER JOE'S #{ST} QPS", 'TRADER JOES #{ST}'], 'FOOD_AND_DRINK_GROCERIES', ['Shops', 'Supermarkets and Groceries']),
  shop('Safeway', ['SAFEWAY #{ST}', 'SAFEWAY STORE {ST}'], 'FOOD_AND_DRINK_GROCERIES', ['Shops', 'Supermarkets and Groceries']),
  shop('Whole Foods Market', ['WHOLEFDS MKT #{ST}', 'WHOLE FOODS MARKET {CITY}'], 'FOOD_AND_DRINK_GROCERIES', ['Shops', 'Supermarkets and Groceries']),
  shop('Kroger', ['KROGER #{ST}', 'KROGER {ST} {CITY}'], 'FOOD_AND_DRINK_GROCERIES'),
  shop('Aldi', ['ALDI {ST}', 'ALDI {ST} {CITY}'], 'FOOD_AND_DRINK_GROCERIES'),
  shop('H-E-B', ['H-E-B #{ST}', 'HEB FOOD STORE {ST}'], 'FOOD_AND_DRINK_GROCERIES'),
  shop('Publix', ['PUBLIX #{ST}', 'PUBLIX SUPER MAR {ST}'], 'FOOD_AND_DRINK_GROCERIES'),
  shop('Hillside Farmers Market', ['SQ *HILLSIDE FARMERS MKT'], 'FOOD_AND_DRINK_GROCERIES'),
];

export const CAFES: ShopSpec[] = [
  shop('Starbucks', ['STARBUCKS STORE {ST}', 'STARBUCKS {ST} {CITY}'], 'FOOD_AND_DRINK_COFFEE', ['Food and Drink', 'Restaurants', 'Coffee Shop'], false, 'starbucks.com'),
  shop('Blue Heron Coffee', ['SQ *BLUE HERON COFFEE'], 'FOOD_AND_DRINK_COFFEE'),
  shop("Dunkin'", ['DUNKIN #{ST} Q35', 'DUNKIN #{ST}'], 'FOOD_AND_DRINK_COFFEE', ['Food and Drink', 'Restaurants', 'Coffee Shop']),
  shop("Peet's Coffee", ['PEETS #{ST}', "PEET'S COFFEE {CITY}"], 'FOOD_AND_DRINK_COFFEE'),
  shop('Common Grounds Cafe', ['TST* COMMON GROUNDS CAFE'], 'FOOD_AND_DRINK_COFFEE'),
  shop('Morning Ritual Cafe', ['SQ *MORNING RITUAL CAFE', 'SQ *MORNING RITUAL'], 'FOOD_AND_DRINK_COFFEE'),
];

export const RESTAURANTS: ShopSpec[] = [
  shop('The Copper Pot', ['TST* THE COPPER POT'], 'FOOD_AND_DRINK_RESTAURANT', ['Food and Drink', 'Restaurants']),
  shop('Taco Libre', ['SQ *TACO LIBRE'], 'FOOD_AND_DRINK_RESTAURANT'),
  shop('Chipotle', ['CHIPOTLE {ST}', 'CHIPOTLE ONLINE'], 'FOOD_AND_DRINK_FAST_FOOD', ['Food and Drink', 'Restaurants', 'Fast Food']),
  shop("McDonald's", ["MCDONALD'S F{ST}", 'MCDONALDS F{ST} {CITY}'], 'FOOD_AND_DRINK_FAST_FOOD', ['Food and Drink', 'Restaurants', 'Fast Food']),
  shop('Sweetgreen', ['SWEETGREEN {CITY}', 'SWEETGREEN #{ST}'], 'FOOD_AND_DRINK_RESTAURANT'),
  shop('Panera Bread', ['PANERA BREAD #{ST}', 'PANERA BREAD #{ST} K'], 'FOOD_AND_DRINK_RESTAURANT'),
  shop('DoorDash', ['DD *DOORDASH SUSHIYA', 'DD *DOORDASH THAIBASIL', 'DD *DOORDASH WINGSTOP'], 'FOOD_AND_DRINK_RESTAURANT', undefined, true, 'doordash.com'),
  shop('Uber Eats', ['UBER   *EATS', 'UBER *EATS HELP.UBER.COM'], 'FOOD_AND_DRINK_RESTAURANT', undefined, true, 'ubereats.com'),
  shop('Grubhub', ['GRUBHUB*PIZZAPALACE', 'GRUBHUB*NOODLEBAR'], 'FOOD_AND_DRINK_RESTAURANT', undefined, true, 'grubhub.com'),
  shop('Nonna Rosa Trattoria', ['TST* NONNA ROSA TRATTORIA'], 'FOOD_AND_DRINK_RESTAURANT'),
  shop('Shake Shack', ['SHAKE SHACK {ST}'], 'FOOD_AND_DRINK_FAST_FOOD'),
  shop('Pho House', ['SQ *PHO HOUSE'], 'FOOD_AND_DRINK_RESTAURANT'),
  shop("Domino's", ["DOMINO'S {ST}", 'DOMINOS {ST}'], 'FOOD_AND_DRINK_FAST_FOOD'),
  shop('Chick-fil-A', ['CHICK-FIL-A #{ST}'], 'FOOD_AND_DRINK_FAST_FOOD'),
  shop('Olive Garden', ['OLIVE GARDEN {ST}'], 'FOOD_AND_DRINK_RESTAURANT'),
];

export const RIDES: ShopSpec[] = [
  shop('Uber', ['UBER *TRIP', 'UBER   *TRIP HELP.UBER.COM CA', 'UBER *TRIP {REF}'], 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', ['Travel', 'Taxi'], true, 'uber.com'),
  shop('Lyft', ['LYFT *RIDE', 'LYFT   *RIDE SUN 8PM', 'LYFT *RIDE FRI 11PM'], 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', ['Travel', 'Taxi'], true, 'lyft.com'),
];

export const STORES: ShopSpec[] = [
  shop('Amazon', ['AMAZON MKTPLACE PMTS', 'AMZN Mktp US*{REF}', 'Amazon.com*{REF}'], 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', ['Shops', 'Digital Purchase'], true, 'amazon.com'),
  shop('Target', ['TARGET.COM *', 'TARGET T-{ST}', 'TARGET {ST} {CITY}'], 'GENERAL_MERCHANDISE_SUPERSTORES', ['Shops', 'Department Stores'], false, 'target.com'),
  shop('Walmart', ['WALMART.COM', 'WAL-MART #{ST}', 'WM SUPERCENTER #{ST}'], 'GENERAL_MERCHANDISE_SUPERSTORES', ['Shops', 'Department Stores'], false, 'walmart.com'),
  shop('Etsy', ['ETSY.COM - WILLOWANDTHREAD', 'ETSY.COM - OAKPRINTSHOP'], 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', undefined, true, 'etsy.com'),
  shop('eBay', ['PAYPAL *EBAY INC', 'EBAY O*{REF}'], 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', undefined, true, 'ebay.com'),
  shop('Best Buy', ['BEST BUY {ST}', 'BESTBUY.COM {REF}'], 'GENERAL_MERCHANDISE_ELECTRONICS'),
  shop('The Home Depot', ['THE HOME DEPOT #{ST}', 'HOMEDEPOT.COM'], 'HOME_IMPROVEMENT_HARDWARE'),
  shop('Costco', ['COSTCO WHSE #{ST}', 'COSTCO WHOLESALE {ST}'], 'GENERAL_MERCHANDISE_SUPERSTORES', undefined, false, 'costco.com'),
  shop('IKEA', ['IKEA {CITY}', 'IKEA.COM {REF}'], 'HOME_IMPROVEMENT_FURNITURE'),
];

export const FUEL: ShopSpec[] = [
  shop('Shell', ['SHELL OIL 574{ST}', 'SHELL SERVICE STATION {CITY}'], 'TRANSPORTATION_GAS', ['Travel', 'Gas Stations']),
  shop('Chevron', ['CHEVRON 00{ST}', 'CHEVRON {ST} {CITY}'], 'TRANSPORTATION_GAS', ['Travel', 'Gas Stations']),
  shop('ExxonMobil', ['EXXONMOBIL 47{ST}', 'EXXON {CITY}'], 'TRANSPORTATION_GAS'),
  shop('Costco Gas', ['COSTCO GAS #{ST}'], 'TRANSPORTATION_GAS'),
  shop('QuikTrip', ['QT {ST} OUTSIDE', 'QT {ST}'], 'TRANSPORTATION_GAS'),
  shop('BP', ['BP#{ST}', 'BP {ST} {CITY}'], 'TRANSPORTATION_GAS'),
];

export const CAR_WASHES: ShopSpec[] = [
  shop('Splash N Go Car Wash', ['SPLASH N GO CAR WASH', 'SQ *SPLASH N GO'], 'GENERAL_SERVICES_AUTOMOTIVE', ['Service', 'Automotive', 'Car Wash and Detail']),
  shop('Mister Sparkle Auto Wash', ['MISTER SPARKLE AUTO WASH #{ST}', 'MISTER SPARKLE #{ST}'], 'GENERAL_SERVICES_AUTOMOTIVE'),
];

export const TRANSIT: ShopSpec[] = [
  shop('Clipper', ['CLIPPER SERVICE', 'CLIPPER CARD AUTOLOAD'], 'TRANSPORTATION_PUBLIC_TRANSIT'),
  shop('Ventra', ['VENTRA AUTOLOAD', 'VENTRA WEB {REF}'], 'TRANSPORTATION_PUBLIC_TRANSIT'),
  shop('E-ZPass', ['E-ZPASS REPLENISH', 'EZPASS*REBILL'], 'TRANSPORTATION_TOLLS'),
];

export const PHARMACIES: ShopSpec[] = [
  shop('CVS Pharmacy', ['CVS/PHARMACY #0{ST}', 'CVS/PHARMACY #0{ST} {CITY}'], 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', ['Shops', 'Pharmacies']),
  shop('Walgreens', ['WALGREENS #{ST}', 'WALGREENS STORE {CITY}'], 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', ['Shops', 'Pharmacies']),
];

export const OUTINGS: ShopSpec[] = [
  shop('AMC Theatres', ['AMC {ST} ONLINE', 'AMC THEATRES {CITY}'], 'ENTERTAINMENT_TV_AND_MOVIES'),
  shop('Ticketmaster', ['TICKETMASTER', 'TM *TICKETMASTER {REF}'], 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', undefined, true),
  shop('Steam', ['STEAMGAMES.COM 4259522985', 'STEAM PURCHASE {REF}'], 'ENTERTAINMENT_VIDEO_GAMES', undefined, true, 'steampowered.com'),
  shop('Apple', ['APPLE.COM/BILL', 'APPLE.COM/BILL 866-712-7753 CA'], 'ENTERTAINMENT_OTHER_ENTERTAINMENT', undefined, true, 'apple.com'),
];
