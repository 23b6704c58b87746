declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// zod compiles object parsers with `new Function` after probing whether eval works; our CSP forbids eval, so the probe
// itself is reported as a CSP violation in every browser console. Jitless parsing never tries (our payloads are small).
// zod keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod, read when zod loads);
// seeding it here, before zod loads, keeps zod out of the first download — importing zod's `config()` would pull its
// core into every page. e2e/signed-in.e2e.ts fails if the dashboard reports a CSP violation again.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
