import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  lcaxProjectSchema,
  type CalculateWallResponse,
  type CustomProduct,
  type CustomProductList,
  type EpdImportResult,
} from '@embodied/contracts';
import { withLcax } from '../src/lib/epd/lcax-library';
import { BRICK_EPD, brokenEpdFiles, ilcdJson, ilcdXml, openEpd } from './support/epd-documents';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const LOG: string[] = [];
describeEachDatabase('importing digital EPDs (ILCD+EPD, openEPD)', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' }, { log: LOG });
    me = await signUpVerified(app);
  });
  afterAll(async () => {
    if (process.env.DEBUG_EPD) console.log(LOG.filter((l) => l.includes('error')).join('\n'));
    await app.close();
  });

  const post = (body: object) =>
    app.request('/api/products/import', { method: 'POST', headers: me.headers, body: JSON.stringify(body) });
  const upload = (text: string, fields: Record<string, string> = {}, name = 'epd.json') => {
    const form = new FormData();
    form.set('file', new File([text], name));
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const { 'content-type': _json, ...headers } = me.headers;
    return app.request('/api/products/import', { method: 'POST', headers, body: form });
  };
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as EpdImportResult;
  };
  const products = async () =>
    ((await (await app.request('/api/products', { headers: { cookie: me.cookie } })).json()) as CustomProductList)
      .items;

  it('previews an ILCD+EPD JSON data set: what it declares, per product unit, and what a product cannot use', async () => {
    const { previews, createdIds } = await ok(await post({ document: JSON.stringify(ilcdJson()) }));
    expect(createdIds).toEqual([]);
    expect(previews).toHaveLength(1);
    const p = previews[0]!;
    expect(p).toMatchObject({
      index: 0,
      format: 'ilcd-json',
      sourceId: BRICK_EPD.uuid,
      name: BRICK_EPD.name,
      manufacturer: BRICK_EPD.owner,
      programmeOperator: 'EPD Australasia',
      registrationNumber: 'S-P-99901',
      pcr: BRICK_EPD.pcr,
      standard: 'EN 15804+A2',
      declaredUnit: { amount: 1000, unit: 'kg', productUnit: 't' },
      densityKgPerM3: 1900,
      validUntil: '2099-12-31',
      link: BRICK_EPD.link,
    });
    // 1000 kg is one tonne: the GWP per product unit is the document's own number.
    expect(p.gwp.total).toEqual({ a1a3: 221.37, a4: 14.2, a5: 3.05 });
    expect(p.gwp.fossil).toEqual({ a1a3: 219.9, a4: 14.1, a5: 3 });
    expect(p.gwp.biogenic).toEqual({ a1a3: 1.2, a4: 0, a5: 0.02 });
    expect(p.flags).toEqual([]);
    expect(p.unusable).toEqual(expect.arrayContaining(['GWP-total in C1, C2, D', 'ODP (A1–A3)']));
    expect(await products()).toEqual([]);
  });

  it('reads an EPD-IES data set as soda4LCA exports it: no subtype, the number in the name, area in qm', async () => {
    // Real soda4LCA exports of EPD-IES data sets carry no LCIMethodAndAllocation.other and often
    // no registration number but at the start of the name; ÖKOBAUDAT writes square metres as 'qm'.
    const name = 'EPD-IES-0006473:002 (S-P-06473) Test compact panel';
    const doc = ilcdJson({ ...BRICK_EPD, name, registrationNumber: null, amount: 1, unit: 'qm' }) as {
      modellingAndValidation: { LCIMethodAndAllocation: Record<string, unknown> };
    };
    delete doc.modellingAndValidation.LCIMethodAndAllocation.other;
    const { previews } = await ok(await post({ document: JSON.stringify(doc) }));
    expect(previews[0]).toMatchObject({
      name,
      registrationNumber: 'EPD-IES-0006473:002 (S-P-06473)',
      declaredUnit: { amount: 1, unit: 'qm', productUnit: 'm2' },
    });
    expect(previews[0]!.flags.map((f) => f.code)).not.toContain('no-registration-number');
    expect(previews[0]!.gwp.total).toEqual({ a1a3: 221.37, a4: 14.2, a5: 3.05 });
  });

  it('creates the product: its A1–A3 GWP per declared unit equals the document’s, and it keeps the EPD', async () => {
    const res = await post({
      document: JSON.stringify(ilcdJson()),
      mode: 'create',
      items: [{ index: 0, replaces: 'clayBrick_kg' }],
    });
    const { createdIds } = await ok(res);
    expect(createdIds).toHaveLength(1);
    const product = (await products()).find((x) => x.id === createdIds[0]) as CustomProduct;
    expect(product).toMatchObject({
      name: BRICK_EPD.name,
      epdNumber: 'S-P-99901',
      programmeOperator: 'EPD Australasia',
      declaredUnit: 't',
      gwp: 221.37,
      validUntil: '2099-12-31',
      replaces: 'clayBrick_kg',
      expired: false,
    });
    expect(product.epd).toMatchObject({
      format: 'ilcd-json',
      sourceId: BRICK_EPD.uuid,
      standard: 'EN 15804+A2',
      manufacturer: BRICK_EPD.owner,
      declaredUnit: '1000 kg',
      conversion: null,
      a4: 14.2,
      a5: 3.05,
      fossilA1A3: 219.9,
      biogenicA1A3: 1.2,
    });
    // Changed by hand, it is a typed product: what it kept of the EPD no longer describes it.
    const { id, epd: _epd, expired: _e, createdAt: _c, updatedAt: _u, a4: _a4, a5: _a5, ...fields } = product;
    const changed = await app.request(`/api/products/${id}`, {
      method: 'PUT',
      headers: me.headers,
      body: JSON.stringify({ ...fields, gwp: 230 }),
    });
    const typed = (await changed.json()) as CustomProduct;
    expect(typed.epd).toBeNull();
    // …and no longer carries the EPD's A4 and A5: its transport and waste are the defaults again.
    expect([typed.a4, typed.a5]).toEqual([undefined, undefined]);
    await app.request(`/api/products/${product.id}`, { method: 'DELETE', headers: me.headers });
  });

  it('refuses a body that is neither JSON nor multipart with a 415', async () => {
    const res = await app.request('/api/products/import', {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorJson).error.code).toBe('unsupported_media_type');
  });

  it('reads the same data set as XML, and asks for the declared unit the XML does not carry', async () => {
    const { previews } = await ok(await upload(ilcdXml(), {}, 'epd.xml'));
    const p = previews[0]!;
    expect(p).toMatchObject({ format: 'ilcd-xml', sourceId: BRICK_EPD.uuid, registrationNumber: 'S-P-99901' });
    expect(p.gwp.total).toEqual({ a1a3: 221.37, a4: 14.2, a5: 3.05 });
    expect(p.declaredUnit.productUnit).toBeNull();
    expect(p.flags.map((f) => f.code)).toEqual(['unit-unconvertible']);
    const refused = await upload(ilcdXml(), {
      mode: 'create',
      items: JSON.stringify([{ index: 0, replaces: 'clayBrick_kg' }]),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorJson).error.issues?.[0]?.path).toBe('items[0].declaredUnit');
    const created = await ok(
      await upload(ilcdXml(), {
        mode: 'create',
        items: JSON.stringify([{ index: 0, replaces: 'clayBrick_kg', declaredUnit: 't' }]),
      }),
    );
    const product = (await products()).find((x) => x.id === created.createdIds[0])!;
    expect(product).toMatchObject({ declaredUnit: 't', gwp: 221.37 });
    await app.request(`/api/products/${product.id}`, { method: 'DELETE', headers: me.headers });
  });

  it('previews an openEPD document and converts its m³ GWP with the density it states', async () => {
    const { previews } = await ok(await upload(JSON.stringify(openEpd())));
    const p = previews[0]!;
    expect(p).toMatchObject({
      format: 'openepd',
      sourceId: 'EC3TEST32',
      registrationNumber: 'S-P-99932',
      manufacturer: 'Test Concrete Co',
      standard: 'EN 15804+A2',
      declaredUnit: { amount: 1, unit: 'm3', productUnit: 'm3' },
      densityKgPerM3: 2400,
      publishedOn: '2024-03-01',
      validUntil: '2099-02-28',
    });
    expect(p.gwp.total).toEqual({ a1a3: 305.4, a4: 6.1, a5: 2.2 });
    expect(p.unusable).toEqual(expect.arrayContaining(['gwp (EF 3.0) in C1', 'gwp (TRACI 2.1) in A1A2A3']));
    // As a per-m³ concrete it is the number itself; as precast (per kg) it needs the density: 305.4 ÷ 2400.
    const created = await ok(
      await post({
        document: JSON.stringify(openEpd()),
        mode: 'create',
        items: [
          { index: 0, replaces: 'concrete32MPa_m3' },
          { index: 0, replaces: 'precastPanel_kg' },
        ],
      }),
    );
    const mine = await products();
    const concrete = mine.find((x) => x.id === created.createdIds[0])!;
    const precast = mine.find((x) => x.id === created.createdIds[1])!;
    expect(concrete).toMatchObject({ declaredUnit: 'm3', gwp: 305.4 });
    expect(precast.declaredUnit).toBe('kg');
    expect(precast.gwp).toBeCloseTo(305.4 / 2400, 12);
    expect(precast.epd?.conversion).toContain('÷ 2400 kg/m³');
    for (const x of [concrete, precast])
      await app.request(`/api/products/${x.id}`, { method: 'DELETE', headers: me.headers });
  });

  it('flags an expired EPD, a missing A1–A3, +A1 beside +A2, and an implausible GWP (to confirm, not refused)', async () => {
    const expired = ilcdJson({ ...BRICK_EPD, validUntilYear: 2001 });
    const noA1A3 = ilcdJson({ ...BRICK_EPD, uuid: 'b2', gwpTotal: { A4: '1' }, gwpFossil: null, gwpBiogenic: null });
    const a1 = ilcdJson({ ...BRICK_EPD, uuid: 'b3', standard: 'EN 15804:2012+A1:2013' });
    const tenfold = ilcdJson({ ...BRICK_EPD, uuid: 'b4', gwpTotal: { 'A1-A3': '5000' } });
    const document = JSON.stringify([expired, noA1A3, a1, tenfold]);
    const items = [{ index: 3, replaces: 'clayBrick_kg' }];
    const { previews } = await ok(await post({ document, items }));
    const codes = previews.map((p) => p.flags.map((f) => f.code));
    expect(codes[0]).toContain('expired');
    expect(codes[1]).toContain('missing-a1a3');
    expect(codes[2]).toContain('standard-mix');
    expect(codes[3]).toContain('implausible-gwp');
    const refused = await post({ document, mode: 'create', items: [{ index: 1, replaces: 'clayBrick_kg' }, ...items] });
    expect(refused.status).toBe(400);
    const issues = ((await refused.json()) as ErrorJson).error.issues!;
    expect(issues.map((i) => i.path)).toEqual(['items[0].index', 'items[1].confirm']);
    expect(await products()).toEqual([]);
    const confirmed = await ok(await post({ document, mode: 'create', items: [{ ...items[0], confirm: true }] }));
    const product = (await products()).find((x) => x.id === confirmed.createdIds[0])!;
    expect(product.epd?.flags.join(' ')).toMatch(/more than 3×/);
    await app.request(`/api/products/${product.id}`, { method: 'DELETE', headers: me.headers });
  });

  it('a wall that uses an imported EPD: its snapshot cites it, and its LCAx export carries the EPD with its modules', async () => {
    const { createdIds } = await ok(
      await post({
        document: JSON.stringify(ilcdJson()),
        mode: 'create',
        items: [{ index: 0, replaces: 'clayBrick_kg' }],
      }),
    );
    const wall = {
      project: 'Imported EPD',
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
      customProductIds: createdIds,
    };
    const res = await app.request('/api/project/calculate-wall', {
      method: 'POST',
      headers: me.headers,
      body: JSON.stringify(wall),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { snapshot } = (await res.json()) as CalculateWallResponse;
    const report = await (await app.request(`/api/snapshots/${snapshot}`, { headers: { cookie: me.cookie } })).text();
    expect(report).toContain('EPD S-P-99901 (EPD Australasia)');
    expect(report).toContain(`imported from ILCD+EPD (JSON) ${BRICK_EPD.uuid}, EN 15804+A2`);
    const exported = await app.request(`/api/snapshots/${snapshot}/export.lcax.json`, {
      headers: { cookie: me.cookie },
    });
    const parsed = lcaxProjectSchema.safeParse(await exported.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    const epds = parsed
      .data!.assemblies.flatMap((a) => a.products.flatMap((p) => p.impactData))
      .filter((d) => 'validUntil' in d);
    expect(epds.length).toBeGreaterThan(0);
    // Per kg (the brick factor's unit): the tonne's values ÷ 1,000.
    expect(epds[0]).toMatchObject({
      type: 'EPD',
      id: BRICK_EPD.uuid,
      declaredUnit: 'kg',
      validUntil: '2099-12-31',
      standard: 'en15804a2',
      source: { name: 'EPD Australasia, EPD S-P-99901', url: BRICK_EPD.link },
    });
    const impacts = (epds[0] as { impacts: Record<string, Record<string, number>> }).impacts;
    expect(impacts.gwp!.a1a3).toBeCloseTo(0.22137, 12);
    expect(impacts.gwp!.a4).toBeCloseTo(0.0142, 12);
    expect(impacts.gwp_fos!.a1a3).toBeCloseTo(0.2199, 12);
    const calculated = await withLcax((lcax) => lcax.calculateProject(parsed.data! as never));
    expect(calculated.assemblies.length).toBe(parsed.data!.assemblies.length);
    await app.request(`/api/products/${createdIds[0]}`, { method: 'DELETE', headers: me.headers });
  });

  it('refuses every broken, truncated or hostile file with a 400 naming what is wrong, and records nothing', async () => {
    for (const [what, document] of Object.entries(brokenEpdFiles())) {
      for (const res of [
        await post({ document, mode: 'create', items: [{ index: 0, replaces: 'clayBrick_kg' }] }),
        await upload(document),
      ]) {
        expect(res.status, `${what}: ${await res.clone().text()}`).toBe(400);
        const body = (await res.json()) as ErrorJson;
        expect(body.error.code, what).toBe('invalid_request');
        expect(body.error.issues?.length, what).toBeGreaterThan(0);
      }
    }
    expect(await products()).toEqual([]);
  });

  it('refuses a file over 2 MB (413), a body without a file, and bad items, each naming the field', async () => {
    const huge = `[${Array.from({ length: 40_000 }, () => '"padding padding padding padding padding padding padding padding"').join(',')}]`;
    expect((await upload(huge)).status).toBe(413);
    const noFile = await app.request('/api/products/import', {
      method: 'POST',
      headers: (({ 'content-type': _c, ...h }) => h)(me.headers),
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    const bad = await post({
      document: JSON.stringify(ilcdJson()),
      mode: 'create',
      items: [{ index: 7, replaces: 'clayBrick_kg' }],
    });
    expect(((await bad.json()) as ErrorJson).error.issues).toEqual([
      { path: 'items[0].index', message: 'The file holds 1 EPD(s): index must be 0 to 0.' },
    ]);
    const empty = await post({ document: '', mode: 'create' });
    expect(((await empty.json()) as ErrorJson).error.issues?.[0]?.path).toBe('document');
    expect(await products()).toEqual([]);
  });
});
