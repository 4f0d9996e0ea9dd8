import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  CalculateWallResponse,
  CreatedApiToken,
  CustomProduct,
  CustomProductList,
  Recalculation,
  SnapshotDetail,
} from '@embodied/contracts';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const BRICK = {
  name: ' Example clay brick ',
  epdNumber: 'S-P-00000',
  programmeOperator: 'EPD Australasia',
  declaredUnit: 't',
  gwp: 220,
  validUntil: '2099-06-30',
  replaces: 'clayBrick_kg',
};
const CONCRETE = {
  name: 'Example 25 MPa mix',
  epdNumber: 'S-P-11111',
  programmeOperator: 'EPD Australasia',
  declaredUnit: 'm3',
  gwp: 180,
  gwpMin: 170,
  gwpMax: 195,
  validUntil: '2020-12-31',
  replaces: 'concrete25MPa_m3',
};
// Worked example 2: 12 m × 2.7 m of brick veneer (134.068 kg of brick per m²) against timber clad.
const WALL = {
  project: 'EPD test',
  targetReduction: 30,
  locations: [
    {
      description: 'North',
      length: 12,
      height: 2.7,
      materialA: 'BrickVeneerVirginLocal',
      materialB: 'LightWeightTimberClad',
    },
  ],
  datasetId: 'au-typical',
};
const FOOTING = {
  project: 'EPD test',
  area: 200,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
  datasetId: 'au-typical',
};

describeEachDatabase('custom products (user-supplied EPDs)', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' });
    me = await signUpVerified(app);
    other = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  const send = (user: SignedInUser, method: string, path: string, body?: object) =>
    app.request(path, { method, headers: user.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const create = async (user: SignedInUser, body: object) => {
    const res = await send(user, 'POST', '/api/products', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as CustomProduct;
  };
  const list = async (user: SignedInUser) =>
    ((await (await app.request('/api/products', { headers: { cookie: user.cookie } })).json()) as CustomProductList)
      .items;
  const issuesOf = async (res: Response) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('invalid_request');
    return body.error.issues ?? [];
  };

  it('records, lists, changes and deletes a product; no one else sees or touches it', async () => {
    const brick = await create(me, BRICK);
    expect(brick).toMatchObject({ name: 'Example clay brick', gwp: 220, gwpMin: null, gwpMax: null, expired: false });
    const concrete = await create(me, CONCRETE);
    expect(concrete).toMatchObject({ gwpMin: 170, gwpMax: 195, expired: true, validUntil: '2020-12-31' });
    expect((await list(me)).map((p) => p.id)).toEqual([brick.id, concrete.id]);
    expect(await list(other)).toEqual([]);
    // "Download my data" holds them too.
    const exported = (await (await app.request('/api/user/export', { headers: { cookie: me.cookie } })).json()) as {
      customProducts: CustomProduct[];
    };
    expect(exported.customProducts).toEqual(await list(me));

    const changed = await send(me, 'PUT', `/api/products/${brick.id}`, { ...BRICK, gwp: 230 });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as CustomProduct).gwp).toBe(230);
    expect((await send(other, 'PUT', `/api/products/${brick.id}`, BRICK)).status).toBe(404);
    expect((await send(other, 'DELETE', `/api/products/${brick.id}`)).status).toBe(404);

    expect((await send(me, 'DELETE', `/api/products/${brick.id}`)).status).toBe(204);
    expect((await send(me, 'DELETE', `/api/products/${brick.id}`)).status).toBe(404);
    expect((await list(me)).map((p) => p.id)).toEqual([concrete.id]);
    await send(me, 'DELETE', `/api/products/${concrete.id}`);
  });

  it('refuses a bad product with every bad field and its rule', async () => {
    const missing = await issuesOf(await send(me, 'POST', '/api/products', {}));
    expect(missing.map((i) => i.path).sort()).toEqual(
      ['declaredUnit', 'epdNumber', 'gwp', 'name', 'programmeOperator', 'replaces', 'validUntil'].sort(),
    );
    expect(missing.find((i) => i.path === 'name')?.message).toBe('Product name is required.');

    const rules = await issuesOf(
      await send(me, 'POST', '/api/products', { ...BRICK, declaredUnit: 'm3', validUntil: '2027-02-30' }),
    );
    expect(rules).toEqual([
      { path: 'validUntil', message: 'Valid until must be a date (YYYY-MM-DD).' },
      {
        path: 'declaredUnit',
        message: 'Clay brick is counted in kgCO2e/kg: the declared unit must be 1 kg or 1 tonne, not 1 m³.',
      },
    ]);
    const range = await issuesOf(await send(me, 'POST', '/api/products', { ...CONCRETE, gwp: 25_000, gwpMin: -1 }));
    expect(range).toEqual([
      { path: 'gwp', message: 'A1–A3 GWP must be greater than 0 and at most 20,000 kgCO2e/m³ (got 25000).' },
      { path: 'gwpMin', message: 'Minimum GWP must be greater than 0 and at most 20,000 kgCO2e/m³ (got -1).' },
    ]);
    // A product declares some carbon: 0 is a slip, not an EPD (issue 47).
    const zero = await issuesOf(await send(me, 'POST', '/api/products', { ...CONCRETE, gwp: 0, gwpMin: null }));
    expect(zero).toEqual([
      { path: 'gwp', message: 'A1–A3 GWP must be greater than 0 and at most 20,000 kgCO2e/m³ (got 0).' },
    ]);
    const order = await issuesOf(await send(me, 'POST', '/api/products', { ...CONCRETE, gwpMin: 200, gwpMax: 100 }));
    expect(order).toEqual([
      { path: 'gwpMin', message: 'Minimum GWP must not be more than the A1–A3 GWP.' },
      { path: 'gwpMax', message: 'Maximum GWP must not be less than the A1–A3 GWP.' },
    ]);
    const extra = await issuesOf(await send(me, 'POST', '/api/products', { ...BRICK, colour: 'red' }));
    expect(extra[0]!.message).toContain('colour');
    expect(await list(me)).toEqual([]);
  });

  it('a wall calculation uses the product on the brick lines only, and the snapshot keeps it as it was', async () => {
    const brick = await create(me, BRICK);
    const plainRes = await send(me, 'POST', '/api/project/calculate-wall', WALL);
    const plain = (await plainRes.json()) as CalculateWallResponse;
    const res = await send(me, 'POST', '/api/project/calculate-wall', { ...WALL, customProductIds: [brick.id] });
    expect(res.status, await res.clone().text()).toBe(200);
    const mine = (await res.json()) as CalculateWallResponse;
    // Brick 0.184 → 0.22 kgCO2e/kg: + 32.4 m² × 134.068 kg/m² × 0.036 on option A only.
    expect(mine.optionATotal - plain.optionATotal).toBeCloseTo(32.4 * 134.068 * 0.036, 6);
    expect(mine.optionBTotal).toBe(plain.optionBTotal);
    const lines = mine.locations[0]!.breakdownA.flatMap((e) => e.lines);
    const brickLines = lines.filter((l) => l.factorKey === 'clayBrick_kg');
    expect(brickLines.length).toBeGreaterThan(0);
    for (const l of brickLines) {
      expect(l.citation).toContain('user-supplied EPD: EPD S-P-00000, EPD Australasia');
      expect(l.sourceId).toBe('USER_EPD');
    }
    expect(lines.filter((l) => l.sourceId === 'USER_EPD')).toEqual(brickLines);

    // The product changes and goes; the snapshot still holds (and recalculates with) what it used.
    await send(me, 'PUT', `/api/products/${brick.id}`, { ...BRICK, gwp: 500 });
    await send(me, 'DELETE', `/api/products/${brick.id}`);
    const detail = (await (
      await app.request(`/api/snapshots/${mine.snapshot}`, { headers: { cookie: me.cookie } })
    ).json()) as SnapshotDetail;
    expect(detail.kind).toBe('wall');
    const inputs = detail.inputs as { customProductIds?: string[]; customProducts?: { gwp: number; name: string }[] };
    expect(inputs.customProductIds).toEqual([brick.id]);
    expect(inputs.customProducts).toMatchObject([{ gwp: 220, name: 'Example clay brick' }]);
    const recalc = (await (
      await app.request(`/api/snapshots/${mine.snapshot}/recalculate`, { headers: { cookie: me.cookie } })
    ).json()) as Recalculation;
    expect(recalc.changed).toBe(false);

    // Printouts and exports say where the factor came from.
    const csv = await (
      await app.request(`/api/snapshots/${mine.snapshot}/export.csv`, { headers: { cookie: me.cookie } })
    ).text();
    expect(csv).toContain('user-supplied EPD');
    const report = detail.report.inputs.filter((r) => r.group === 'User-supplied EPDs');
    expect(report).toEqual([
      {
        group: 'User-supplied EPDs',
        label: 'Clay brick: Example clay brick',
        value: 'EPD S-P-00000 (EPD Australasia), 220 kgCO2e per 1 tonne, valid until 2099-06-30',
        unit: null,
      },
    ]);
  });

  it('a footing calculation uses a 25 MPa product on both systems, with its range', async () => {
    const concrete = await create(me, CONCRETE);
    const plain = (await (await send(me, 'POST', '/api/project/calculate-footing', FOOTING)).json()) as {
      bau: { kgCO2e: number; breakdown: { lines: { factorKey: string; quantity: number; min: number }[] }[] };
    };
    const res = await send(me, 'POST', '/api/project/calculate-footing', {
      ...FOOTING,
      customProductIds: [concrete.id],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const mine = (await res.json()) as typeof plain;
    const m3 = plain.bau.breakdown
      .flatMap((e) => e.lines)
      .filter((l) => l.factorKey === 'concrete25MPa_m3')
      .reduce((s, l) => s + l.quantity, 0);
    expect(m3).toBeGreaterThan(0);
    // Standard 25 MPa mix (ICM 2019 ID 86 process, 359) → the product's 180 kgCO2e/m³ on the N25 lines.
    expect(mine.bau.kgCO2e - plain.bau.kgCO2e).toBeCloseTo(m3 * (180 - 359), 6);
    const line = mine.bau.breakdown.flatMap((e) => e.lines).find((l) => l.factorKey === 'concrete25MPa_m3')!;
    expect(line.min).toBeCloseTo(line.quantity * 170, 9);
    await send(me, 'DELETE', `/api/products/${concrete.id}`);
  });

  it('the optimizer estimate and its Pareto search use the products, and the estimate agrees with the search', async () => {
    const board = await create(me, {
      name: 'Example plasterboard',
      epdNumber: 'S-P-33333',
      programmeOperator: 'EPD Australasia',
      declaredUnit: 'kg',
      gwp: 0.5,
      validUntil: '2099-01-01',
      replaces: 'plasterboard_kg',
    });
    const geometry = { groundFloorArea: 140, firstFloorArea: 0, ceilingHeight: 2.7, windowArea: 20 };
    const design = {
      groundFloorWallArea: 'brick veneer',
      firstFloorWallArea: 'brick veneer',
      groundFloorStructure: 'concrete slab',
      firstFloorStructure: 'timber',
      roofMaterial: 'Concrete Tile',
      windowFrameType: 'Aluminium',
      doubleGlazed: 'Double Glazed',
      brickSupplier: 'Adbri VIC (mid)',
      concreteSupplier: 'Boral Normal GP',
    };
    type Estimate = {
      totalCO2e: number;
      snapshot: number;
      elements: { lines: { factorKey: string; quantity: number; citation: string }[] }[];
    };
    const estimate = async (ids?: string[]) => {
      const res = await send(me, 'POST', '/api/project/optimize', {
        ...geometry,
        ...design,
        datasetId: 'au-typical',
        ...(ids ? { customProductIds: ids } : {}),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as Estimate;
    };
    const plain = await estimate();
    const mine = await estimate([board.id]);
    const boardLines = mine.elements.flatMap((e) => e.lines).filter((l) => l.factorKey === 'plasterboard_kg');
    const kg = boardLines.reduce((sum, l) => sum + l.quantity, 0);
    expect(kg).toBeGreaterThan(0);
    // au-typical plasterboard 0.304 → 0.5 kgCO2e/kg on every plasterboard line.
    expect(mine.totalCO2e - plain.totalCO2e).toBeCloseTo(kg * (0.5 - 0.304), 6);
    for (const l of boardLines) expect(l.citation).toContain('user-supplied EPD');
    const detail = (await (
      await app.request(`/api/snapshots/${mine.snapshot}`, { headers: { cookie: me.cookie } })
    ).json()) as SnapshotDetail;
    expect((detail.inputs as { customProducts?: unknown[] }).customProducts).toHaveLength(1);

    const front = await send(me, 'POST', '/api/project/optimize/pareto', {
      ...geometry,
      datasetId: 'au-typical',
      customProductIds: [board.id],
      current: design,
      // The estimate's totalCO2e is A1–A3; the search defaults to A1–A5.
      modules: 'A1-A3',
    });
    expect(front.status, await front.clone().text()).toBe(200);
    const { current } = (await front.json()) as { current: { totalCO2e: number } };
    expect(current.totalCO2e).toBe(mine.totalCO2e);
    await send(me, 'DELETE', `/api/products/${board.id}`);
  });

  it('refuses unknown, foreign, repeated and clashing product ids, naming each position', async () => {
    const mine1 = await create(me, BRICK);
    const mine2 = await create(me, { ...BRICK, name: 'Another brick' });
    const theirs = await create(other, CONCRETE);
    const issues = await issuesOf(
      await send(me, 'POST', '/api/project/calculate-wall', {
        ...WALL,
        customProductIds: [mine1.id, 'no-such-id', theirs.id, mine2.id, mine1.id],
      }),
    );
    expect(issues).toEqual([
      {
        path: 'customProductIds[1]',
        message: "You have no custom product with id 'no-such-id' (it may have been deleted).",
      },
      {
        path: 'customProductIds[2]',
        message: `You have no custom product with id '${theirs.id}' (it may have been deleted).`,
      },
      { path: 'customProductIds[3]', message: 'Only one product can replace Clay brick (see customProductIds[0]).' },
      { path: 'customProductIds[4]', message: 'This product is named twice (see customProductIds[0]).' },
    ]);
    const location = await send(me, 'POST', '/api/project/calculate-wall-location', {
      ...WALL.locations[0],
      customProductIds: ['gone'],
    });
    expect((await issuesOf(location))[0]!.path).toBe('customProductIds[0]');
    const footing = await send(me, 'POST', '/api/project/calculate-footing', { ...FOOTING, customProductIds: 'x' });
    expect((await issuesOf(footing))[0]!.path).toBe('customProductIds');
  });

  it('a token reads products but cannot record them', async () => {
    const res = await send(me, 'POST', '/api/user/tokens', { name: 'read', scope: 'read+calculate', expiresInDays: 1 });
    const token = (await res.json()) as CreatedApiToken;
    const headers = { authorization: `Bearer ${token.secret}`, 'content-type': 'application/json' };
    expect((await app.request('/api/products', { headers })).status).toBe(200);
    const post = await app.request('/api/products', { method: 'POST', headers, body: JSON.stringify(BRICK) });
    expect(post.status).toBe(403);
  });
});
