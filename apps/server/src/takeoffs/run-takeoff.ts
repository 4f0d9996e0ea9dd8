import { Worker } from 'node:worker_threads';
import { measuredTakeoffSchema, TAKEOFF_TIME_LIMIT_SECONDS, type MeasuredTakeoff } from '@embodied/contracts';
import { DomainError } from '../lib/domain-error';

/*
 * Reads an uploaded model on a worker thread (ifc-worker.mjs, where web-ifc and its WebAssembly
 * load), so the server's event loop never waits on it. One worker, kept warm between uploads: it is
 * started by the first upload (or when the take-off page lists take-offs), reads one model at a
 * time while the next few wait their turn, and is ended after some minutes without work. The
 * worker has a JavaScript heap limit, web-ifc a memory limit, and each read a time limit; a worker
 * that passes a limit, fails on a file web-ifc saw, or whose memory grew large is ended and the
 * next upload starts a new one, so no file can leave anything behind for the next one.
 * Whatever goes wrong with the file is a 400 naming it (DomainError 'invalid'); (decision 027).
 */

const WORKER_URL = new URL('./ifc-worker.mjs', import.meta.url);

/** The worker's JavaScript heap, MB (the model's text and the take-off's objects live there). */
const HEAP_LIMIT_MB = 768;
/** web-ifc's own memory for the model (its WebAssembly memory is outside the heap). */
const MODEL_MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;
/** Uploads that may wait while one model is read; one more is answered 503. */
export const TAKEOFF_QUEUE_LIMIT = 8;
/** A worker idle this long is ended (its memory returned); the next upload starts it again. */
const IDLE_MS = 5 * 60 * 1000;
/** A worker whose WebAssembly memory grew past this (a large model) is replaced after its read. */
const RECYCLE_WASM_BYTES = 256 * 1024 * 1024;
/** A worker is replaced after this many reads, whatever its memory. */
const RECYCLE_AFTER_READS = 100;

let running = false;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running) {
    if (waiting.length >= TAKEOFF_QUEUE_LIMIT) {
      throw new DomainError(
        'unavailable',
        `The server is reading other models (${waiting.length + 1} in line); try the upload again in a minute.`,
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running = true;
  return () => {
    running = false;
    const next = waiting.shift();
    if (next) {
      running = true;
      next();
    }
  };
}

const refuse = (message: string, path = 'file') => new DomainError('invalid', message, [{ path, message }]);

interface Reader {
  worker: Worker;
  reads: number;
}
let reader: Reader | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** Ends a worker (a limit passed, a failure, its memory grew, or idle); the next read starts another. */
function retire(r: Reader) {
  if (reader === r) reader = undefined;
  void r.worker.terminate();
}

/** The warm worker, started if there is none. It does not keep the process alive while idle. */
function currentReader(): Reader {
  if (reader) return reader;
  const worker = new Worker(WORKER_URL, {
    workerData: { memoryLimitBytes: MODEL_MEMORY_LIMIT_BYTES },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 64 },
  });
  const started: Reader = { worker, reads: 0 };
  worker.unref();
  // A worker that fails between reads is dropped (the read under way, if any, is answered below).
  worker.on('error', () => retire(started));
  worker.on('exit', () => {
    if (reader === started) reader = undefined;
  });
  reader = started;
  return started;
}

function idleLater() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (reader && !running) retire(reader);
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Starts the worker (web-ifc compiles its WebAssembly) ahead of an upload, when none is running:
 * the take-off page lists take-offs when it opens, so the user's first upload finds it warm.
 */
export function warmTakeoffReader() {
  if (reader || running) return;
  currentReader();
  idleLater();
}

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
    idleLater();
  }
}

type Answer = ({ ok: true; takeoff: unknown } | { ok: false; problem: string }) & {
  replace: boolean;
  wasmBytes: number;
};

function inWorker(bytes: ModelBytes, timeLimitMs: number): Promise<unknown> {
  const r = currentReader();
  const { worker } = r;
  // Held while a read is under way (the server would not end with one), let go when idle.
  worker.ref();
  return new Promise((resolve, reject) => {
    const settle = (fn: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.unref();
      fn();
    };
    const timer = setTimeout(() => {
      retire(r);
      settle(() =>
        reject(
          refuse(
            `The model could not be read within ${Math.round(timeLimitMs / 1000)} s; it is too large or too complex to take off.`,
          ),
        ),
      );
    }, timeLimitMs);
    const onMessage = (message: Answer) => {
      r.reads++;
      if (message.replace || message.wasmBytes > RECYCLE_WASM_BYTES || r.reads >= RECYCLE_AFTER_READS) retire(r);
      settle(() => (message.ok ? resolve(message.takeoff) : reject(refuse(message.problem))));
    };
    const onError = (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          refuse(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `The model needs more memory than a take-off may use (${HEAP_LIMIT_MB} MB).`
              : `The model could not be read (${error.message}).`,
          ),
        ),
      );
    const onExit = (code: number) =>
      settle(() => reject(refuse(`The model could not be read (the reader stopped, code ${code}).`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ path: bytes.path, offset: bytes.offset, length: bytes.length });
  });
}
