import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { admission, isProbe } from './admission';

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
});
