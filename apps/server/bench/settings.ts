import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLE_FOOTING } from '@embodied/contracts';

/** The bench's settings (from the environment: api-bench.ts says which), targets and fixed inputs. */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * How `npm start` starts the server: deploy/start.sh, the one place of its V8 flags and allocator
 * settings. The bench starts the server through it, so what it measures is what `npm start` runs.
 */
export const START_SCRIPT = path.join(ROOT, 'deploy/start.sh');
export const BUILD_SCRIPT = path.join(ROOT, 'apps/web/scripts/build-if-changed.mjs');
export const LIGHT_S = Number(process.env.BENCH_SECONDS ?? 5);
export const LOAD_S = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
export const LOAD_CONNECTIONS = 50;
/** The soak (last, on a server started again): Calculates at 50 connections, RSS every 10 s; 0 skips it. */
export const SOAK_S = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
export const STARTS = Number(process.env.BENCH_STARTS ?? 3);
/** Lighthouse on every page, three runs each (about eight minutes); `BENCH_LIGHTHOUSE=0` leaves it out while iterating. */
export const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
export const PORT = Number(process.env.BENCH_PORT ?? 3399);
export const BASE = `http://127.0.0.1:${PORT}`;
export const PASSWORD = 'Carbon#2026ok';
export const MB = 1e6;
export const KIB = 1024;

/** The targets of issue #12 (and #52's take-off) that this bench measures. */
export const TARGETS = {
  footingOverCeiling: 0.6,
  p99OverP50: 5,
  healthP99Ms: 25,
  loopStallMs: 20,
  rssIdleMb: 250,
  rssLoadedMb: 350,
  loginJsGzipKib: 120,
  startSeconds: 2,
  /** Issue #52: a 2.5 MB / 40,000-entity model taken off (warm worker, median), upload to answer. */
  takeoffSeconds: 2,
};

/** The Calculate every load sends: the footing calculator's example at 200 m² (the size every earlier run used). */
export const FOOTING_BODY = JSON.stringify({ ...EXAMPLE_FOOTING, project: 'Bench', area: 200 });
