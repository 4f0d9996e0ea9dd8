import { Worker } from 'node:worker_threads';
import { measuredTakeoffSchema, TAKEOFF_TIME_LIMIT_SECONDS, type MeasuredTakeoff } from '@embodied/contracts';
import { DomainError } from '../lib/domain-error';

/*
 * Reads an uploaded model on a worker thread of its own (ifc-worker.mjs, where web-ifc and its
 * WebAssembly load), so the server's event loop never waits on it. The worker has a JavaScript
 * heap limit, web-ifc a memory limit, and the whole read a time limit after which the worker is
 * ended. Whatever goes wrong with the file is a 400 naming it (DomainError 'invalid').
 */

const WORKER_URL = new URL('./ifc-worker.mjs', import.meta.url);

/** The worker's JavaScript heap, MB (the model's text and the take-off's objects live there). */
const HEAP_LIMIT_MB = 768;
/** web-ifc's own memory for the model (its WebAssembly memory is outside the heap). */
const MODEL_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;
/** Models read at once by this process; the others wait their turn (the machine's cores are few). */
const AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

const refuse = (message: string, path = 'file') => new DomainError('invalid', message, [{ path, message }]);

/** Where the model's bytes are: a byte range of a file on disk (the uploaded body). */
export interface ModelBytes {
  path: string;
  offset: number;
  length: number;
}

/** The take-off of the model in `bytes`; a 400 naming the problem if it cannot be read. */
export async function runTakeoff(
  bytes: ModelBytes,
  timeLimitMs = TAKEOFF_TIME_LIMIT_SECONDS * 1000,
): Promise<MeasuredTakeoff> {
  const done = await turn();
  try {
    const answer = await inWorker(bytes, timeLimitMs);
    const parsed = measuredTakeoffSchema.safeParse(answer);
    if (!parsed.success)
      throw refuse('The model was read, but its take-off is incomplete (an element the reader did not expect).');
    return parsed.data;
  } finally {
    done();
  }
}

function inWorker(bytes: ModelBytes, timeLimitMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: {
        path: bytes.path,
        offset: bytes.offset,
        length: bytes.length,
        memoryLimitBytes: MODEL_MEMORY_LIMIT_BYTES,
      },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 64 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            refuse(
              `The model could not be read within ${Math.round(timeLimitMs / 1000)} s; it is too large or too complex to take off.`,
            ),
          ),
        ),
      timeLimitMs,
    );
    worker.on('message', (message: { ok: true; takeoff: unknown } | { ok: false; problem: string }) =>
      settle(() => (message.ok ? resolve(message.takeoff) : reject(refuse(message.problem)))),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          refuse(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `The model needs more memory than a take-off may use (${HEAP_LIMIT_MB} MB).`
              : `The model could not be read (${error.message}).`,
          ),
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(refuse(`The model could not be read (the reader stopped, code ${code}).`))),
    );
  });
}
