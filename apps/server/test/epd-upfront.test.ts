import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  lcaxProjectSchema,
  type CalculateWallResponse,
  type CustomProduct,
  type CustomProductList,
  type EpdImportResult,
} from '@embodied/contracts';
import { BRICK_EPD, ilcdJson } from './support/epd-documents';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

/*
 * An imported EPD's A4 and A5 in the upfront modules (issues 51 and 53): a wall whose bricks come from
 * an ILCD+EPD document declaring A4 14.2 and A5 3.05 kgCO2e per tonne counts the bricks' transport
 * and waste from the EPD, and its snapshot, report and LCAx export say so.
 */
describeEachDatabase('an imported EPD’s A4 and A5 in a calculation', (kind) => {
  let app: TestApp;
  let me: SignedInUser;
  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' });
    me = await signUpVerified(app);
  });
  afterAll(async () => app.close());

  const call = async (path: string, body: object, status = 200) => {
    const res = await app.request(path, { method: 'POST', headers: me.headers, body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBe(status);
    return res.json();
  };
  // Bricks travel 0 km and waste 0 % by default here, so that the imported brick's A4 and A5 are
  // exactly the brick quantity × the EPD's values (a typed product with the same A1–A3 gives 0).
  const wall = (customProductIds: string[]) => ({
    project: 'EPD modules',
    targetReduction: 30,
    locations: [
      { description: 'North', length: 12, height: 2.7, materialA: 'BrickVeneerVirginLocal', materialB: 'Block90' },
    ],
    datasetId: 'au-typical',
    customProductIds,
    upfront: { transportKm: { bricks: 0 }, wastePercent: { bricks: 0 } },
  });

  it('uses the EPD’s A4 and A5 for the bricks it covers: 4,343.8032 kg × 0.0142 and × 0.00305 kgCO2e/kg', async () => {
    const imported = (await call('/api/products/import', {
      document: JSON.stringify(ilcdJson()),
      mode: 'create',
      items: [{ index: 0, replaces: 'clayBrick_kg' }],
    })) as EpdImportResult;
    const [importedId] = imported.createdIds;
    const list = (await (
      await app.request('/api/products', { headers: { cookie: me.cookie } })
    ).json()) as CustomProductList;
    const product = list.items.find((p) => p.id === importedId) as CustomProduct;
    // The product as a calculation uses it: the EPD's A4 and A5 per tonne.
    expect(product).toMatchObject({ declaredUnit: 't', gwp: 221.37, a4: 14.2, a5: 3.05 });
    const { id: _id, epd: _epd, expired: _x, createdAt: _c, updatedAt: _u, a4: _a4, a5: _a5, ...fields } = product;
    const typed = (await call('/api/products', { ...fields, name: 'Same brick, typed' }, 201)) as CustomProduct;
    expect(typed.a4).toBeUndefined();

    const withEpd = (await call('/api/project/calculate-wall', wall([importedId!]))) as CalculateWallResponse;
    const typedOnly = (await call('/api/project/calculate-wall', wall([typed.id]))) as CalculateWallResponse;
    const a = withEpd.locations[0]!.upfrontA!;
    const b = typedOnly.locations[0]!.upfrontA!;
    // 134.068 kg of brick per m² × 12 m × 2.7 m = 4,343.8032 kg; the EPD's 14.2 kgCO2e per tonne = 0.0142 per kg.
    expect(a.a4 - b.a4).toBeCloseTo(4343.8032 * 0.0142, 9); // 61.68200544
    expect(a.a5 - b.a5).toBeCloseTo(4343.8032 * 0.00305, 9); // 13.24859976
    expect(a.a1a3).toBe(b.a1a3);

    // The snapshot stores the product with its A4 and A5; the report names the lines from the EPD.
    const detail = await (
      await app.request(`/api/snapshots/${withEpd.snapshot}`, { headers: { cookie: me.cookie } })
    ).text();
    expect(detail).toContain('"a4":14.2');
    expect(detail).toContain('A4 from EPD S-P-99901: 14.2 kgCO2e per 1 tonne');
    expect(detail).toContain('A5 from EPD S-P-99901: 3.05 kgCO2e per 1 tonne');
    const typedDetail = await (
      await app.request(`/api/snapshots/${typedOnly.snapshot}`, { headers: { cookie: me.cookie } })
    ).text();
    expect(typedDetail).not.toContain('from EPD');

    // LCAx: the brick line's product results carry the A4 and A5 it used.
    const exported = await app.request(`/api/snapshots/${withEpd.snapshot}/export.lcax.json`, {
      headers: { cookie: me.cookie },
    });
    const parsed = lcaxProjectSchema.safeParse(await exported.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    const brick = parsed.data!.assemblies[0]!.products.find(
      (p) => p.metaData?.a4From === `EPD ${BRICK_EPD.registrationNumber}`,
    );
    expect(brick?.results?.gwp?.a4).toBeCloseTo(4343.8032 * 0.0142, 9);
    expect(brick?.results?.gwp?.a5).toBeCloseTo(4343.8032 * 0.00305, 9);
  });
});
