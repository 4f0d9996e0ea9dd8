import { z } from 'zod';

/*
 * Imported first by every entry of the web app (the page and the optimizer worker), before any
 * schema is built. Zod compiles object parsers with `new Function` unless told not to; the
 * server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids that, and merely
 * probing for it makes Chromium log a CSP violation (Lighthouse's best-practices "inspector
 * issues"). Without JIT the parsers are a little slower, which the forms' sizes never show.
 */
z.config({ jitless: true });
