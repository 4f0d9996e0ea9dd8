import { randomUUID } from 'node:crypto';
import type {
  CalculateFootingRequest,
  CalculateFootingResponse,
  SnapshotExport,
  VerifyResult,
} from '@embodied/contracts';
import { COMPLEXITY_VALUES } from '@embodied/engine';
import { NoAnswerError, type Session } from './client';
import type { ServerProcess } from './processes';

/** What every chaos scenario shares: the write burst, the read-back and verification, the result and its report. */

export const CLIENTS = 12;
/** The server is killed once this many writes (plus up to KILL_JITTER) have been acknowledged. */
export const KILL_AFTER = 300;
export const KILL_JITTER = 150;
/** PostgreSQL: after the kill, the survivor keeps taking writes until this many more are acknowledged. */
export const AFTER_KILL = 100;
export const VERIFY_CONCURRENCY = 8;

export const CALCULATE = '/api/project/calculate-footing';

/** Systems and depths from the worked examples (apps/server/test/footings.test.ts): valid for every area and complexity. */
export const FOOTING_CASES = [
  { businessAsUsual: 'BlindedRaft', alternateFootingSystem: 'Waffle', depth: 700 },
  { businessAsUsual: 'BlindedRaft', alternateFootingSystem: 'PieredRaft', depth: 3000 },
  { businessAsUsual: 'BlindedRaftStumps', alternateFootingSystem: 'Stumps', depth: 900 },
  { businessAsUsual: 'PieredRaft', alternateFootingSystem: 'Stumps', depth: 700 },
] as const;

export interface Ack {
  number: number;
  server: string;
  project: string;
  response: CalculateFootingResponse;
}

export interface ScenarioResult {
  name: string;
  acknowledged: number;
  found: number;
  lost: number[];
  duplicates: number[];
  unverified: string[];
  failures: string[];
  inFlightAtKill: number;
  seconds: number;
  skipped?: string;
}

export function footingBody(client: number, seq: number): CalculateFootingRequest {
  const c = FOOTING_CASES[(client + seq) % FOOTING_CASES.length]!;
  return {
    project: `chaos c${client} #${seq} ${randomUUID().slice(0, 8)}`,
    area: 20 + ((client * 97 + seq * 31) % 480),
    depth: c.depth,
    complexity: COMPLEXITY_VALUES[seq % COMPLEXITY_VALUES.length]!,
    businessAsUsual: c.businessAsUsual,
    alternateFootingSystem: c.alternateFootingSystem,
    lowCarbonConcrete: seq % 2 === 0 ? 'StandardConcrete' : 'FlyAshSubstitution30',
  };
}

export interface Target {
  server: ServerProcess;
  /** Set just before the kill: from then on, no answer from it is expected and not a failure. */
  killed: boolean;
}

/**
 * Clients POST Calculate in a loop, each to its target, until `stop()` says so or their server dies.
 * Every answer is classified: 2xx acknowledged, anything else a failure; no answer at all is a
 * failure unless the target was killed on purpose.
 */
export function writeBurst(session: Session, targets: Target[], failures: string[]) {
  const acks: Ack[] = [];
  let stopped = false;
  let inFlight = 0;
  const client = async (id: number) => {
    const target = targets[id % targets.length]!;
    for (let seq = 0; !stopped; seq++) {
      const body = footingBody(id, seq);
      let res: Response;
      inFlight++;
      try {
        res = await session.request(target.server.url, CALCULATE, { method: 'POST', json: body });
      } catch (err) {
        if (err instanceof NoAnswerError && target.killed) return; // its server is gone: this client is done
        failures.push(`client ${id} (${target.server.name}): ${String(err)}`);
        return;
      } finally {
        inFlight--;
      }
      if (res.status >= 200 && res.status < 300) {
        const response = (await res.json()) as CalculateFootingResponse;
        acks.push({ number: response.snapshot, server: target.server.name, project: body.project, response });
      } else {
        failures.push(`client ${id} (${target.server.name}): ${res.status} ${(await res.text()).slice(0, 300)}`);
        if (failures.length > 20) stopped = true;
      }
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  return {
    acks,
    done,
    inFlight: () => inFlight,
    stop() {
      stopped = true;
    },
  };
}

/** Polls `condition` (after `probe`, if given) until it holds; fails after 60 s. */
export async function until(condition: () => boolean, what: string, probe?: () => Promise<void>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await probe?.();
    if (condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, probe ? 50 : 5));
  }
}

/** Runs `fn` over items with at most `n` at a time. */
export async function pool<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Every acknowledged snapshot, read back through `base`: present, the same one that was answered
 * (project, figures, time), and its JSON export verifies against its content hash and the record.
 */
export async function verifyAcknowledged(session: Session, base: string, acks: Ack[], result: ScenarioResult) {
  const seen = new Map<number, number>();
  for (const a of acks) seen.set(a.number, (seen.get(a.number) ?? 0) + 1);
  result.duplicates = [...seen].filter(([, count]) => count > 1).map(([n]) => n);
  await pool(acks, VERIFY_CONCURRENCY, async (ack) => {
    const n = ack.number;
    const detail = await session.request(base, `/api/snapshots/${n}`);
    if (detail.status === 404) {
      result.lost.push(n);
      return;
    }
    if (detail.status !== 200) {
      result.failures.push(`GET /api/snapshots/${n}: ${detail.status} ${(await detail.text()).slice(0, 200)}`);
      return;
    }
    await detail.arrayBuffer();
    result.found++;
    const exported = await session.request(base, `/api/snapshots/${n}/export.json`);
    if (exported.status !== 200) {
      result.unverified.push(`#${n}: export answered ${exported.status}`);
      return;
    }
    const content = (await exported.json()) as SnapshotExport;
    const r = ack.response;
    if (
      content.number !== n ||
      content.kind !== 'footing' ||
      content.project !== ack.project ||
      content.outputs.bauValue !== r.bauValue ||
      content.outputs.afsValue !== r.afsValue ||
      content.outputs.c02Reduction !== r.c02Reduction ||
      Date.parse(content.createdAt) !== Date.parse(r.createdAt)
    ) {
      result.unverified.push(`#${n}: stored content differs from what was acknowledged (project ${content.project})`);
      return;
    }
    const verify = await session.request(base, '/api/snapshots/verify', { method: 'POST', json: content });
    if (verify.status !== 200) {
      result.unverified.push(`#${n}: verify answered ${verify.status} ${(await verify.text()).slice(0, 200)}`);
      return;
    }
    const v = (await verify.json()) as VerifyResult;
    if (!v.valid || v.matchesRecord !== true || v.number !== n) {
      result.unverified.push(`#${n}: verify says ${JSON.stringify(v)}`);
    }
  });
}

/** Logs how long a phase took. */
export async function phase<T>(what: string, fn: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const value = await fn();
  console.log(`  ${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return value;
}

export function newResult(name: string): ScenarioResult {
  return {
    name,
    acknowledged: 0,
    found: 0,
    lost: [],
    duplicates: [],
    unverified: [],
    failures: [],
    inFlightAtKill: 0,
    seconds: 0,
  };
}

export const killPoint = () => KILL_AFTER + Math.floor(Math.random() * KILL_JITTER);

/**
 * Starts a write burst on `targets`, waits for a random number of acknowledged writes (or a
 * failure), then kills the first target with SIGKILL, recording what was in flight at that moment.
 * The burst goes on against the other targets; the caller stops it.
 */
export async function burstThenKillFirst(session: Session, targets: Target[], result: ScenarioResult) {
  const burst = writeBurst(session, targets, result.failures);
  const killAt = killPoint();
  await phase(`write burst to ${killAt} acknowledged`, () =>
    until(() => burst.acks.length >= killAt || result.failures.length > 0, `${killAt} acknowledged writes`),
  );
  const first = targets[0]!;
  first.killed = true;
  result.inFlightAtKill = burst.inFlight();
  await first.server.kill9();
  return burst;
}

export function report(r: ScenarioResult): boolean {
  if (r.skipped) {
    console.log(`SKIPPED  ${r.name}: ${r.skipped}`);
    return true;
  }
  const ok = r.lost.length === 0 && r.duplicates.length === 0 && r.unverified.length === 0 && r.failures.length === 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}     ${r.name}\n` +
      `         acknowledged ${r.acknowledged}, found ${r.found}, verified ${r.found - r.unverified.length}, ` +
      `lost ${r.lost.length}, duplicates ${r.duplicates.length}, in flight at the kill ${r.inFlightAtKill}, ` +
      `${r.seconds.toFixed(1)} s`,
  );
  if (r.lost.length) console.log(`         lost: ${r.lost.slice(0, 20).join(', ')}`);
  if (r.duplicates.length) console.log(`         duplicates: ${r.duplicates.slice(0, 20).join(', ')}`);
  for (const u of r.unverified.slice(0, 10)) console.log(`         unverified ${u}`);
  for (const f of r.failures.slice(0, 10)) console.log(`         failure: ${f}`);
  return ok;
}
