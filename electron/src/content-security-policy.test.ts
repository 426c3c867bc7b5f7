/**
 * The desktop shell sets no Content-Security-Policy of its own: the window shows the local server's
 * pages, and the server sends the CSP (contentSecurityPolicy in backend/src/http/security-headers.ts). These tests
 * keep the shell's iframe allow-list and that CSP in step, and check the CSP directives the shell
 * relies on.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../backend/src/http/security-headers';
import { EMBEDDED_FRAME_ORIGINS } from './navigation-guard';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== '')
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const policies = [
  ['no providers', contentSecurityPolicy(false, false)],
  ['Plaid', contentSecurityPolicy(true, false)],
  ['Stripe', contentSecurityPolicy(false, true)],
  ['Plaid and Stripe', contentSecurityPolicy(true, true)],
] as const;

describe('server CSP and the desktop shell', () => {
  it("frame-src with every provider configured is exactly 'self' plus EMBEDDED_FRAME_ORIGINS", () => {
    const frameSrc = directives(contentSecurityPolicy(true, true)).get('frame-src') ?? [];
    expect(frameSrc[0]).toBe("'self'");
    expect(frameSrc.slice(1).sort()).toEqual([...EMBEDDED_FRAME_ORIGINS].sort());
  });

  it.each(policies)('frame-src never names an origin the shell would stop (%s)', (_name, policy) => {
    for (const source of directives(policy).get('frame-src') ?? []) {
      if (source !== "'self'") expect(EMBEDDED_FRAME_ORIGINS).toContain(source);
    }
  });

  it.each(policies)("forms may post only to the app itself: form-action 'self' (%s)", (_name, policy) => {
    // form-action does not fall back to default-src: without it a page could post a form anywhere.
    expect(directives(policy).get('form-action')).toEqual(["'self'"]);
  });
});
