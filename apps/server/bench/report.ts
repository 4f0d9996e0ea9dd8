import type autocannon from 'autocannon';
import { median, type LighthouseRow, type loginJs, type ProbeResult } from './measures';
import type { PostgresResult } from './postgres-case';
import { TAKEOFF_PROBE_S, type TakeoffCaseResult } from './takeoff-case';
import { STALL_NOTED_MS, type ProbeStats } from './server-process';
import { KIB, LIGHT_S, LIGHTHOUSE, LOAD_CONNECTIONS, LOAD_S, MB, SOAK_S, TARGETS } from './settings';

/** What the bench measured, as main() gathered it. */
export interface BenchResults {
  /** The table's rows of the load cases. */
  rows: string[];
  /** The server just after it created the database. */
  fresh: ProbeStats;
  /** A server started on the existing data folder, at rest. */
  idle: ProbeStats & { settledAfterMs: number };
  /** The server after the 50-connection case. */
  loaded: ProbeStats;
  load: autocannon.Result;
  health: ProbeResult;
  gzipJs: Awaited<ReturnType<typeof loginJs>>;
  brJs: Awaited<ReturnType<typeof loginJs>>;
  pages: LighthouseRow[];
  ceiling: number;
  starts: number[];
  soak: number[];
  postgres: PostgresResult | undefined;
  takeoff: TakeoffCaseResult;
}

const verdicts: string[] = [];
function verdict(pass: boolean | undefined, what: string, measured: string, target: string) {
  const word = pass === undefined ? 'NOT MEASURED' : pass ? 'PASS' : 'FAIL';
  verdicts.push(`${word.padEnd(12)} ${what.padEnd(56)} ${measured.padEnd(40)} target ${target}`);
}

/** The figures, as lines and tables for docs/benchmarks.md. */
export function printResults(results: BenchResults) {
  const { rows, fresh, idle, loaded, gzipJs, brJs, pages, ceiling, starts, postgres } = results;
  console.log(
    `\nAPI: server in its own process (the server bundle, as npm start runs it), load generator in this one; embedded database (PGlite); Node ${process.version}\n`,
  );
  console.log('| Case | Requests/s (mean) | p50 latency (ms) | p99 latency (ms) | non-2xx or errors |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(r);
  console.log(
    `\nRaw single-row insert ceiling into the snapshot table (own process, ${LOAD_CONNECTIONS} concurrent, ${LIGHT_S} s): ${Math.round(ceiling)} inserts/s`,
  );
  console.log(
    `Server memory: RSS ${Math.round(fresh.rss / MB)} MB after creating the database; idle after a start on it RSS ${Math.round(idle.rss / MB)} MB (heap ${Math.round(idle.heapUsed / MB)} MB; at rest ${(idle.settledAfterMs / 1000).toFixed(1)} s after the first request, its peak during the start ${Math.round(idle.peakRss / MB)} MB); after the ${LOAD_CONNECTIONS}-connection case RSS ${Math.round(loaded.rss / MB)} MB (heap ${Math.round(loaded.heapUsed / MB)} MB)`,
  );
  console.log(
    `Event-loop delay during the ${LOAD_CONNECTIONS}-connection case, sampled every 1 ms: max ${loaded.loopMaxMs.toFixed(1)} ms, p99 ${loaded.loopP99Ms.toFixed(1)} ms (sampled every 10 ms, as before: max ${loaded.coarseLoopMaxMs.toFixed(1)} ms)`,
  );
  if (loaded.stalls)
    console.log(
      `  its longest gaps over ${STALL_NOTED_MS} ms, each with the CPU time the server's thread used in it, the time it waited for a core and the time V8 collected garbage on it: ${loaded.stalls.length === 0 ? 'none' : loaded.stalls.map((g) => `${g.ms.toFixed(1)} ms (${g.cpuMs.toFixed(1)} on the CPU, ${g.queuedMs.toFixed(1)} waiting for a core, ${g.gcMs.toFixed(1)} in GC)`).join(', ')}`,
    );
  console.log(
    `JS for /login: ${gzipJs.files} files, ${(gzipJs.bytes / KIB).toFixed(1)} KiB gzip, ${(brJs.bytes / KIB).toFixed(1)} KiB brotli as served; index.html sent as ${brJs.htmlEncoding}`,
  );
  console.log(`  the files: ${gzipJs.names.join(', ')}`);
  printTakeoff(results.takeoff);
  console.log(
    `npm start → healthy (existing data folder, nothing changed): ${starts.map((s) => s.toFixed(2)).join(', ')} s`,
  );
  if (postgres)
    console.log(
      `PostgreSQL (TEST_DATABASE_URL), two servers on one database, ${LOAD_CONNECTIONS / 2} connections each, ${LOAD_S} s: calculate-footing ${Math.round(postgres.perSecond)} req/s together (p50 ${postgres.p50} ms, p99 ${postgres.p99} ms, worst of the two); ${postgres.answered} answered 2xx, ${postgres.saved} snapshots saved, ${postgres.distinct} distinct numbers; raw insert ceiling ${Math.round(postgres.ceiling)} inserts/s (${LOAD_CONNECTIONS} pooled connections, ${LIGHT_S} s)`,
    );
  console.log('\nLighthouse 12 (mobile preset, simulated slow 4G and a mid-range phone), Debian Chromium:\n');
  console.log(
    '| Page | Signed in | Performance (median) | Runs | Accessibility | Best practices | LCP (s) | TBT (ms) | Main thread after the first paint: wall / CPU (ms) | Blocking time from the trace: at wall / at CPU time (ms) |',
  );
  console.log('| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of pages) {
    const main = p.mainThread;
    console.log(
      `| ${p.path}${p.landedOn === p.path ? '' : ` (landed on ${p.landedOn})`} | ${p.signedIn ? 'yes' : 'no'} | ${p.performance} | ${p.performances.join(', ')} | ${p.accessibility} | ${p.bestPractices} | ${(p.lcpMs / 1000).toFixed(1)} | ${p.tbtMs} | ${main ? `${main.wallMs} / ${main.cpuMs}` : '–'} | ${main ? `${main.blockingAtWallMs} / ${main.blockingAtCpuMs}` : '–'} |`,
    );
  }
  // Why a page scored as it did: Lighthouse's error, the audits below their best, and for a page
  // that could not be measured or ended elsewhere, the API requests it made.
  for (const p of pages) {
    const why = [
      p.error && `error ${p.error}`,
      p.failing.performance.length > 0 && `performance held back by ${p.failing.performance.join(', ')}`,
      p.failing.bestPractices.length > 0 && `best practices held back by ${p.failing.bestPractices.join(', ')}`,
      p.apiCalls.length > 0 && `API requests: ${p.apiCalls.join(', ')}`,
      p.firstAttemptError && `measured a second time (the first attempt: ${p.firstAttemptError})`,
    ].filter(Boolean);
    if (why.length > 0) console.log(`  ${p.path}: ${why.join('; ')}`);
  }
}

/** The take-off case's figures (takeoff-case.ts). */
function printTakeoff(t: TakeoffCaseResult) {
  const [cold, ...warm] = t.uploadsMs;
  console.log(
    `IFC take-off (POST /api/takeoffs, the bench's terrace model: ${(t.bytes / MB).toFixed(2)} MB, ${t.entities.toLocaleString('en-AU')} entities), ${t.uploadsMs.length} uploads one after another for ${TAKEOFF_PROBE_S} s with the health checker beside them: first (starts the worker) ${((cold ?? NaN) / 1000).toFixed(2)} s; then (warm worker) median ${(median(warm) / 1000).toFixed(2)} s, max ${(Math.max(...warm) / 1000).toFixed(2)} s; ${t.failed} not 201${t.firstFailure ? ` (first: ${t.firstFailure})` : ''}`,
  );
  console.log(
    `  GET /api/health beside it (50/s): p50 ${t.health.p50.toFixed(1)} ms, p99 ${t.health.p99.toFixed(1)} ms, max ${t.health.max.toFixed(1)} ms; event loop during it: max ${t.server.loopMaxMs.toFixed(1)} ms, p99 ${t.server.loopP99Ms.toFixed(1)} ms; server RSS after it (worker warm) ${Math.round(t.server.rss / MB)} MB`,
  );
}

/** The take-off's verdicts (issue #52): a warm read of the model, the health check beside it, /login without web-ifc. */
function takeoffVerdicts({ takeoff: t, gzipJs }: BenchResults) {
  const warm = median(t.uploadsMs.slice(1));
  verdict(
    warm <= TARGETS.takeoffSeconds * 1000 && t.failed === 0,
    'IFC take-off of a 2.5 MB / 40,000-entity model',
    `${(warm / 1000).toFixed(2)} s warm median (first ${((t.uploadsMs[0] ?? NaN) / 1000).toFixed(2)} s), ${t.failed} failed`,
    `≤ ${TARGETS.takeoffSeconds} s`,
  );
  verdict(
    t.health.p99 <= TARGETS.healthP99Ms && t.health.notOk === 0,
    'GET /api/health p99 while a take-off runs',
    `${t.health.p99.toFixed(1)} ms (max ${t.health.max.toFixed(1)}, ${t.health.notOk} not 200)`,
    `≤ ${TARGETS.healthP99Ms} ms`,
  );
  verdict(
    gzipJs.webIfc.length === 0,
    'JS fetched for /login carries no web-ifc',
    gzipJs.webIfc.length === 0 ? `none of ${gzipJs.files} files` : gzipJs.webIfc.join(', '),
    'none',
  );
}

/** The verdicts of the embedded database's server: the load, its memory, the JavaScript served and the start. */
function serverVerdicts(results: BenchResults) {
  const { idle, loaded, load, health, gzipJs, brJs, ceiling, starts } = results;
  const ratio = load.requests.average / ceiling;
  verdict(
    ratio >= TARGETS.footingOverCeiling,
    `calculate-footing req/s ÷ insert ceiling (${LOAD_CONNECTIONS} conn.)`,
    `${ratio.toFixed(2)} (${Math.round(load.requests.average)} ÷ ${Math.round(ceiling)} /s)`,
    `≥ ${TARGETS.footingOverCeiling}`,
  );
  const tail = load.latency.p99 / load.latency.p50;
  verdict(
    tail <= TARGETS.p99OverP50,
    'calculate-footing p99 ÷ p50',
    `${tail.toFixed(2)} (${load.latency.p99} ÷ ${load.latency.p50} ms)`,
    `≤ ${TARGETS.p99OverP50}`,
  );
  verdict(
    load.non2xx + load.errors + load.timeouts === 0,
    'calculate-footing answers all 2xx',
    `${load.non2xx + load.errors + load.timeouts} not`,
    '0',
  );
  verdict(
    health.p99 <= TARGETS.healthP99Ms && health.notOk === 0,
    'GET /api/health p99 while calculations run',
    `${health.p99.toFixed(1)} ms (max ${health.max.toFixed(1)}, ${health.notOk} not 200)`,
    `≤ ${TARGETS.healthP99Ms} ms`,
  );
  verdict(
    loaded.loopMaxMs <= TARGETS.loopStallMs,
    'longest event-loop stall while calculations run',
    `${loaded.loopMaxMs.toFixed(1)} ms`,
    `≤ ${TARGETS.loopStallMs} ms`,
  );
  verdict(
    idle.rss / MB <= TARGETS.rssIdleMb,
    'server RSS idle (started on an existing data folder)',
    `${Math.round(idle.rss / MB)} MB`,
    `≤ ${TARGETS.rssIdleMb} MB`,
  );
  verdict(
    loaded.rss / MB <= TARGETS.rssLoadedMb,
    `server RSS after ${LOAD_S} s at ${LOAD_CONNECTIONS} connections`,
    `${Math.round(loaded.rss / MB)} MB`,
    `≤ ${TARGETS.rssLoadedMb} MB`,
  );
  verdict(
    gzipJs.bytes / KIB <= TARGETS.loginJsGzipKib,
    'JS fetched for /login, gzip as served',
    `${(gzipJs.bytes / KIB).toFixed(1)} KiB in ${gzipJs.files} files`,
    `≤ ${TARGETS.loginJsGzipKib} KiB`,
  );
  verdict(
    gzipJs.compressed === gzipJs.files && brJs.compressed === brJs.files,
    'JS for /login compressed on the wire',
    `${brJs.compressed} of ${brJs.files} files`,
    'all',
  );
  const startMedian = median(starts);
  verdict(
    startMedian <= TARGETS.startSeconds,
    'npm start → healthy, nothing changed (median)',
    `${startMedian.toFixed(2)} s`,
    `≤ ${TARGETS.startSeconds} s`,
  );
}

/** The verdicts of the PostgreSQL case, the pages (Lighthouse) and the soak (which prints its samples). */
function otherVerdicts(results: BenchResults) {
  const { pages, soak, postgres } = results;
  if (postgres) {
    const ratio = postgres.perSecond / postgres.ceiling;
    verdict(
      ratio >= TARGETS.footingOverCeiling,
      `the same on PostgreSQL, two instances (${LOAD_CONNECTIONS / 2} conn. each)`,
      `${ratio.toFixed(2)} (${Math.round(postgres.perSecond)} ÷ ${Math.round(postgres.ceiling)} /s)`,
      `≥ ${TARGETS.footingOverCeiling} of its ceiling`,
    );
    // Requests in flight when the load stops are saved but not counted by the load generator: at
    // most one per connection.
    const unanswered = postgres.saved - postgres.answered;
    verdict(
      postgres.distinct === postgres.saved && unanswered >= 0 && unanswered <= LOAD_CONNECTIONS,
      'PostgreSQL: every 2xx saved, every number unique',
      `${postgres.answered} answered, ${postgres.saved} saved (${unanswered} in flight at the end), ${postgres.distinct} distinct`,
      `saved ≥ answered (≤ ${LOAD_CONNECTIONS} more), all distinct`,
    );
  } else
    verdict(
      undefined,
      'the same on PostgreSQL, two instances',
      'TEST_DATABASE_URL not set',
      `≥ ${TARGETS.footingOverCeiling} of its ceiling`,
    );
  // A page Lighthouse could not measure, or that ended on another path (the sign-in page), has no
  // score of its own: it is named, and the verdict cannot pass while one is missing.
  const unmeasured = pages.filter((p) => p.error || p.landedOn !== p.path);
  const measured = pages.filter((p) => !unmeasured.includes(p));
  const worst = (k: 'performance' | 'accessibility' | 'bestPractices') =>
    measured.reduce((m, p) => (p[k] < m[k] ? p : m), measured[0]!);
  for (const [k, what, target] of [
    ['performance', 'performance', 90],
    ['accessibility', 'accessibility', 100],
    ['bestPractices', 'best practices', 100],
  ] as const) {
    const w = measured.length > 0 ? worst(k) : undefined;
    const missing = unmeasured.length > 0 ? `; not measured: ${unmeasured.map((p) => p.path).join(', ')}` : '';
    verdict(
      LIGHTHOUSE ? w !== undefined && w[k] >= target && unmeasured.length === 0 : undefined,
      `Lighthouse (mobile) ${what}, lowest of ${measured.length} of ${pages.length} pages${k === 'performance' ? ' (median of runs)' : ''}`,
      `${w ? `${w[k]} (${w.path}${w.signedIn ? '' : ', signed out'})` : 'none'}${missing}`,
      `≥ ${target}`,
    );
  }
  if (soak.length >= 5) {
    const fifth = Math.floor(soak.length / 5);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const early = mean(soak.slice(fifth, 2 * fifth));
    const late = mean(soak.slice(-fifth));
    console.log(
      `\nSoak (a server started again on the same data folder): ${SOAK_S} s at ${LOAD_CONNECTIONS} connections, server RSS every 10 s (MB): ${soak.map((r) => Math.round(r)).join(', ')}`,
    );
    verdict(
      late <= early * 1.1,
      `RSS flat over a ${SOAK_S / 60}-minute soak (last fifth ÷ second fifth)`,
      `${(late / early).toFixed(2)} (${Math.round(late)} ÷ ${Math.round(early)} MB, max ${Math.round(Math.max(...soak))})`,
      '≤ 1.10',
    );
  } else {
    verdict(undefined, 'RSS flat over a 5-minute soak', 'skipped (BENCH_SOAK_SECONDS under 50)', 'flat');
  }
}

/** Every verdict against issue #12's targets, PASS, FAIL or NOT MEASURED. */
export function printVerdicts(results: BenchResults) {
  serverVerdicts(results);
  takeoffVerdicts(results);
  otherVerdicts(results);
  console.log(`\nAgainst issue #12's targets:\n`);
  for (const v of verdicts) console.log(v);
}
