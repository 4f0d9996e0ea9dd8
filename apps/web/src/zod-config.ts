/*
 * Imported first by every entry of the web app (the page and the optimizer worker), before any
 * schema is built. Zod compiles object parsers with `new Function` unless told not to; the
 * server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids that, and merely
 * probing for it makes Chromium log a CSP violation (Lighthouse's best-practices "inspector
 * issues"). Without JIT the parsers are a little slower, which the forms' sizes never show.
 *
 * The setting goes straight into the object zod keeps its global configuration in
 * (`globalThis.__zod_globalConfig`, which every copy of zod shares and `z.config()` writes to), so
 * the entry does not load zod itself: the sign-in pages build no schema (docs/benchmarks.md).
 * zod-config.test.ts holds zod to that.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
