import { PATHS, SCREENS } from '../../../../../shared/routes';

/**
 * Where the institutional face's hero and closing buttons lead (docs/product.md "Institutional
 * face"), defined once so the hero, the closing section and the tests agree.
 */

/** In-page sections a link (or a shared "/#id" address) can open; the id is the section's element id. */
export const LANDING_SECTIONS = {
  /** "View Performance": the allocation engine, where the page projects performance for an amount. */
  performance: 'allocation-engine',
} as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[keyof typeof LANDING_SECTIONS];

const SECTION_IDS: ReadonlySet<string> = new Set(Object.values(LANDING_SECTIONS));

/**
 * The case studies are listed on /pricing under this heading id (its "Customer stories" section);
 * the router scrolls to it after the navigation.
 */
export const CASE_STUDIES_HEADING_ID = 'case-studies-heading';

export const LANDING_LINKS = {
  consultation: SCREENS.enterprise[0],
  performance: { hash: `#${LANDING_SECTIONS.performance}` },
  caseStudies: { pathname: PATHS.pricing, hash: `#${CASE_STUDIES_HEADING_ID}` },
} as const;

/** The landing section a location hash names ("#allocation-engine"), or null for any other hash. */
export function sectionFromHash(hash: string): LandingSectionId | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return SECTION_IDS.has(id) ? (id as LandingSectionId) : null;
}

interface SectionElement {
  scrollIntoView(options?: ScrollIntoViewOptions): void;
  focus(options?: FocusOptions): void;
}

/** A section's heading carries the section's id plus this suffix ("allocation-engine-heading"). */
export const headingIdOf = (id: LandingSectionId) => `${id}-heading`;

/**
 * Brings a section into view and moves focus to its heading (focusable with tabIndex -1), or to the
 * section itself, so keyboard and screen-reader users continue from there. False when the section
 * is not on the page.
 */
export function openSection(root: { getElementById(id: string): SectionElement | null }, id: LandingSectionId): boolean {
  const section = root.getElementById(id);
  if (!section) return false;
  const target = root.getElementById(headingIdOf(id)) ?? section;
  section.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}
