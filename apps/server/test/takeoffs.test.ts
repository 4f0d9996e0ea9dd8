import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedApiToken, Takeoff, TakeoffList } from '@embodied/contracts';
import { houseQuantities, ifcHouse } from './support/ifc-house';
import { hostileModels } from './support/ifc-hostile';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const QUANTITIES = houseQuantities();
/** Within 1 % of the known quantity. */
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(expected * 0.01);

describeEachDatabase('model take-offs (IFC upload)', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  let other: SignedInUser;
  const log: string[] = [];
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' }, { log });
    me = await signUpVerified(app);
    other = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  const auth = (u: SignedInUser) => ({ cookie: u.cookie, 'x-xsrf-token': u.xsrf });
  const upload = (headers: Record<string, string>, text: string | Uint8Array, name = 'house.ifc', field = 'file') => {
    const form = new FormData();
    form.set(field, new File([typeof text === 'string' ? new TextEncoder().encode(text) : text], name));
    return app.request('/api/takeoffs', { method: 'POST', headers, body: form });
  };
  const uploaded = async (u: SignedInUser, text: string, name?: string) => {
    const res = await upload(auth(u), text, name);
    expect(res.status, `${await res.clone().text()} ${log.filter((l) => l.includes('"err"')).at(-1)}`).toBe(201);
    return (await res.json()) as Takeoff;
  };
  const refused = async (res: Response, status = 400) => {
    expect(res.status, `${await res.clone().text()} ${log.filter((l) => l.includes('"err"')).at(-1)}`).toBe(status);
    return ((await res.json()) as ErrorJson).error;
  };

  it('takes off the two-storey house in IFC4 from its base quantities, within 1 %', async () => {
    const takeoff = await uploaded(me, ifcHouse({ schema: 'IFC4', baseQuantities: true }));
    const { summary } = takeoff;
    near(summary.groundFloorArea, QUANTITIES.groundFloorArea);
    near(summary.firstFloorArea, QUANTITIES.firstFloorArea);
    near(summary.externalWallArea, QUANTITIES.externalWallArea);
    near(summary.internalWallArea, QUANTITIES.internalWallArea);
    near(summary.windowArea, QUANTITIES.windowArea);
    near(summary.roofArea, QUANTITIES.roofArea);
    expect(takeoff).toMatchObject({ schema: 'IFC4', application: 'Embodied IFC house generator', lengthUnit: 'metre' });
    expect(takeoff.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(takeoff.walls.every((w) => w.source === 'baseQuantities')).toBe(true);
    expect(takeoff.storeys.map((s) => [s.name, s.elevation])).toEqual([
      ['Ground floor', 0],
      ['First floor', 3],
    ]);
    // Facing: the model's y axis is true north; each side's external walls, both storeys.
    for (const [side, facing] of [
      ['south', 'S'],
      ['east', 'E'],
      ['north', 'N'],
      ['west', 'W'],
    ] as const) {
      const net = takeoff.wallGroups
        .filter((g) => g.external && g.facing === facing)
        .reduce((s, g) => s + g.netArea, 0);
      near(net, QUANTITIES.externalBySide[side]);
    }
    expect(takeoff.roof?.pitchDegrees).toBeCloseTo(30, 0);
    expect(takeoff.openings.find((o) => o.storey === 'Ground floor' && o.kind === 'window')?.frameMaterial).toBe(
      'Aluminium',
    );
    expect(takeoff.counts).toEqual({ read: 10 + 6 + 2 + 2, skipped: 0 });
  });

  it('takes off the same house in IFC2X3, millimetres, from geometry alone, with true north turned 90°', async () => {
    const takeoff = await uploaded(me, ifcHouse({ schema: 'IFC2X3', unit: 'mm', trueNorth: 90 }), 'house-2x3.ifc');
    const { summary } = takeoff;
    near(summary.groundFloorArea, QUANTITIES.groundFloorArea);
    near(summary.firstFloorArea, QUANTITIES.firstFloorArea);
    near(summary.externalWallArea, QUANTITIES.externalWallArea);
    near(summary.internalWallArea, QUANTITIES.internalWallArea);
    near(summary.windowArea, QUANTITIES.windowArea);
    near(summary.roofArea, QUANTITIES.roofArea);
    expect(takeoff).toMatchObject({ schema: 'IFC2X3', lengthUnit: 'millimetre', trueNorth: 90 });
    expect(takeoff.walls.every((w) => w.source === 'geometry')).toBe(true);
    // True north lies on the model's −x: the model's south side looks west.
    const west = takeoff.wallGroups.filter((g) => g.facing === 'W').reduce((s, g) => s + g.netArea, 0);
    near(west, QUANTITIES.externalBySide.south);
  });

  it('judges external walls by their place when the model does not say', async () => {
    const takeoff = await uploaded(me, ifcHouse({ schema: 'IFC4', isExternal: false }));
    expect(takeoff.walls.filter((w) => w.external)).toHaveLength(8);
    expect(takeoff.walls.every((w) => w.externalSource === 'position')).toBe(true);
    near(takeoff.summary.internalWallArea, QUANTITIES.internalWallArea);
  });

  it('suggests mappings from material names, remembers a changed one for the workspace', async () => {
    const first = await uploaded(me, ifcHouse({ schema: 'IFC4', baseQuantities: true }));
    const target = (t: Takeoff, kind: string, source: string) =>
      t.mappings.find((m) => m.kind === kind && m.source === source);
    expect(target(first, 'wall', 'Brick veneer 270')).toMatchObject({
      target: 'BrickVeneerVirginLocal',
      status: 'suggested',
    });
    expect(target(first, 'wall', 'Stud partition 90')?.target).toBe('LightWeightTimberClad');
    expect(target(first, 'floor', 'Beton C25/30')?.target).toBe('concrete slab');
    expect(target(first, 'floor', 'Timber joists')?.target).toBe('timber');
    expect(target(first, 'roof', 'Colorbond steel')?.target).toBe('Metal');
    expect(target(first, 'frame', 'Holz')?.target).toBe('Timber');
    expect(target(first, 'frame', 'Aluminium')?.target).toBe('Aluminium');

    const change = (id: string, body: object) =>
      app.request(`/api/takeoffs/${id}/mappings`, {
        method: 'PUT',
        headers: { ...auth(me), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const res = await change(first.id, {
      mappings: [{ kind: 'wall', source: 'Brick veneer 270', target: 'DoubleBrickVirginLocal' }],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(target((await res.json()) as Takeoff, 'wall', 'Brick veneer 270')).toMatchObject({
      target: 'DoubleBrickVirginLocal',
      status: 'remembered',
    });
    // The next model from the same office maps itself; another person's workspace does not.
    const next = await uploaded(me, ifcHouse({ schema: 'IFC2X3' }));
    expect(target(next, 'wall', 'Brick veneer 270')?.target).toBe('DoubleBrickVirginLocal');
    const theirs = await uploaded(other, ifcHouse({ schema: 'IFC2X3' }));
    expect(target(theirs, 'wall', 'Brick veneer 270')?.target).toBe('BrickVeneerVirginLocal');

    const bad = await refused(await change(first.id, { mappings: [{ kind: 'roof', source: 'x', target: 'Thatch' }] }));
    expect(bad.issues?.[0]).toMatchObject({ path: 'mappings.0.target' });
    expect(bad.issues?.[0]?.message).toContain('Metal, Clay Tile, Concrete Tile');
  });

  it('lists, reads and deletes take-offs of the workspace only', async () => {
    const takeoff = await uploaded(me, ifcHouse({ schema: 'IFC4' }), 'listed.ifc');
    const list = (await (await app.request('/api/takeoffs', { headers: { cookie: me.cookie } })).json()) as TakeoffList;
    expect(list.items[0]).toMatchObject({ id: takeoff.id, fileName: 'listed.ifc', summary: takeoff.summary });
    const read = await app.request(`/api/takeoffs/${takeoff.id}`, { headers: { cookie: me.cookie } });
    expect(((await read.json()) as Takeoff).walls).toEqual(takeoff.walls);
    expect((await app.request(`/api/takeoffs/${takeoff.id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
    const del = (u: SignedInUser) => app.request(`/api/takeoffs/${takeoff.id}`, { method: 'DELETE', headers: auth(u) });
    expect((await del(other)).status).toBe(404);
    expect((await del(me)).status).toBe(204);
    expect((await app.request(`/api/takeoffs/${takeoff.id}`, { headers: { cookie: me.cookie } })).status).toBe(404);
  });

  it('lets a read+calculate token upload, and refuses a read token (403)', async () => {
    const token = async (scope: string) => {
      const res = await app.request('/api/user/tokens', {
        method: 'POST',
        headers: me.headers,
        body: JSON.stringify({ name: `ifc ${scope}`, scope, expiresInDays: 1 }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as CreatedApiToken).secret;
    };
    const house = ifcHouse({ schema: 'IFC4' });
    expect((await upload({ authorization: `Bearer ${await token('read+calculate')}` }, house)).status).toBe(201);
    expect((await upload({ authorization: `Bearer ${await token('read')}` }, house)).status).toBe(403);
  });

  it('refuses every malformed or hostile file with a 400 naming what is wrong', async () => {
    for (const model of hostileModels()) {
      const error = await refused(await upload(auth(me), model.bytes, model.name));
      expect(error.code, model.why).toBe('invalid_request');
      expect(error.message, model.why).toMatch(model.says);
    }
  });

  it('refuses an upload that is not a form, or has no field "file", or is too large', async () => {
    const notForm = await app.request('/api/takeoffs', {
      method: 'POST',
      headers: { ...auth(me), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await refused(notForm, 415)).toMatchObject({ code: 'unsupported_media_type' });
    const noField = await refused(await upload(auth(me), ifcHouse({ schema: 'IFC4' }), 'house.ifc', 'model'));
    expect(noField.message).toContain('field "file"');
    const big = await app.request('/api/takeoffs', {
      method: 'POST',
      headers: {
        ...auth(me),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(60 * 1024 * 1024),
      },
      body: '--x--',
    });
    expect((await refused(big, 413)).message).toContain('50 MB');
  });
});
