/**
 * zod compiles its object parsers with `new Function` unless told not to. Our Content-Security-Policy
 * has no 'unsafe-eval' (docs/security.md "Response headers"), so even zod's probe for eval is refused
 * and reported as a policy violation on every page that parses an answer. zod takes its settings
 * from this global object when it first loads; setting it here, before anything imports zod, keeps
 * zod itself off the first page (z.config() would need zod loaded). Imported first by main.tsx.
 */
const ZOD_CONFIG_GLOBAL = '__zod_globalConfig';

const holder = globalThis as Record<string, unknown>;
holder[ZOD_CONFIG_GLOBAL] = { ...(holder[ZOD_CONFIG_GLOBAL] as object | undefined), jitless: true };

export {};
