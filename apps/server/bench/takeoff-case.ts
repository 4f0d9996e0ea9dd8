import { ifcTerrace } from './ifc-terrace';
import { healthProbe, type ProbeResult } from './measures';
import type { ProbeStats } from './server-process';
import { BASE } from './settings';

/*
 * The model take-off case (issue #52): the bench's terrace model (ifc-terrace.ts, about 2.5 MB and
 * 40,000 entities) uploaded to POST /api/takeoffs again and again, one after the other, while the
 * health checker (health-probe.ts, its own process, 50 requests a second) runs beside it. The first
 * upload finds no take-off worker (it starts one: web-ifc compiles its WebAssembly); the later ones
 * find it warm, and their median is the one judged. Each is timed from the request to the answer as
 * a client sees it: the upload streamed to disk, the worker's read, the stored take-off.
 */

/** How long the health checker runs, seconds: the uploads go on, one after another, until it ends. */
export const TAKEOFF_PROBE_S = 12;
/** Before the first upload: the checker's process is started and sending. */
const PROBE_START_MS = 1500;

export interface TakeoffCaseResult {
  bytes: number;
  entities: number;
  /** Each upload's time to the answer, ms: the first found no worker (cold), the others a warm one. */
  uploadsMs: number[];
  /** Answers other than 201, with the first one's body. */
  failed: number;
  firstFailure: string | null;
  health: ProbeResult;
  /** The server's probe after the uploads: event-loop delay while they ran, RSS with a warm worker. */
  server: ProbeStats;
}

/** The take-off case against the running server, signed in with `token`. */
export async function takeoffCase(
  token: string,
  probe: (m: string) => Promise<ProbeStats>,
): Promise<TakeoffCaseResult> {
  const model = ifcTerrace();
  const bytes = Buffer.byteLength(model);
  const entities = model.match(/^#\d+=/gm)?.length ?? 0;
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([model], { type: 'application/octet-stream' }), 'terrace.ifc');
    const started = performance.now();
    const res = await fetch(`${BASE}/api/takeoffs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.text();
    return { ms: performance.now() - started, ok: res.status === 201, body: `${res.status} ${body.slice(0, 300)}` };
  };
  await probe('reset');
  const checker = healthProbe(TAKEOFF_PROBE_S, 50);
  let checking = true;
  void checker.finally(() => (checking = false));
  await new Promise((r) => setTimeout(r, PROBE_START_MS));
  const uploadsMs: number[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  while (checking || uploadsMs.length < 2) {
    const answer = await upload();
    uploadsMs.push(answer.ms);
    if (!answer.ok) {
      failed++;
      firstFailure ??= answer.body;
    }
  }
  const health = await checker;
  return { bytes, entities, uploadsMs, failed, firstFailure, health, server: await probe('stats') };
}
