/** Timing helpers for the benchmarks: medians of repeated runs, after warm-up. */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Exposes gc() without a command-line flag, so that `npm run bench` can measure retained memory.
setFlagsFromString('--expose-gc');
const gcFn = runInNewContext('gc') as () => void;

export function gc(): void {
  gcFn();
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export interface Timing {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Runs `fn` `warmup` times untimed, then `runs` times timed (ms). */
export function time(fn: (i: number) => unknown, runs = 15, warmup = 3): Timing {
  for (let i = 0; i < warmup; i++) fn(i);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    ms.push(performance.now() - start);
  }
  return { median: median(ms), min: Math.min(...ms), max: Math.max(...ms), runs };
}

/**
 * Heap bytes one call allocates, median of 5 tries: heap growth across the call, starting after a
 * full GC. A lower bound (a young-generation GC during the call would hide some), fine for calls
 * that allocate well under the 16 MiB young generation.
 */
export function allocatedBytes(fn: (i: number) => unknown): number {
  const tries: number[] = [];
  for (let t = 0; t < 5; t++) {
    gc();
    const before = process.memoryUsage().heapUsed;
    fn(t);
    tries.push(process.memoryUsage().heapUsed - before);
  }
  return median(tries);
}

export const fmtMs = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-AU');

/** Prints a Markdown table (pasteable into docs/benchmarks.md). */
export function table(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`|${columns.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log('');
}

/** A small seeded PRNG (mulberry32) so synthetic inputs are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
