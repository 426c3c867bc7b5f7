/**
 * index.html per screen, with `<link rel="modulepreload">` for the chunks that screen needs
 * (docs/architecture.md "Chunks and preloads"). Without them the browser learns of the screen's
 * chunk only after the entry chunk has run the router, and of that chunk's imports only after it
 * arrives: a waterfall of round trips. The server knows the path, so it names them in the page.
 *
 * The chunks come from Vite's build manifest (dist/web/.vite/manifest.json, enabled in
 * renderer/vite.config.ts): its keys are source paths relative to renderer/, each with its file and
 * its static imports. Every page is built once at start and kept; a path that is not a screen gets
 * the plain index.html. Only links to our own /assets/ files are added: the Content-Security-Policy
 * (script-src 'self', backend/src/http/security-headers.ts) holds, and no inline script is needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_MODE_META, SITE_SETTINGS_META } from '../../../shared/constants';
import type { SiteSettings } from '../../../shared/contracts/site';
import { SCREENS, type ScreenId } from '../../../shared/routes';

/** One entry of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The module each screen loads, as the manifest names it (relative to renderer/). It mirrors
 * SCREEN_MODULES in renderer/src/app/router.tsx; route-preload.test.ts checks the two agree, and
 * the ScreenId key type makes a screen missing here a compile error.
 */
export const SCREEN_SOURCES: Record<ScreenId, string> = {
  landing: 'src/features/landing/landing-page.tsx',
  subscriptions: 'src/features/subscriptions/subscriptions-page.tsx',
  onboarding: 'src/features/onboarding/onboarding-page.tsx',
  checkout: 'src/features/checkout/checkout-page.tsx',
  paymentSuccess: 'src/features/checkout/payment-success-page.tsx',
  dashboard: 'src/features/dashboard/dashboard-page.tsx',
  mobile: 'src/features/mobile-banking/mobile-banking-page.tsx',
  transactions: 'src/features/transactions/transactions-page.tsx',
  accounts: 'src/features/accounts/accounts-page.tsx',
  business: 'src/features/business-accounts/business-accounts-page.tsx',
  creditScore: 'src/features/credit-score/credit-score-page.tsx',
  aiCoach: 'src/features/ai-coach/ai-coach-page.tsx',
  metaverse: 'src/features/metaverse/metaverse-page.tsx',
  pricing: 'src/features/pricing/pricing-page.tsx',
  beta: 'src/features/beta/beta-page.tsx',
  referral: 'src/features/referral/referral-page.tsx',
  enterprise: 'src/features/enterprise/enterprise-page.tsx',
  blog: 'src/features/blog/blog-page.tsx',
  launch: 'src/features/launch/launch-page.tsx',
  trafficGuide: 'src/features/traffic-guide/traffic-guide-page.tsx',
  share: 'src/features/share/share-page.tsx',
  conversionCommand: 'src/features/conversion-command/conversion-command-page.tsx',
  trafficExecutor: 'src/features/traffic-executor/traffic-executor-page.tsx',
  trafficDashboard: 'src/features/traffic-dashboard/traffic-dashboard-page.tsx',
  analytics: 'src/features/analytics/analytics-page.tsx',
  liveCampaign: 'src/features/live-campaign/live-campaign-page.tsx',
  realTimeConversions: 'src/features/real-time-conversions/real-time-conversions-page.tsx',
  campaignExecutor: 'src/features/campaign-executor/campaign-executor-page.tsx',
  masterActivation: 'src/features/master-activation/master-activation-page.tsx',
  marketingTrends: 'src/features/marketing-trends/marketing-trends-page.tsx',
  viral: 'src/features/viral/viral-page.tsx',
  gamification: 'src/features/gamification/gamification-page.tsx',
  conversionFunnel: 'src/features/conversion-funnel/conversion-funnel-page.tsx',
  billing: 'src/features/billing/billing-page.tsx',
  success: 'src/features/premium-welcome/premium-welcome-page.tsx',
  offers: 'src/features/offers/offers-page.tsx',
  bills: 'src/features/bill-negotiation/bill-negotiation-page.tsx',
  terms: 'src/features/legal/terms-page.tsx',
  privacy: 'src/features/legal/privacy-page.tsx',
  settings: 'src/features/settings/settings-page.tsx',
  members: 'src/features/members/members-page.tsx',
  billsDesk: 'src/features/bills-desk/bills-desk-page.tsx',
};

/**
 * The app's start (renderer/src/main.tsx imports it with import(), so a server-rendered page can be
 * painted before any of it loads): every other screen page preloads it with the screen.
 */
export const APP_START_SOURCE = 'src/app/start.tsx';

const SCREEN_OF_PATH: ReadonlyMap<string, ScreenId> = new Map(
  (Object.keys(SCREENS) as ScreenId[]).flatMap((id) => SCREENS[id].map((p): [string, ScreenId] => [p, id])),
);

/** The screen at an app path (no trailing slash), or undefined. */
export function screenOfPath(appPath: string): ScreenId | undefined {
  return SCREEN_OF_PATH.get(appPath);
}

/** The files (relative to the web root) a manifest key loads: its own, then its static imports, depth first. */
function staticClosure(manifest: ViteManifest, key: string, scripts: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return;
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, scripts, styles);
}

export interface ScreenPreloads {
  /** Script chunks to preload, entry's own ones left out (Vite already links those in index.html). */
  scripts: string[];
  styles: string[];
}

/** What the screen at `urlPath` needs beyond the entry; undefined for a path that is not a screen. */
export function screenPreloads(manifest: ViteManifest, urlPath: string): ScreenPreloads | undefined {
  const screen = SCREEN_OF_PATH.get(urlPath.replace(/\/+$/, '') || '/');
  if (!screen || !manifest[SCREEN_SOURCES[screen]]) return undefined;
  const entryScripts = new Set<string>();
  const entryStyles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, key, entryScripts, entryStyles);
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  staticClosure(manifest, APP_START_SOURCE, scripts, styles);
  staticClosure(manifest, SCREEN_SOURCES[screen], scripts, styles);
  return {
    scripts: [...scripts].filter((file) => !entryScripts.has(file)),
    styles: [...styles].filter((file) => !entryStyles.has(file)),
  };
}

/** Manifest files are plain hashed names; anything else is not written into the page. */
const SAFE_FILE = /^[\w./-]+$/;

/** index.html with the screen's preload links before </head> (unchanged for a path that is not a screen). */
export function indexHtmlFor(html: string, manifest: ViteManifest, urlPath: string): string {
  const preloads = screenPreloads(manifest, urlPath);
  if (!preloads) return html;
  // `crossorigin` as Vite writes it for the entry: the preload must match the module fetch's mode
  // or the browser fetches the chunk twice.
  const links = [
    ...preloads.scripts.filter((f) => SAFE_FILE.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...preloads.styles.filter((f) => SAFE_FILE.test(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
  if (links.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** What the server states in every screen's page, known before any script runs. */
export interface PageFacts {
  /** Offline demo mode: the page carries <meta name=DEMO_MODE_META> (the notice is in the first paint). */
  demo: boolean;
}

/** `html` with a <meta name content> before its </head>; `content` is escaped for the attribute. */
function withHeadMeta(html: string, name: string, content: string): string {
  if (!html.includes('</head>')) return html;
  // The quotes, ampersands and angle brackets escaped, so no value can close the attribute.
  const escaped = content.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // A function, so no `$` pattern in the value means anything to replace().
  return html.replace('</head>', () => `  <meta name="${name}" content="${escaped}">\n  </head>`);
}

/** `html` with the server's facts in its <head>. */
export function withPageFacts(html: string, facts: PageFacts): string {
  return facts.demo ? withHeadMeta(html, DEMO_MODE_META, 'true') : html;
}

/**
 * `html` with the site settings in a <meta> (the landing page reads them before any request). They
 * can change while the server runs, so this is applied per request, not to the pages built at start.
 */
export function withSiteSettings(html: string, settings: SiteSettings): string {
  return withHeadMeta(html, SITE_SETTINGS_META, JSON.stringify(settings));
}

/**
 * Every screen path's page, built once from the web root's index.html: the server's facts, and the
 * screen's preload links when the build has a manifest (without one, as Electron's build, none).
 */
export function routeIndexPages(staticDir: string, facts: PageFacts): ReadonlyMap<string, string> {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest) : undefined;
  const html = withPageFacts(readFileSync(path.join(staticDir, 'index.html'), 'utf8'), facts);
  return new Map([...SCREEN_OF_PATH.keys()].map((p) => [p, manifest ? indexHtmlFor(html, manifest, p) : html]));
}
