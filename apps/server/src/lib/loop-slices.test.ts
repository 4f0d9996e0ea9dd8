import { describe, expect, it } from 'vitest';
import { inSlices } from './loop-slices';

/** Keeps the thread busy for `ms` (the kind of work a slice holds: an engine call, a hash). */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
};

describe('work in slices (inSlices)', () => {
  it('answers each job its own value, or its own error, in the order they came', async () => {
    const order: number[] = [];
    const jobs = [1, 2, 3, 4].map((n) =>
      inSlices(() => {
        order.push(n);
        if (n === 3) throw new Error('input refused');
        return n * 10;
      }),
    );
    const settled = await Promise.allSettled(jobs);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'fulfilled', value: 20 },
      { status: 'rejected', reason: new Error('input refused') },
      { status: 'fulfilled', value: 40 },
    ]);
  });

  it('lets timers and sockets run between slices when many jobs wait at once', async () => {
    const done: number[] = [];
    let timerFiredAfter = -1;
    // Forty jobs of a millisecond each: ten times a slice, all queued in one turn. The first sets a
    // timer once the burst has begun (set before it, a busy machine may fire it before any job).
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        inSlices(() => {
          if (i === 0) setTimeout(() => (timerFiredAfter = done.length), 0);
          busy(1);
          done.push(i);
        }),
      ),
    );
    // The timer ran while jobs were still waiting, not after the whole burst.
    expect(timerFiredAfter).toBeGreaterThan(0);
    expect(timerFiredAfter).toBeLessThan(40);
  });
});
