import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { admission, isProbe } from './admission';
import type { AppEnv } from './app-env';

/** An app whose /api/work calls wait until released, counting how many are at work at once. */
function appWithGate(limit: number) {
  const app = new Hono();
  let atWork = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  app.use('/api/*', admission(limit, isProbe));
  app.get('/api/work/:n', async (c) => {
    atWork++;
    most = Math.max(most, atWork);
    await new Promise<void>((resolve) => releases.push(resolve));
    atWork--;
    return c.text(c.req.param('n'));
  });
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  return {
    app,
    releaseOne: () => releases.shift()?.(),
    get waitingToBeReleased() {
      return releases.length;
    },
    get most() {
      return most;
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe('admission: at most so many API calls at work at once', () => {
  it('lets `limit` calls work, holds the rest in arrival order, and answers every one', async () => {
    const gate = appWithGate(3);
    const answers = Array.from({ length: 7 }, async (_, n) => (await gate.app.request(`/api/work/${n}`)).text());
    await settle();
    expect(gate.waitingToBeReleased).toBe(3);
    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      gate.releaseOne();
      await settle();
    }
    for (const a of answers) order.push(await a);
    expect(order).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(gate.most).toBe(3);
  });

  it('never makes the health check wait, even with every place taken', async () => {
    const gate = appWithGate(2);
    const busy = ['a', 'b', 'c'].map(async (n) => gate.app.request(`/api/work/${n}`));
    await settle();
    const health = await gate.app.request('/api/health');
    expect(health.status).toBe(200);
    expect(gate.waitingToBeReleased).toBe(2);
    for (let i = 0; i < 3; i++) {
      gate.releaseOne();
      await settle();
    }
    expect((await Promise.all(busy)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('gives the place back when a call fails', async () => {
    const app = new Hono();
    app.use('/api/*', admission(1, isProbe));
    app.get('/api/fail', () => {
      throw new Error('boom');
    });
    app.get('/api/ok', (c) => c.text('ok'));
    app.onError((_err, c) => c.text('failed', 500));
    expect((await app.request('/api/fail')).status).toBe(500);
    expect(await (await app.request('/api/ok')).text()).toBe('ok');
  });

  it('lets the next call in while a call waits outside, and never gives one place back twice', async () => {
    const app = new Hono<AppEnv>();
    app.use('/api/*', admission(1, isProbe));
    let commit: () => void = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const order: string[] = [];
    app.get('/api/save', async (c) => {
      order.push('save: working');
      // Waiting for its row's commit, it gives its place to the next call…
      await c.var.waitOutside!(committed);
      order.push('save: answered');
      // …and finishing gives nothing back a second time.
      return c.text('saved');
    });
    app.get('/api/quick/:n', (c) => {
      order.push(`quick ${c.req.param('n')}`);
      return c.text('ok');
    });
    let release: () => void = () => {};
    app.get('/api/slow', async (c) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return c.text('slow');
    });
    const saving = app.request('/api/save');
    await settle();
    const quick = await app.request('/api/quick/1');
    expect(quick.status).toBe(200);
    expect(order).toEqual(['save: working', 'quick 1']);
    commit();
    expect(await (await saving).text()).toBe('saved');
    // One place, not two: with a slow call holding it, the next call waits.
    const slow = app.request('/api/slow');
    await settle();
    let quickDone = false;
    const quick2 = (async () => {
      const res = await app.request('/api/quick/2');
      quickDone = true;
      return res;
    })();
    await settle();
    expect(quickDone).toBe(false);
    release();
    expect((await slow).status).toBe(200);
    expect((await quick2).status).toBe(200);
    expect(order).toEqual(['save: working', 'quick 1', 'save: answered', 'quick 2']);
  });
});
