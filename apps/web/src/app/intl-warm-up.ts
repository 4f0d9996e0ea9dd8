/**
 * Intl's first formatter in a Chromium page costs 30–100 ms on this machine (four times that on
 * Lighthouse's phone). Nearly all of it is set up once per browser process, not per page or per
 * thread: V8's list of the locales Intl supports and ICU's cache of locale data. A dedicated worker
 * runs in the page's process, so a formatter made there sets them up on another thread while the
 * page's code is still being evaluated; the page's own first formatter then costs under a
 * millisecond (measured: 29–46 ms without, 0.1–0.4 ms after a worker made one; docs/benchmarks.md).
 *
 * The worker is made from a few lines of source (a blob, which the content security policy's
 * `worker-src` allows), so the warm-up costs no request. It is only a warm-up: if workers are not
 * available, or the worker fails or does not answer, the promise still resolves and the page's
 * first formatter does the work itself, as it would anyway.
 */

/**
 * The User Timing mark a signed-in page sets once its own first formatters are made, with
 * `detail.inWorker` saying whether a worker had set Intl up first (seen in the browser's performance
 * panel; the browser tests read it).
 */
export const INTL_READY_MARK = 'embodied:intl-ready';

/**
 * The longest the warm-up is waited for before its worker is stopped. Nothing else waits for it: a
 * page that formats a number before the worker answers makes its own first formatter, as it would
 * without the warm-up. So the wait is long enough for a worker to start on a busy two-core machine
 * (1 s was not: in CI, with a development build beside it, a worker once took longer) and short
 * enough that a worker which never answers does not linger.
 */
export const INTL_WARM_UP_WAIT_MS = 10_000;

/** The worker's whole source: one number and one date formatter for `locale`, then a message. */
export function intlWarmUpSource(locale: string): string {
  const tag = JSON.stringify(locale);
  return [
    `new Intl.NumberFormat(${tag}, { maximumFractionDigits: 0 }).format(1);`,
    `new Intl.DateTimeFormat(${tag}, { dateStyle: 'medium', timeStyle: 'short' }).format(0);`,
    `postMessage('ready');`,
  ].join('\n');
}

/**
 * Makes Intl's first formatter for `locale` in a worker. Resolves `true` when the worker has made
 * it, `false` when it could not (no workers, an error, no answer within INTL_WARM_UP_WAIT_MS).
 */
export function warmUpIntl(locale: string): Promise<boolean> {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let url: string | undefined;
    const done = (made: boolean) => {
      clearTimeout(timer);
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      resolve(made);
    };
    const timer = setTimeout(() => done(false), INTL_WARM_UP_WAIT_MS);
    try {
      url = URL.createObjectURL(new Blob([intlWarmUpSource(locale)], { type: 'text/javascript' }));
      worker = new Worker(url);
      worker.onmessage = () => done(true);
      worker.onerror = (event) => {
        event.preventDefault();
        done(false);
      };
    } catch {
      done(false);
    }
  });
}
