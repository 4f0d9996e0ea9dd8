// @ts-check
/*
 * The take-off's worker thread (started by takeoffs/run-takeoff.ts, which keeps it warm between
 * uploads, with a memory limit, and ends it at a time limit). It starts web-ifc (WebAssembly) once;
 * then, for each job its parent posts, it reads the uploaded model from its temporary file, opens
 * it with web-ifc and answers the take-off, or what is wrong with the file, with whether the worker
 * should be replaced (web-ifc saw a file it failed on, or its memory grew). One job at a time.
 * web-ifc is loaded here only, never on the server's own thread.
 */
import { openSync, readSync, closeSync } from 'node:fs';
import { lowerThisThread } from '../lib/thread-niceness.mjs';
import { performance } from 'node:perf_hooks';
import { TextDecoder } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import * as W from 'web-ifc';
import { forgetLines } from './ifc-model.mjs';
import { takeOff } from './ifc-takeoff.mjs';

if (!parentPort) throw new Error('ifc-worker.mjs runs as a worker thread');

/** The schemas the take-off reads. */
const SCHEMAS = ['IFC2X3', 'IFC4'];
/** Entity numbers above this are refused: web-ifc sizes its tables by the largest number. */
const MAX_ENTITY_NUMBER = 50_000_000;
/** No IFC entity nests its lists this deep (a point list inside a list of faces is 3 or 4). */
const MAX_NESTING = 32;

/** A problem of the file, answered to the user as a 400. */
class ModelProblem extends Error {}

/**
 * A job from run-takeoff.ts: where the model's bytes are in the uploaded file.
 * @typedef {{ path: string, offset: number, length: number }} Job
 */
/** @type {unknown} */
const started = workerData;
/** web-ifc's own memory for one model (run-takeoff.ts starts the worker with it). */
const { memoryLimitBytes } = /** @type {{ memoryLimitBytes: number }} */ (started);

/** The worker's niceness (Linux: per thread): the server's own thread goes first when both want a core. */
const NICENESS = 10;

// A take-off never holds the event loop's thread off a core: the server's health check and every
// other request keep their pace while a model is read.
lowerThisThread(NICENESS);

const api = new W.IfcAPI();
/** web-ifc's WebAssembly, compiled and started once for every job of this worker. */
const ready = api.Init();

/**
 * The model's bytes.
 * @param {Job} part @returns {Uint8Array}
 */
function readPart({ path, offset, length }) {
  const bytes = new Uint8Array(length);
  const fd = openSync(path, 'r');
  try {
    let done = 0;
    while (done < length) {
      const n = readSync(fd, bytes, done, length - done, offset + done);
      if (n === 0) break;
      done += n;
    }
  } finally {
    closeSync(fd);
  }
  return bytes;
}

/**
 * Refuses lists nested deeper than any IFC entity nests them (a reader that recurses would run out
 * of stack on them). Text between quotes is skipped.
 * @param {Uint8Array} bytes
 */
function checkNesting(bytes) {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < bytes.length; i++) {
    const ch = bytes[i];
    if (ch === 0x27) quoted = !quoted;
    else if (quoted) continue;
    else if (ch === 0x28 && ++depth > MAX_NESTING) {
      throw new ModelProblem(`The file nests lists more than ${MAX_NESTING} deep: it is damaged or not a model.`);
    } else if (ch === 0x29) depth--;
  }
}

/**
 * Checks of the text that web-ifc would not make, or would make only after a long time.
 * @param {Uint8Array} bytes @returns {string} the schema
 */
function checkText(bytes) {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 256)));
  if (!/^\uFEFF?\s*ISO-10303-21\s*;/.test(head)) {
    throw new ModelProblem('The file is not an IFC model: an IFC file (STEP text) starts with ISO-10303-21;.');
  }
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(head)?.[1]?.toUpperCase();
  if (!schema) throw new ModelProblem('The file names no IFC schema in its header (FILE_SCHEMA).');
  if (!SCHEMAS.includes(schema)) {
    throw new ModelProblem(`The model's schema is ${schema}: only IFC2X3 and IFC4 models can be taken off.`);
  }
  if (!/END-ISO-10303-21\s*;\s*$/.test(tail)) {
    throw new ModelProblem(
      'The file is cut off: an IFC file ends with END-ISO-10303-21; (was the upload or export complete?).',
    );
  }
  checkNesting(bytes);
  const text = new TextDecoder('latin1').decode(bytes);
  const numbers = /^\s*#(\d+)\s*=/gm;
  let match;
  let count = 0;
  while ((match = numbers.exec(text))) {
    count++;
    const number = match[1] ?? '';
    if (number.length > 9 || Number(number) > MAX_ENTITY_NUMBER) {
      throw new ModelProblem(
        `Entity #${number} is numbered beyond ${MAX_ENTITY_NUMBER.toLocaleString('en-AU')}: the file is damaged or not a model.`,
      );
    }
  }
  if (count === 0) throw new ModelProblem('The model has no entities in its DATA section.');
  return schema;
}

/**
 * The take-off of one job's model, and whether web-ifc saw the model (then a failure may have left
 * its memory in any state, and the worker is replaced).
 * @param {Job} job @param {{ touched: boolean }} state
 */
async function run(job, state) {
  const bytes = readPart(job);
  const schema = checkText(bytes);
  state.touched = true;
  await ready;
  let model;
  try {
    model = api.OpenModel(bytes, { COORDINATE_TO_ORIGIN: false, MEMORY_LIMIT: memoryLimitBytes });
  } catch (error) {
    throw new ModelProblem(
      `The model could not be opened (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (model < 0) throw new ModelProblem('The model could not be opened: web-ifc refused it.');
  try {
    const opened = api.GetModelSchema(model);
    if (opened && !SCHEMAS.includes(String(opened).toUpperCase())) {
      throw new ModelProblem(`The model's schema is ${opened}: only IFC2X3 and IFC4 models can be taken off.`);
    }
    const started = performance.now();
    const result = takeOff(api, model);
    if (result.counts.read === 0) {
      throw new ModelProblem(
        'The model has nothing to take off: no walls, windows, doors, slabs or roofs with quantities or geometry.',
      );
    }
    return { ...result, schema, readMs: Math.round(performance.now() - started) };
  } finally {
    forgetLines(api, model);
    api.CloseModel(model);
  }
}

/** The bytes of web-ifc's WebAssembly memory (it grows with the largest model read and never shrinks). */
function wasmBytes() {
  /** @type {unknown} */
  const module = api.wasmModule;
  const wasm = /** @type {{ HEAPU8?: Uint8Array } | undefined} */ (module);
  return wasm?.HEAPU8?.byteLength ?? 0;
}

parentPort.on('message', (/** @type {Job} */ job) => {
  const state = { touched: false };
  run(job, state).then(
    (takeoff) => parentPort?.postMessage({ ok: true, takeoff, replace: false, wasmBytes: wasmBytes() }),
    (error) =>
      parentPort?.postMessage({
        ok: false,
        problem:
          error instanceof ModelProblem
            ? error.message
            : `The model could not be read: ${error instanceof Error ? error.message : String(error)}.`,
        replace: state.touched,
        wasmBytes: wasmBytes(),
      }),
  );
});
