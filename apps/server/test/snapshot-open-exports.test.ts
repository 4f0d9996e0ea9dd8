import ExcelJS from 'exceljs';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionForPeople, ENGINE_VERSION, getDataset, type FootingInput } from '@embodied/engine';
import {
  formatDateInZone,
  lcaxProjectSchema,
  splitComponent,
  type BreakdownElementBody,
  type LcaxProject,
  type SnapshotDetail,
} from '@embodied/contracts';
import { computeDwellingOutputs } from '../src/features/dwellings/dwelling-service';
import { computeFootingOutputs } from '../src/features/footings/footing-service';
import { computeWallOutputs } from '../src/features/walls/wall-service';
import { user } from '../src/db/schema';
import { withLcax } from '../src/lib/epd/lcax-library';
import { createSnapshot, type NewSnapshot } from './support/snapshots';
import { PLACEHOLDER_DWELLING } from './support/requests';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

/*
 * The open exports of a snapshot: LCAx (read through our zod schema of the LCAx model) and XLSX
 * (read back with exceljs), for a wall, a footing and a dwelling snapshot, each against the
 * snapshot's own figures.
 */

const VERSION = getDataset('au-typical').version;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function wallSnapshot(ownerId: string, project: string): NewSnapshot {
  const locations = [
    {
      description: 'North',
      length: 10,
      height: 2.4,
      materialA: 'BrickVeneerVirginLocal' as const,
      materialB: 'Block190CoreCF' as const,
    },
    {
      description: 'East',
      length: 6,
      height: 2.7,
      materialA: 'DoubleBrickVirginLocal' as const,
      materialB: 'LightWeightTimberClad' as const,
    },
    { description: '', length: null, height: null, materialA: 'Block90' as const, materialB: 'Block90' as const },
  ];
  return {
    ownerId,
    kind: 'wall',
    project,
    inputs: { project, targetReduction: 30, locations, datasetId: 'au-typical' },
    outputs: computeWallOutputs({ targetReduction: 30, locations }, 'au-typical'),
    datasetId: 'au-typical',
    datasetVersion: VERSION,
    engineVersion: ENGINE_VERSION,
  };
}

const FOOTING: FootingInput = {
  area: 200,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'FlyAshSubstitution30',
};
function footingSnapshot(ownerId: string, project: string): NewSnapshot {
  return {
    ownerId,
    kind: 'footing',
    project,
    inputs: { project, ...FOOTING },
    outputs: computeFootingOutputs({ project, ...FOOTING }, 'au-typical'),
    datasetId: 'au-typical',
    datasetVersion: VERSION,
    engineVersion: ENGINE_VERSION,
  };
}

function dwellingSnapshot(ownerId: string, project: string): NewSnapshot {
  return {
    ownerId,
    kind: 'dwelling',
    project,
    inputs: { ...PLACEHOLDER_DWELLING, project },
    outputs: computeDwellingOutputs(PLACEHOLDER_DWELLING, 'au-typical'),
    datasetId: 'au-typical',
    datasetVersion: VERSION,
    engineVersion: ENGINE_VERSION,
  };
}

/** Every breakdown line of a snapshot's report, with its breakdown and element. */
function reportLines(detail: SnapshotDetail) {
  return detail.report.breakdowns.flatMap((b) =>
    b.elements.flatMap((e: BreakdownElementBody) => e.lines.map((line) => ({ caption: b.caption, element: e, line }))),
  );
}

const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** The files of a ZIP (an XLSX is one), read through its central directory: name → text. */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  for (let at = bytes.indexOf(CENTRAL); at >= 0;) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at = bytes.indexOf(CENTRAL, at + 46 + nameLength + extra + comment);
  }
  return files;
}

describeEachDatabase('snapshot exports in open formats (LCAx, XLSX)', (kind) => {
  let app: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  const numbers = { wall: 0, footing: 0, dwelling: 0 };

  const get = (who: SignedInUser, path: string) => app.request(path, { headers: { cookie: who.cookie } });
  const detail = async (n: number) => (await (await get(owner, `/api/snapshots/${n}`)).json()) as SnapshotDetail;

  beforeAll(async () => {
    app = await createTestApp(kind);
    [owner, other] = await Promise.all([signUpVerified(app), signUpVerified(app)]);
    const db = app.database.db;
    const ownerId = (await db.select({ id: user.id }).from(user).where(eq(user.email, owner.email)))[0]!.id;
    numbers.wall = (await createSnapshot(db, wallSnapshot(ownerId, 'Open House'))).number;
    numbers.footing = (await createSnapshot(db, footingSnapshot(ownerId, 'Open House'))).number;
    numbers.dwelling = (
      await createSnapshot(db, dwellingSnapshot(ownerId, '=HYPERLINK("http://x.example","Open")'))
    ).number;
  });
  afterAll(async () => app.close());

  const lcaxOf = async (n: number) => {
    const res = await get(owner, `/api/snapshots/${n}/export.lcax.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="embodied-snapshot-${n}.lcax.json"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const parsed = lcaxProjectSchema.safeParse(await res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    // The LCAx project's own library reads it and computes it (product = quantity × factor, assembly =
    // Σ products × quantity): every assembly's A1–A3 GWP comes back as the snapshot's figure for it.
    // Our results are removed first, so that what comes back is the library's own sum.
    const bare = structuredClone(parsed.data!);
    for (const a of bare.assemblies) {
      a.results = null;
      for (const p of a.products) p.results = null;
    }
    const calculated = await withLcax((lcax) => lcax.calculateProject(bare as never));
    calculated.assemblies.forEach((a, i) => {
      expect(a.type).toBe('assembly');
      const ours = parsed.data!.assemblies[i]!.results?.gwp?.a1a3 ?? NaN;
      expect((a as { results: { gwp: { a1a3: number } } }).results.gwp.a1a3).toBeCloseTo(ours, 6);
    });
    return parsed.data!;
  };

  const productsOf = (project: LcaxProject) => project.assemblies.flatMap((a) => a.products);

  describe('LCAx', () => {
    for (const k of ['wall', 'footing', 'dwelling'] as const) {
      it(`${k}: parses with the LCAx schema; every breakdown line is a product with module A1–A3, its factor and its source`, async () => {
        const n = numbers[k];
        const [project, snapshot] = await Promise.all([lcaxOf(n), detail(n)]);
        expect(project.formatVersion).toBe('3.5.0');
        expect(project.location.country).toBe('aus');
        // Products carry A1–A3; assemblies also A4 and A5 (issue 51).
        expect(project.lifeCycleModules).toEqual(['a1a3', 'a4', 'a5']);
        expect(project.impactCategories).toEqual(['gwp']);
        expect(project.softwareInfo.lcaSoftware).toBe('Embodied');
        expect(project.softwareInfo.lcaSoftwareVersion).toBe(snapshot.engineVersion);
        expect(project.metaData?.contentHash).toBe(snapshot.contentHash);
        expect(project.metaData?.snapshotNumber).toBe(n);
        expect(project.name).toBe(snapshot.project);

        const lines = reportLines(snapshot);
        const products = productsOf(project);
        expect(lines.length).toBeGreaterThan(0);
        expect(products).toHaveLength(lines.length);
        lines.forEach(({ element, line }, i) => {
          const p = products[i]!;
          expect(p.name).toBe(
            splitComponent(line.component).words.charAt(0).toUpperCase() +
              splitComponent(line.component).words.slice(1),
          );
          expect(p.description).toBe(element.label);
          expect(p.quantity).toBe(line.quantity);
          expect(p.results).toEqual({ gwp: { a1a3: line.kgCO2e } });
          expect(p.metaData?.lifeCycleModule).toBe('A1-A3');
          expect(p.impactData).toHaveLength(1);
          const data = p.impactData[0]!;
          expect(data.type).toBe('EPD');
          expect(data.impacts).toEqual({ gwp: { a1a3: line.factor } });
          expect(data.source?.name).toBe(line.citation);
          expect(data.metaData?.sourceRow).toBe(line.sourceRow);
          expect(data.metaData?.factorKey).toBe(line.factorKey);
          // Declared in the quantity's own unit, as LCAx's calculation needs: quantity × factor = kgCO2e.
          expect(data.declaredUnit).toBe(p.unit);
          expect(p.unit).not.toBe('unknown');
          expect(p.quantity * line.factor).toBeCloseTo(line.kgCO2e, 9);
        });
        // Each assembly's results are the sum of its products (LCAx's own calculation, quantity 1).
        for (const a of project.assemblies) {
          expect(a.quantity).toBe(1);
          const sum = a.products.reduce((s, p) => s + (p.results?.gwp?.a1a3 ?? 0), 0);
          expect(a.results?.gwp?.a1a3).toBeCloseTo(sum, 6);
        }
      });
    }

    it("wall: one assembly per included location and option, with the snapshot's figures; no project total", async () => {
      const [project, snapshot] = await Promise.all([lcaxOf(numbers.wall), detail(numbers.wall)]);
      if (snapshot.kind !== 'wall') throw new Error('not a wall');
      const o = snapshot.outputs;
      const names = project.assemblies.map((a) => a.name);
      expect(names).toHaveLength(4);
      [
        'Wall location 1 (North), option A: ',
        'Wall location 1 (North), option B: ',
        'Wall location 2 (East), option A: ',
        'Wall location 2 (East), option B: ',
      ].forEach((start, i) => expect(names[i]?.startsWith(start), names[i]).toBe(true));
      expect(project.assemblies).toHaveLength(4);
      expect(project.assemblies.map((a) => a.results?.gwp?.a1a3)).toEqual([
        o.locations[0]!.optionA,
        o.locations[0]!.optionB,
        o.locations[1]!.optionA,
        o.locations[1]!.optionB,
      ]);
      expect(project.assemblies.map((a) => a.metaData?.option)).toEqual(['A', 'B', 'A', 'B']);
      const sumOf = (option: string) =>
        project.assemblies
          .filter((a) => a.metaData?.option === option)
          .reduce((s, a) => s + (a.results?.gwp?.a1a3 ?? 0), 0);
      expect(sumOf('A')).toBeCloseTo(o.optionATotal, 6);
      expect(sumOf('B')).toBeCloseTo(o.optionBTotal, 6);
      expect(project.results).toBeNull();
      expect(project.metaData?.optionATotal).toEqual({
        label: 'Option A Embodied Carbon, A1–A3 product stage',
        value: o.optionATotal,
        unit: 'kgCO2e',
      });
      expect(project.metaData?.actualReduction).toMatchObject({ value: o.actualReduction });
    });

    it("footing: business as usual and the alternate as two assemblies with the snapshot's figures", async () => {
      const [project, snapshot] = await Promise.all([lcaxOf(numbers.footing), detail(numbers.footing)]);
      if (snapshot.kind !== 'footing') throw new Error('not a footing');
      const o = snapshot.outputs;
      expect(project.assemblies.map((a) => a.name)).toEqual([
        `Business as usual: ${o.bau.label}`,
        `Alternate footing system: ${o.afs.label}`,
      ]);
      expect(project.assemblies.map((a) => a.results?.gwp?.a1a3)).toEqual([o.bau.kgCO2e, o.afs.kgCO2e]);
      expect(Math.round(project.assemblies[0]!.results!.gwp!.a1a3!)).toBe(o.bauValue);
      expect(Math.round(project.assemblies[1]!.results!.gwp!.a1a3!)).toBe(o.afsValue);
      expect(project.results).toBeNull();
      expect(project.metaData?.c02Reduction).toMatchObject({ value: o.c02Reduction, unit: 'kgCO2e' });
    });

    it('dwelling: one assembly per element; the project total is the snapshot total; building info filled', async () => {
      const [project, snapshot] = await Promise.all([lcaxOf(numbers.dwelling), detail(numbers.dwelling)]);
      if (snapshot.kind !== 'dwelling') throw new Error('not a dwelling');
      const o = snapshot.outputs;
      expect(project.assemblies.map((a) => a.name)).toEqual(o.elements.map((e) => e.label));
      expect(project.assemblies.map((a) => a.results?.gwp?.a1a3)).toEqual(o.elements.map((e) => e.kgCO2e));
      expect(project.assemblies.map((a) => a.results?.gwp?.a4)).toEqual(o.elements.map((e) => e.upfront!.a4));
      expect(project.results).toEqual({
        gwp: { a1a3: o.upfront!.total.a1a3, a4: o.upfront!.total.a4, a5: o.upfront!.total.a5 },
      });
      expect(o.upfront!.total.a1a3).toBe(o.totalCO2e);
      const sum = project.assemblies.reduce((s, a) => s + (a.results?.gwp?.a1a3 ?? 0), 0);
      expect(sum).toBeCloseTo(o.totalCO2e, 6);
      expect(project.projectInfo?.buildingTypology).toEqual(['residential']);
      expect(project.projectInfo?.grossFloorArea?.value).toBe(
        snapshot.inputs.groundFloorArea + snapshot.inputs.firstFloorArea,
      );
    });
  });

  describe('XLSX', () => {
    const workbookOf = async (n: number) => {
      const res = await get(owner, `/api/snapshots/${n}/export.xlsx`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="embodied-snapshot-${n}.xlsx"`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      return { book, bytes };
    };
    /** A sheet's rows as plain values (row 1 the header). */
    const rowsOf = (ws: ExcelJS.Worksheet) => {
      const rows: unknown[][] = [];
      ws.eachRow({ includeEmpty: true }, (row) => {
        const values = row.values as unknown[];
        rows.push(Array.from({ length: ws.columnCount }, (_, i) => values[i + 1] ?? null));
      });
      return rows;
    };

    for (const k of ['wall', 'footing', 'dwelling'] as const) {
      it(`${k}: the sheets Snapshot, Inputs, Results and Breakdown, whose figures equal the snapshot's`, async () => {
        const n = numbers[k];
        const [{ book }, snapshot] = await Promise.all([workbookOf(n), detail(n)]);
        expect(book.worksheets.map((w) => w.name)).toEqual(['Snapshot', 'Inputs', 'Results', 'Breakdown']);
        for (const ws of book.worksheets) {
          expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
          expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
        }

        const identity = new Map(rowsOf(book.getWorksheet('Snapshot')!).map((r) => [r[0], r[1]]));
        expect(identity.get('Number')).toBe(n);
        expect(identity.get('Project')).toBe(
          snapshot.project.startsWith('=') ? `'${snapshot.project}` : snapshot.project,
        );
        expect(identity.get('Content hash (SHA-256)')).toBe(snapshot.contentHash);
        expect(identity.get('Dataset edition')).toBe(editionForPeople(snapshot.datasetVersion));
        expect(identity.get('Dataset edition')).not.toMatch(/brief/);
        expect(identity.get('Dataset edition key')).toBe(snapshot.datasetVersion);
        expect(identity.get('Purpose and limits')).toContain('not a NABERS Embodied Carbon rating');
        expect(identity.get('Scope: Life-cycle modules')).toContain('A1–A3');
        expect(identity.has('Cost basis')).toBe(k === 'dwelling');
        expect(identity.get('Engine version')).toBe(snapshot.engineVersion);
        expect(identity.get('Calculated at (UTC, ISO 8601)')).toBe(snapshot.createdAt);
        expect(identity.get('Calculated at (Australia/Melbourne)')).toBe(
          formatDateInZone(snapshot.createdAt, 'Australia/Melbourne', 'en-AU'),
        );

        const inputs = rowsOf(book.getWorksheet('Inputs')!);
        expect(inputs[0]).toEqual(['Group', 'Input', 'Value', 'Unit']);
        expect(inputs.slice(1)).toEqual(
          snapshot.report.inputs.map((i) => [
            i.group,
            i.label,
            typeof i.value === 'boolean' ? (i.value ? 'Yes' : 'No') : i.value,
            i.unit,
          ]),
        );

        const results = rowsOf(book.getWorksheet('Results')!);
        expect(results[0]).toEqual(['Result', 'Value', 'Unit', 'Key']);
        expect(results.slice(1)).toEqual(snapshot.report.results.map((f) => [f.label, f.value, f.unit, f.key]));

        const breakdown = book.getWorksheet('Breakdown')!;
        const rows = rowsOf(breakdown);
        expect(rows[0]).toEqual([
          'Breakdown',
          'Element',
          'Component',
          'Quantity id',
          'Quantity',
          'Quantity unit',
          'Factor',
          'Factor unit',
          'Embodied carbon (kgCO2e, A1–A3)',
          'Low (kgCO2e)',
          'High (kgCO2e)',
          'Factor key',
          'Factor source row',
          'Citation',
          'Confidence',
        ]);
        const lines = reportLines(snapshot);
        expect(rows.slice(1)).toEqual(
          lines.map(({ caption, element, line }) => [
            caption,
            element.label,
            splitComponent(line.component).words,
            splitComponent(line.component).quantityId,
            line.quantity,
            line.unit,
            line.factor,
            line.factorUnit,
            line.kgCO2e,
            line.min,
            line.max,
            line.factorKey,
            line.sourceRow,
            line.citation,
            line.confidence,
          ]),
        );
        // Numbers are numbers, shown with a number format.
        expect(breakdown.getCell('I2').type).toBe(ExcelJS.ValueType.Number);
        expect(breakdown.getCell('I2').numFmt).toBe('#,##0.00');
        expect(breakdown.getColumn(14).width).toBeGreaterThan(20);
      });
    }

    it("text a spreadsheet would run as a formula is a text cell, prefixed with ' as in the CSV, never a formula", async () => {
      const { book, bytes } = await workbookOf(numbers.dwelling);
      const ws = book.getWorksheet('Snapshot')!;
      const project = ws.getCell(ws.getColumn(1).values.indexOf('Project'), 2);
      expect(project.type).toBe(ExcelJS.ValueType.String);
      expect(project.value).toBe('\'=HYPERLINK("http://x.example","Open")');
      const sheets = [...unzip(bytes)].filter(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
      expect(sheets).toHaveLength(4);
      for (const [name, xml] of sheets) expect(xml, name).not.toContain('<f>');
    });
  });

  it("another user's snapshot answers 404 to both exports; signed out 401", async () => {
    for (const format of ['lcax.json', 'xlsx']) {
      const res = await get(other, `/api/snapshots/${numbers.wall}/export.${format}`);
      expect(res.status, format).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect((await app.request(`/api/snapshots/${numbers.wall}/export.${format}`)).status).toBe(401);
    }
  });

  it('documents both exports in the OpenAPI document, with their operation ids', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
    };
    expect(doc.paths['/api/snapshots/{number}/export.lcax.json']?.get?.operationId).toBe('exportSnapshotLcax');
    expect(doc.paths['/api/snapshots/{number}/export.xlsx']?.get?.operationId).toBe('exportSnapshotXlsx');
  });
});
