/** The fixed address and access token of the server the end-to-end tests start (see playwright.config.ts). */
/** E2E_PORT / E2E_HOSTED_PORT move the test servers, so two suites can run side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4599);
export const E2E_HOST = '127.0.0.1';
export const BASE_URL = `http://${E2E_HOST}:${E2E_PORT}`;
/** Only for the throwaway test server: 16-128 of [A-Za-z0-9_-], as backend/src/config.ts requires. */
export const E2E_TOKEN = 'e2e-test-token-0123456789';

/** The second test server, in hosted mode (accounts, sessions, CSRF): e2e/hosted/*.spec.ts. */
export const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? 4600);
export const HOSTED_URL = `http://${E2E_HOST}:${HOSTED_PORT}`;

/**
 * The third test server: hosted, not in demo mode (bank keys set, no Stripe key), so there is no
 * payment provider at all: e2e/no-payments/*.spec.ts.
 */
export const NOPAY_PORT = Number(process.env.E2E_NOPAY_PORT ?? 4602);
export const NOPAY_URL = `http://${E2E_HOST}:${NOPAY_PORT}`;

/**
 * The fourth test server: hosted demo with the consumer face of "/" (LANDING_FACE=consumer), for the
 * landing's growth elements and popups: e2e/consumer/*.spec.ts.
 */
export const CONSUMER_PORT = Number(process.env.E2E_CONSUMER_PORT ?? 4603);
export const CONSUMER_URL = `http://${E2E_HOST}:${CONSUMER_PORT}`;

/**
 * The owner account of the hosted test servers: each server's command makes it with owner:create
 * before the server starts (playwright.config.ts); signInOwner in hosted-account.ts signs in with it.
 */
export const E2E_OWNER_EMAIL = 'owner@e2e.example.com';
export const E2E_OWNER_USERNAME = 'e2eowner';
/** The password of every account the hosted tests make, the owner's included. */
export const E2E_PASSWORD = 'correct horse battery staple';
