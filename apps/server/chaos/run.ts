/**
 * `npm run test:chaos`: real server processes, killed with SIGKILL in the middle of a write burst.
 *
 * 1. PGlite: one server on a fresh data folder; 12 clients Calculate (each a snapshot); kill -9 after
 *    a few hundred acknowledged writes; restart on the same folder (the stale lock is taken over).
 * 2. PostgreSQL (when TEST_DATABASE_URL is set): a fresh empty database; two servers start at the
 *    same moment (both migrate: the advisory lock), clients spread over both; one is killed -9.
 *
 * Then every snapshot number that was answered 2xx must be there, be the one that was saved
 * (project, figures, time), and verify (its JSON export POSTed to /api/snapshots/verify); no number
 * may be acknowledged twice; no answer may be a 5xx. Exits 1 otherwise. See docs/testing.md.
 *
 * The parts: scenario.ts (the write burst, the read-back, the report), pglite-scenario.ts,
 * postgres-scenario.ts, with client.ts and processes.ts.
 */
import { cleanUpSync } from './processes';
import { pgliteScenario } from './pglite-scenario';
import { dropScratchDatabases, postgresScenario } from './postgres-scenario';
import { newResult, report, type ScenarioResult } from './scenario';

/** The whole run fails (and cleans up) if it takes longer than this. */
const WATCHDOG_MS = 170_000;

/** Kills the servers, removes the temporary folders, drops the scratch databases. */
async function cleanUp() {
  cleanUpSync();
  const base = process.env.TEST_DATABASE_URL;
  if (base) await dropScratchDatabases(base);
}

let exiting = false;
/** Leaves after cleaning up, whatever happens (a hung database gets 10 s); the first reason to leave wins. */
function exitAfterCleanUp(code: number): void {
  if (exiting) return;
  exiting = true;
  setTimeout(() => process.exit(code), 10_000).unref();
  void cleanUp().finally(() => process.exit(code));
}

async function main(): Promise<number> {
  const started = Date.now();
  const results: ScenarioResult[] = [];
  console.log('chaos: PGlite');
  results.push(await pgliteScenario());
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    console.log('chaos: PostgreSQL');
    results.push(await postgresScenario(pgUrl));
  } else {
    results.push({
      ...newResult('PostgreSQL: two servers, one killed -9'),
      skipped: 'TEST_DATABASE_URL is not set (CI sets it; see .ci/run)',
    });
  }
  console.log('');
  const ok = results.map(report).every(Boolean);
  console.log(`chaos: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok ? 0 : 1;
}

process.on('exit', cleanUpSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`chaos: ${signal}, stopping the servers`);
    exitAfterCleanUp(130);
  });
}
setTimeout(() => {
  console.error(`chaos: gave up after ${WATCHDOG_MS / 1000} s`);
  exitAfterCleanUp(1);
}, WATCHDOG_MS).unref();

main().then(
  (code) => exitAfterCleanUp(code),
  (err: unknown) => {
    console.error('chaos: FAILED:', err instanceof Error ? (err.stack ?? err.message) : err);
    exitAfterCleanUp(1);
  },
);
