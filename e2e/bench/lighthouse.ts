/**
 * Lighthouse (the pinned `lighthouse` package, its default mobile preset: a mid-range phone on a
 * slow 4G link, simulated) on the app's pages, in Debian's Chromium. Part of `npm run bench`
 * (apps/server/bench/api-bench.ts starts the server and runs this); never part of the tests.
 *
 *   node --import tsx e2e/bench/lighthouse.ts <base URL> <Cookie header of a signed-in session>
 *
 * Each page is measured RUNS times (BENCH_LIGHTHOUSE_RUNS, 3 unless set), each in a new browser, and
 * counts by its median run: one page's performance score moved by up to 20 points between runs of
 * the same build on this two-core machine (docs/benchmarks.md), and Lighthouse's own advice on
 * variability is the median of several runs. Prints one JSON line per page: its path, whether
 * signed in, the three category scores (0–100; performance the median run's, accessibility and best
 * practices the lowest of the runs), every run's performance score, the Largest Contentful Paint and
 * Total Blocking Time in ms, the main thread's time after the first paint (mainThreadAfterFirstPaint),
 * Lighthouse's error if the page could not be measured, the
 * weighted audits that keep performance and best practices under 100, and, for a page that could not
 * be measured or ended on another path, the API requests it made with their status codes.
 */
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/env';

const [base, cookie] = process.argv.slice(2);
if (!base || !cookie) throw new Error('usage: lighthouse.ts <base URL> <Cookie header>');

/** The pages a visitor or a user loads first; signed-in ones carry the session cookie. */
const PAGES: readonly { path: string; signedIn: boolean }[] = [
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/slab', signedIn: true },
  { path: '/wall', signedIn: true },
  { path: '/optimizer', signedIn: true },
  { path: '/snapshots', signedIn: true },
  { path: '/products', signedIn: true },
  { path: '/methodology', signedIn: true },
  // Public: clients are sent to it, most of them without an account (its signed-out first paint).
  { path: '/methodology', signedIn: false },
];

const PORT = 9333;

/** A trace event, as far as {@link mainThreadAfterFirstPaint} reads it (times in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The mobile preset's CPU slowdown, and the length over which a task blocks (Lighthouse's own). */
const CPU_SLOWDOWN = 4;
const BLOCKING_OVER_MS = 50;

/**
 * The page's main thread after its first contentful paint, from the run's own trace: the tasks' wall
 * time and CPU time, and the blocking time each way (every task's time × the preset's CPU slowdown,
 * less 50 ms). Lighthouse counts wall time; a task's wall time includes the moments its thread was
 * off the CPU, waiting for a core that Chromium's other processes, Lighthouse and the server also
 * use. Counted at CPU time, the figure is the page's own work (docs/benchmarks.md, twentieth
 * section). Undefined when the trace has no first paint.
 */
function mainThreadAfterFirstPaint(events: readonly TraceEvent[], firstPaintTs: number | undefined) {
  if (firstPaintTs === undefined) return undefined;
  const threadNames = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
  );
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const cpuOf = new Map<string, number>();
  for (const e of tasks) cpuOf.set(`${e.pid}:${e.tid}`, (cpuOf.get(`${e.pid}:${e.tid}`) ?? 0) + (e.tdur ?? 0));
  // The page's renderer main thread: of the renderers' main threads, the one that worked most.
  const main = [...cpuOf.entries()]
    .filter(([thread]) => threadNames.get(thread) === 'CrRendererMain')
    .sort((a, b) => b[1] - a[1])[0]?.[0];
  const after = tasks.filter((e) => `${e.pid}:${e.tid}` === main && e.ts >= firstPaintTs);
  const ms = (us: number) => us / 1000;
  const blocking = (length: (e: TraceEvent) => number) =>
    Math.round(after.reduce((sum, e) => sum + Math.max(0, CPU_SLOWDOWN * ms(length(e)) - BLOCKING_OVER_MS), 0));
  return {
    wallMs: Math.round(after.reduce((sum, e) => sum + ms(e.dur ?? 0), 0)),
    cpuMs: Math.round(after.reduce((sum, e) => sum + ms(e.tdur ?? 0), 0)),
    blockingAtWallMs: blocking((e) => e.dur ?? 0),
    blockingAtCpuMs: blocking((e) => e.tdur ?? 0),
  };
}

/** The session's cookies as the browser's cookie jar takes them. */
const cookies = cookie.split(/;\s*/).map((pair) => {
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), url: `${base}/` };
});

/*
 * Each page in a browser of its own (a new, empty profile: no cache, no cookies), the signed-in ones
 * with the session in the browser's cookie jar, as a signed-in visitor's browser has it. The
 * session used to go in a Cookie header that Lighthouse adds to every request: Chromium drops such
 * a header once the jar holds a cookie of the site (the anti-forgery cookie the server sets), and
 * in some runs a page's session check then went out without the session and the page ended on
 * /login. Lighthouse's own storage reset is off, because it would empty the jar; the new profile
 * gives the same cold start.
 */
/** Lighthouse on one page in a new browser: its report, or its runtime error. */
async function measure(page: (typeof PAGES)[number]) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [`--remote-debugging-port=${PORT}`, ...CHROMIUM_ARGS],
  });
  try {
    if (page.signedIn) await (await browser.newBrowserCDPSession()).send('Storage.setCookies', { cookies });
    const result = await lighthouse(`${base}${page.path}`, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    const metrics = (audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] } | undefined)
      ?.items?.[0];
    const mainThread = mainThreadAfterFirstPaint(
      result.artifacts.Trace.traceEvents,
      metrics?.observedFirstContentfulPaintTs,
    );
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // What keeps a category under 100, by audit id (a reason to act on, not only a number).
    const failing = (id: string) =>
      (categories[id]?.auditRefs ?? []).filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
    const landedOn = new URL(finalDisplayedUrl).pathname;
    // A page that could not be measured, or ended elsewhere: what it asked the API and what came back.
    const apiCalls =
      runtimeError || landedOn !== page.path
        ? (
            (audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)
              ?.items ?? []
          )
            .filter((r) => new URL(r.url).pathname.startsWith('/api/'))
            .map((r) => `${r.statusCode} ${new URL(r.url).pathname}`)
        : [];
    return {
      path: page.path,
      signedIn: page.signedIn,
      landedOn,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      mainThread,
      error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : null,
      failing: { performance: failing('performance'), bestPractices: failing('best-practices') },
      apiCalls,
    };
  } finally {
    await browser.close();
  }
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS must be a whole number of at least 1.');

/*
 * A page whose load Lighthouse could not record (its runtime error says to run it again, e.g.
 * NO_NAVSTART: the trace missed the navigation) is measured once more; the second result counts,
 * error or not, and the row says it was a second attempt.
 */
async function measureOnce(page: (typeof PAGES)[number]) {
  const first = await measure(page);
  return first.error ? { ...(await measure(page)), firstAttemptError: first.error } : first;
}

/*
 * A page's row: a run that could not be measured or ended on another path, if any (the verdict then
 * fails and names it); otherwise the median run by performance, with the lowest accessibility and
 * best practices of all runs.
 */
for (const page of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(page));
  const performances = runs.map((r) => r.performance);
  const failed = runs.find((r) => r.error || r.landedOn !== page.path);
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
  const row = failed ?? {
    ...median,
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
  };
  console.log(JSON.stringify({ ...row, performances }));
}
