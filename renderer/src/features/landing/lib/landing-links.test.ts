import { describe, expect, it } from 'vitest';
import { LANDING_LINKS, LANDING_SECTIONS, headingIdOf, openSection, sectionFromHash } from './landing-links';

describe('LANDING_LINKS', () => {
  it('sends each button to its destination', () => {
    expect(LANDING_LINKS).toEqual({
      consultation: '/enterprise',
      performance: { hash: '#allocation-engine' },
      caseStudies: { pathname: '/pricing', hash: '#case-studies-heading' },
    });
  });
});

describe('sectionFromHash', () => {
  it.each([
    ['#allocation-engine', 'allocation-engine'],
    ['allocation-engine', 'allocation-engine'],
    ['#allocation%2Dengine', 'allocation-engine'],
  ])('reads %j as a landing section', (hash, expected) => {
    expect(sectionFromHash(hash)).toBe(expected);
  });

  it.each(['', '#', '#main', '#allocation-engine-heading', '#ALLOCATION-ENGINE', '#%E0%A4%A', '#case-studies-heading'])(
    'ignores %j',
    (hash) => {
      expect(sectionFromHash(hash)).toBeNull();
    },
  );
});

/** A stand-in element that records what was done to it. */
function fakeElement(name: string, log: string[]) {
  return {
    scrollIntoView: (options?: ScrollIntoViewOptions) => log.push(`${name}.scroll(${options?.block})`),
    focus: (options?: FocusOptions) => log.push(`${name}.focus(preventScroll=${options?.preventScroll})`),
  };
}

describe('openSection', () => {
  it('scrolls the section into view and focuses its heading', () => {
    const log: string[] = [];
    const elements = {
      'allocation-engine': fakeElement('section', log),
      'allocation-engine-heading': fakeElement('heading', log),
    } as Record<string, ReturnType<typeof fakeElement>>;
    const opened = openSection({ getElementById: (id) => elements[id] ?? null }, LANDING_SECTIONS.performance);
    expect(opened).toBe(true);
    expect(log).toEqual(['section.scroll(start)', 'heading.focus(preventScroll=true)']);
  });

  it('focuses the section itself when it has no heading', () => {
    const log: string[] = [];
    const section = fakeElement('section', log);
    const opened = openSection({ getElementById: (id) => (id === 'allocation-engine' ? section : null) }, 'allocation-engine');
    expect(opened).toBe(true);
    expect(log).toEqual(['section.scroll(start)', 'section.focus(preventScroll=true)']);
  });

  it('does nothing when the section is not on the page', () => {
    expect(openSection({ getElementById: () => null }, 'allocation-engine')).toBe(false);
  });

  it('names headings after their section', () => {
    expect(headingIdOf('allocation-engine')).toBe('allocation-engine-heading');
  });
});
