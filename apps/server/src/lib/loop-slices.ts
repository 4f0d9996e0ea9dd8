/**
 * Synchronous work of many requests, done a slice at a time so the event loop keeps turning.
 *
 * Under load, the sockets of dozens of Calculates become readable together, and Node handles all of
 * them in one pass of the loop: each request ran its engine call and snapshot hash (about half a
 * millisecond) before the loop could answer anything else, so timers and the health check waited
 * for all of them at once. Work given to `inSlices` runs instead at the next check phase
 * (`setImmediate`), in arrival order, until a slice of `SLICE_MS` is used; the rest waits for the
 * next turn of the loop, after the loop has polled sockets and run timers.
 */
export const SLICE_MS = 4;

interface Job {
  readonly run: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (err: unknown) => void;
}

const jobs: Job[] = [];
let head = 0;
let scheduled = false;

function pump() {
  scheduled = false;
  const started = performance.now();
  // At least one job a turn, however long it takes; then as many as fit in the slice.
  do {
    const job = jobs[head]!;
    jobs[head++] = undefined as unknown as Job;
    try {
      job.resolve(job.run());
    } catch (err) {
      job.reject(err);
    }
  } while (head < jobs.length && performance.now() - started < SLICE_MS);
  if (head === jobs.length) {
    jobs.length = 0;
    head = 0;
  } else {
    scheduled = true;
    setImmediate(pump);
  }
}

/** Runs `run` (synchronous) in a slice of a later turn of the event loop; its value or its error. */
export function inSlices<T>(run: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    jobs.push({ run, resolve: resolve as (value: unknown) => void, reject });
    if (!scheduled) {
      scheduled = true;
      setImmediate(pump);
    }
  });
}
