import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION, estimateDwelling, getDataset, type FootingInput } from '@embodied/engine';
import {
  toEngineDwellingInput,
  type Recalculation,
  type SeedDwellingInput,
  type ShareLink,
  type SnapshotDetail,
  type SnapshotExport,
  type SnapshotList,
  type UserExport,
  type VerifyResult,
  type WallSnapshotContent,
} from '@embodied/contracts';
import { computeDwellingOutputs } from '../src/features/dwellings/dwelling-service';
import { computeFootingOutputs } from '../src/features/footings/footing-service';
import { computeWallOutputs } from '../src/features/walls/wall-service';
import { deletedSnapshot, shareLink, snapshot, snapshotCounter, user } from '../src/db/schema';
import { createSnapshot, exportHash, type NewSnapshot } from './support/snapshots';
import { PLACEHOLDER_DWELLING } from './support/requests';
import { pdfText } from './support/pdf-text';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

const VERSION = getDataset('au-typical').version;

/** A wall request body as the wall page sends it, and the outputs the server stores for it. */
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
  const outputs = computeWallOutputs({ targetReduction: 30, locations }, 'au-typical');
  return {
    ownerId,
    kind: 'wall',
    project,
    inputs: { project, targetReduction: 30, locations, datasetId: 'au-typical' },
    outputs,
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
function footingSnapshot(ownerId: string, project: string, input: FootingInput = FOOTING): NewSnapshot {
  return {
    ownerId,
    kind: 'footing',
    project,
    inputs: { project, ...input },
    outputs: computeFootingOutputs({ project, ...input }, 'au-typical'),
    datasetId: 'au-typical',
    datasetVersion: VERSION,
    engineVersion: ENGINE_VERSION,
  };
}

/** The footing figures on the current edition (the engine's tests pin them; these tests check the plumbing). */
const FOOTING_OUT = computeFootingOutputs({ project: 'figures', ...FOOTING }, 'au-typical');
const F = { bau: FOOTING_OUT.bauValue, afs: FOOTING_OUT.afsValue, cut: FOOTING_OUT.c02Reduction };

const DWELLING: SeedDwellingInput = PLACEHOLDER_DWELLING;
function dwellingSnapshot(ownerId: string, project: string): NewSnapshot {
  return {
    ownerId,
    kind: 'dwelling',
    project,
    inputs: { ...DWELLING },
    outputs: computeDwellingOutputs(DWELLING, 'au-typical'),
    datasetId: 'au-typical',
    datasetVersion: VERSION,
    engineVersion: ENGINE_VERSION,
  };
}

/** The text each page of a PDF draws, page by page (pdf-lib reads the page tree; Flate streams inflated). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    return streams
      .map((st) => {
        const raw = Buffer.from((st as PDFRawStream).contents);
        let content: string;
        try {
          content = inflateSync(raw).toString('latin1');
        } catch {
          content = raw.toString('latin1');
        }
        return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
          .map((t) => Buffer.from(t[1]!, 'hex').toString('latin1'))
          .join('\n');
      })
      .join('\n');
  });
}

/** What a machine path or key looks like: locations.0.height, materialA, slabN25_m3. */
const MACHINE_WORDS = /[A-Za-z]\.\d|\b[a-z]+[A-Z]\w*|_/;

/** Reads a CSV answer, checking first that it starts with the UTF-8 byte-order mark (which Response.text() drops). */
async function csvOf(res: Response): Promise<string[][]> {
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString('utf8'));
}

/** The database's own message when a query fails (drizzle wraps it as the cause). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return `${(err as Error).message} ${cause?.message ?? ''}`;
  }
  return 'the query succeeded';
}

function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  return rows;
}

describeEachDatabase('carbon snapshots', (kind) => {
  let app: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let ownerId: string;
  let otherId: string;
  let wall: { number: number };
  let footing: { number: number };
  let dwelling: { number: number };
  let othersFooting: { number: number };

  const idOf = async (email: string) =>
    (await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
  const get = (who: SignedInUser | null, path: string) =>
    app.request(path, { headers: who ? { cookie: who.cookie } : {} });
  const send = (who: SignedInUser, method: string, path: string, body?: unknown) =>
    app.request(path, { method, headers: who.headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const list = async (who: SignedInUser, query = '') => {
    const res = await get(who, `/api/snapshots${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as SnapshotList;
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    [owner, other] = await Promise.all([signUpVerified(app), signUpVerified(app)]);
    [ownerId, otherId] = await Promise.all([idOf(owner.email), idOf(other.email)]);
    const db = app.database.db;
    // Made one after another so that "newest first" has a defined order.
    await createSnapshot(db, footingSnapshot(ownerId, 'Old shed', { ...FOOTING, area: 50 }));
    wall = await createSnapshot(db, wallSnapshot(ownerId, 'Smith House'));
    footing = await createSnapshot(db, footingSnapshot(ownerId, 'Smith House'));
    dwelling = await createSnapshot(db, dwellingSnapshot(ownerId, 'Smith House'));
    await createSnapshot(db, footingSnapshot(ownerId, '100% rebuild'));
    // Numbers count within each workspace: the other user has made a thousand snapshots already, so
    // theirs is a number the owner's workspace does not have (the owner's own #1 is theirs to read).
    await db.insert(snapshotCounter).values({ workspace: `user:${otherId}`, lastNumber: 1000 });
    othersFooting = await createSnapshot(db, footingSnapshot(otherId, 'Smith House'));
    expect(othersFooting.number).toBe(1001);
  });
  afterAll(async () => app.close());

  describe('the list', () => {
    it('answers 401 when signed out', async () => {
      expect((await get(null, '/api/snapshots')).status).toBe(401);
    });

    it("lists only the user's own snapshots, newest first, with kind, project, headline figures and date", async () => {
      const body = await list(owner);
      expect(body.total).toBe(5);
      expect(body.items.map((i) => i.project)).toEqual([
        '100% rebuild',
        'Smith House',
        'Smith House',
        'Smith House',
        'Old shed',
      ]);
      expect(body.items.map((i) => i.kind)).toEqual(['footing', 'dwelling', 'footing', 'wall', 'footing']);
      expect(body.items.some((i) => i.number === othersFooting.number)).toBe(false);
      const w = body.items.find((i) => i.number === wall.number)!;
      const engine = wallSnapshot('', '').outputs as WallSnapshotContent['outputs'];
      // Issue 51: the comparison at A1–A5 first, then at A1–A3.
      expect(w.headlines).toEqual([
        {
          key: 'upfront.reduction.a1a5',
          label: 'Total Carbon Reduction, A1–A5 upfront carbon',
          value: engine.upfront!.reduction.a1a5,
          unit: 'kgCO2e',
          decimals: 2,
          increaseLabel: 'Total Carbon Increase, A1–A5 upfront carbon',
        },
        {
          key: 'upfront.progressPercent',
          label: 'Progress to Target, A1–A5 upfront carbon',
          value: engine.upfront!.progressPercent,
          unit: '%',
          decimals: 2,
          increaseLabel: null,
        },
        {
          key: 'actualReduction',
          label: 'Total Carbon Reduction, A1–A3 product stage',
          value: engine.actualReduction,
          unit: 'kgCO2e',
          decimals: 2,
          // A saving: a negative value is shown as Total Carbon Increase.
          increaseLabel: 'Total Carbon Increase, A1–A3 product stage',
        },
        {
          key: 'percentageReduction',
          label: 'Progress to Target, A1–A3 product stage',
          value: engine.percentageReduction,
          unit: '%',
          decimals: 2,
          increaseLabel: null,
        },
      ]);
      const f = body.items.find((i) => i.number === footing.number)!;
      expect(f.headlines.map((h) => [h.key, h.value])).toEqual([
        ['upfront.bau.a1a5', FOOTING_OUT.upfront!.bau.a1a5],
        ['upfront.afs.a1a5', FOOTING_OUT.upfront!.afs.a1a5],
        ['upfront.reduction.a1a5', FOOTING_OUT.upfront!.reduction.a1a5],
        ['bauValue', F.bau],
        ['afsValue', F.afs],
        ['c02Reduction', F.cut],
      ]);
      expect(new Date(f.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(f.datasetId).toBe('au-typical');
      expect(body.projects).toEqual(['100% rebuild', 'Old shed', 'Smith House']);
    });

    it('pages by page and pageSize, and by cursor without repeats or gaps', async () => {
      const first = await list(owner, '?pageSize=2');
      const second = await list(owner, '?pageSize=2&page=2');
      const third = await list(owner, '?pageSize=2&page=3');
      expect([first.pageCount, first.total]).toEqual([3, 5]);
      expect([first.items.length, second.items.length, third.items.length]).toEqual([2, 2, 1]);
      const byPages = [...first.items, ...second.items, ...third.items].map((i) => i.number);
      expect(new Set(byPages).size).toBe(5);
      expect(third.nextCursor).toBeNull();

      const byCursor: number[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: SnapshotList = await list(owner, `?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`);
        byCursor.push(...page.items.map((i) => i.number));
        cursor = page.nextCursor;
      }
      expect(byCursor).toEqual(byPages);
    });

    it('filters by kind and by project, and searches by part of the project or by number', async () => {
      expect((await list(owner, '?kind=footing')).items.map((i) => i.kind)).toEqual(['footing', 'footing', 'footing']);
      expect((await list(owner, '?kind=wall')).items.map((i) => i.number)).toEqual([wall.number]);
      expect((await list(owner, `?project=${encodeURIComponent('Smith House')}`)).total).toBe(3);
      expect((await list(owner, `?project=Smith`)).total).toBe(0);
      expect((await list(owner, '?q=smith')).total).toBe(3);
      expect((await list(owner, '?q=smith&kind=dwelling')).items.map((i) => i.number)).toEqual([dwelling.number]);
      expect((await list(owner, `?q=${encodeURIComponent(`#${wall.number}`)}`)).items.map((i) => i.number)).toEqual([
        wall.number,
      ]);
      expect((await list(owner, `?q=${othersFooting.number}`)).items.map((i) => i.number)).not.toContain(
        othersFooting.number,
      );
      // LIKE wildcards in the search are literal characters.
      expect((await list(owner, `?q=${encodeURIComponent('%')}`)).items.map((i) => i.project)).toEqual([
        '100% rebuild',
      ]);
      expect((await list(owner, '?q=_')).total).toBe(0);
    });

    it("returns a project's totals: its latest wall, footing and dwelling figures", async () => {
      const newer = await createSnapshot(
        app.database.db,
        footingSnapshot(ownerId, 'Totals House', { ...FOOTING, area: 100 }),
      );
      const older = await createSnapshot(app.database.db, wallSnapshot(ownerId, 'Totals House'));
      const body = await list(owner, `?project=${encodeURIComponent('Totals House')}`);
      const t = body.projectTotals!;
      expect(t.project).toBe('Totals House');
      expect(t.count).toBe(2);
      expect(t.wall?.number).toBe(older.number);
      expect(t.footing?.number).toBe(newer.number);
      expect(t.dwelling).toBeNull();
      const reduction = computeFootingOutputs({ project: 'x', ...FOOTING, area: 100 }, 'au-typical').c02Reduction;
      const wallSaved = (wallSnapshot('', '').outputs as { actualReduction: number }).actualReduction;
      expect(t.combinedReduction).toBeCloseTo(reduction + wallSaved, 6);
      expect(t.footing?.headlines.find((h) => h.key === 'c02Reduction')?.value).toBe(reduction);
      expect((await list(owner)).projectTotals).toBeNull();
    });

    it('refuses bad paging and filters with 400 naming each field', async () => {
      const res = await get(owner, '/api/snapshots?pageSize=0&page=-1&kind=roof');
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { issues: Array<{ path: string }> } };
      expect(body.error.issues.map((i) => i.path).sort()).toEqual(['kind', 'page', 'pageSize']);
      expect((await get(owner, '/api/snapshots?cursor=bm9wZQ')).status).toBe(400);
    });
  });

  describe('one snapshot', () => {
    it('answers with its inputs, outputs, dataset, engine version, time, content hash and print report', async () => {
      const res = await get(owner, `/api/snapshots/${footing.number}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as SnapshotDetail;
      const [row] = await app.database.db.select().from(snapshot).where(eq(snapshot.number, footing.number));
      expect(body).toMatchObject({
        number: footing.number,
        kind: 'footing',
        project: 'Smith House',
        inputs: { project: 'Smith House', ...FOOTING },
        datasetId: 'au-typical',
        datasetVersion: VERSION,
        engineVersion: ENGINE_VERSION,
        createdAt: row!.createdAt.toISOString(),
        contentHash: row!.contentHash,
      });
      expect(body.outputs).toEqual(
        JSON.parse(JSON.stringify(computeFootingOutputs({ project: 'Smith House', ...FOOTING }, 'au-typical'))),
      );
      expect(body.report.title).toBe(`Footing Data Carbon Snapshot #${footing.number}`);
      expect(body.report.hashVerified).toBe(true);
      expect(body.report.inputs).toContainEqual({ group: null, label: 'Slab Area', value: 200, unit: 'm²' });
      expect(body.report.inputs).toContainEqual({
        group: null,
        label: 'Alternate footing System',
        value: "Waffle Slab 'M' class",
        unit: null,
      });
      // Issue 51: the comparison at A1–A5 heads the results; A1–A3 is below it.
      expect(body.report.results.map((r) => r.label)).toEqual([
        'Business As Usual, A1–A5 upfront carbon',
        'Alternate Footing System, A1–A5 upfront carbon',
        'CO2 Reduction, A1–A5 upfront carbon',
        'Business As Usual, A1–A3 product stage',
        'Alternate Footing System, A1–A3 product stage',
        'CO2 Reduction, A1–A3 product stage',
        'Business As Usual, no-EPD default (NABERS)',
        'Alternate Footing System, no-EPD default (NABERS)',
        'CO2 Reduction, no-EPD default (NABERS)',
        'Business As Usual: carbon stored in timber (not netted)',
        'Alternate Footing System: carbon stored in timber (not netted)',
        // Issue 51: the upfront modules of each system and of the comparison.
        ...['Business As Usual', 'Alternate Footing System', 'CO2 Reduction'].flatMap((l) => [
          `${l}, A4 transport to site`,
          `${l}, A5 construction`,
        ]),
        'Alternate against business as usual at A1–A5 (reduction)',
      ]);
      expect(body.report.notes.change?.sentence).toMatch(/ at A1–A5\.$/);
      expect(body.report.notes.scope.rows.find((r) => r.aspect === 'Life-cycle modules')?.included).toContain(
        'A4 (transport of the products to site)',
      );
      expect(body.report.breakdowns.map((b) => b.caption)).toEqual([
        'Business as usual: Blinded Strip Footing',
        "Alternate footing system: Waffle Slab 'M' class",
      ]);
      expect(body.report.chart?.groups.at(-1)).toEqual({
        label: 'Total',
        values: [
          computeFootingOutputs({ project: 'x', ...FOOTING }, 'au-typical').bau.kgCO2e,
          computeFootingOutputs({ project: 'x', ...FOOTING }, 'au-typical').afs.kgCO2e,
        ],
      });
      expect(body.report.dataset).toMatchObject({
        id: 'au-typical',
        version: VERSION,
        currentVersion: VERSION,
        hasRange: true,
      });
      expect(body.report.dataset.licenceStatus).toBe(getDataset('au-typical').licenceStatus);
    });

    it('titles each kind as its calculator prints it, and labels wall locations', async () => {
      const w = (await (await get(owner, `/api/snapshots/${wall.number}`)).json()) as SnapshotDetail;
      const d = (await (await get(owner, `/api/snapshots/${dwelling.number}`)).json()) as SnapshotDetail;
      expect(w.report.title).toBe(`Wall Embodied Carbon Snapshot #${wall.number}`);
      expect(d.report.title).toBe(`Dwelling Carbon Snapshot #${dwelling.number}`);
      expect(w.report.inputs).toContainEqual({ group: 'Wall location 2', label: 'Length', value: 6, unit: 'm' });
      expect(w.report.inputs).toContainEqual({
        group: 'Wall location 1',
        label: 'Option A Wall Type',
        value: 'Brick veneer (virgin, Local)',
        unit: null,
      });
      // Each option's Total R-value, from its wall type (brick veneer: 0.04 + 0.14 + 0.16 + 2.5 + 0.06 + 0.12).
      expect(w.report.inputs).toContainEqual({
        group: 'Wall location 1',
        label: 'Option A Total R of the wall system',
        value: 3.02,
        unit: 'm²K/W',
      });
      expect(w.report.inputs.some((i) => i.group === 'Wall location 3')).toBe(false);
      expect(w.report.breakdowns.map((b) => b.caption)).toContain('Wall location 1 (North), option A');
      expect(w.report.chart?.series).toEqual(['Option A', 'Option B']);
      expect(d.report.results.find((r) => r.key === 'coldShellCost')).toMatchObject({ unit: 'AUD', decimals: 0 });
      expect(d.report.breakdowns[0]?.caption).toBe('Dwelling elements');
    });

    it('answers 404 for a number that is not a snapshot and 400 for one that is not a number', async () => {
      expect((await get(owner, '/api/snapshots/999999')).status).toBe(404);
      const res = await get(owner, '/api/snapshots/abc');
      expect(res.status).toBe(400);
    });
  });

  describe("another user's snapshot", () => {
    it('answers 404, never 403, to reading, exporting, recalculating and sharing it', async () => {
      const n = othersFooting.number;
      for (const path of [
        `/api/snapshots/${n}`,
        `/api/snapshots/${n}/export.pdf`,
        `/api/snapshots/${n}/export.csv`,
        `/api/snapshots/${n}/export.json`,
        `/api/snapshots/${n}/recalculate`,
        `/api/snapshots/${n}/shares`,
      ]) {
        const res = await get(owner, path);
        expect(res.status, path).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
      }
      expect((await send(owner, 'POST', `/api/snapshots/${n}/share`)).status).toBe(404);
    });

    it('cannot be deleted through the API, nor can its share links be revoked by someone else', async () => {
      const link = (await (
        await send(other, 'POST', `/api/snapshots/${othersFooting.number}/share`)
      ).json()) as ShareLink;
      expect((await send(owner, 'DELETE', `/api/snapshots/${othersFooting.number}`)).status).toBe(404);
      expect((await send(owner, 'DELETE', `/api/snapshots/${othersFooting.number}/share/${link.token}`)).status).toBe(
        404,
      );
      // Nor by naming one of the caller's own snapshots with the other user's token.
      expect((await send(owner, 'DELETE', `/api/snapshots/${footing.number}/share/${link.token}`)).status).toBe(404);
      expect(
        await app.database.db
          .select({ n: snapshot.number })
          .from(snapshot)
          .where(eq(snapshot.number, othersFooting.number)),
      ).toHaveLength(1);
      expect((await get(null, `/api/shared/${link.token}`)).status).toBe(200);
    });
  });

  describe('deleting a snapshot', () => {
    it("deletes one's own snapshot with 204: gone from the list, its view and exports 404, its share links dead", async () => {
      const made = await createSnapshot(app.database.db, footingSnapshot(ownerId, 'Deleted House'));
      const n = made.number;
      const link = (await (await send(owner, 'POST', `/api/snapshots/${n}/share`)).json()) as ShareLink;
      expect((await get(null, `/api/shared/${link.token}`)).status).toBe(200);

      const res = await send(owner, 'DELETE', `/api/snapshots/${n}`);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');

      for (const path of [
        `/api/snapshots/${n}`,
        `/api/snapshots/${n}/export.pdf`,
        `/api/snapshots/${n}/export.csv`,
        `/api/snapshots/${n}/export.json`,
        `/api/snapshots/${n}/recalculate`,
        `/api/snapshots/${n}/shares`,
      ]) {
        const gone = await get(owner, path);
        expect(gone.status, path).toBe(404);
        expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('not_found');
      }
      // The public share link answers 404, as a revoked one does, and so does its PDF.
      expect((await get(null, `/api/shared/${link.token}`)).status).toBe(404);
      expect((await get(null, `/api/shared/${link.token}/export.pdf`)).status).toBe(404);
      expect(await app.database.db.select().from(shareLink).where(eq(shareLink.token, link.token))).toEqual([]);
      const listed = await list(owner, '?q=Deleted%20House');
      expect(listed.total).toBe(0);
      expect(listed.projects).not.toContain('Deleted House');
      // Deleting again is a 404 like any other snapshot that is not there.
      expect((await send(owner, 'DELETE', `/api/snapshots/${n}`)).status).toBe(404);
      // The account's data export says what is kept of it: the number and the hash.
      const exported = (await (await get(owner, '/api/user/export')).json()) as UserExport;
      const record = exported.deletedSnapshots.find((d) => d.number === n);
      expect(record?.contentHash).toBe(made.contentHash);
      expect(record?.deletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(exported.snapshots.some((s) => s.number === n)).toBe(false);
    });

    it('never gives a deleted number out again, not even when the newest snapshot is the one deleted', async () => {
      const body = { project: 'Renumbered', ...FOOTING };
      const calculate = async () => {
        const r = await send(owner, 'POST', '/api/project/calculate-footing', body);
        expect(r.status).toBe(200);
        return ((await r.json()) as { snapshot: number }).snapshot;
      };
      const first = await calculate();
      expect((await send(owner, 'DELETE', `/api/snapshots/${first}`)).status).toBe(204);
      const second = await calculate();
      expect(second).toBeGreaterThan(first);
      expect((await send(owner, 'DELETE', `/api/snapshots/${second}`)).status).toBe(204);
      const third = await calculate();
      expect(third).toBeGreaterThan(second);
      const kept = await app.database.db
        .select({ n: deletedSnapshot.number, serial: deletedSnapshot.serial })
        .from(deletedSnapshot)
        .where(eq(deletedSnapshot.ownerId, ownerId));
      expect(kept.map((k) => k.n)).toEqual(expect.arrayContaining([first, second]));
      // Nothing can keep two records of one deleted snapshot.
      const firstSerial = kept.find((k) => k.n === first)!.serial;
      await expect(
        refusal(
          app.database.db
            .insert(deletedSnapshot)
            .values({ serial: firstSerial, number: first, ownerId, contentHash: 'x' }),
        ),
      ).resolves.toMatch(/duplicate|unique/i);
      expect((await get(owner, `/api/snapshots/${first}`)).status).toBe(404);
      expect((await get(owner, `/api/snapshots/${third}`)).status).toBe(200);
    });

    it('needs a session and the anti-forgery token', async () => {
      const made = await createSnapshot(app.database.db, footingSnapshot(ownerId, 'Kept House'));
      expect((await app.request(`/api/snapshots/${made.number}`, { method: 'DELETE' })).status).toBe(401);
      const noToken = await app.request(`/api/snapshots/${made.number}`, {
        method: 'DELETE',
        headers: { cookie: owner.cookie },
      });
      expect(noToken.status).toBe(403);
      expect((await send(owner, 'DELETE', '/api/snapshots/abc')).status).toBe(400);
      expect((await get(owner, `/api/snapshots/${made.number}`)).status).toBe(200);
    });

    it('an export of a deleted snapshot still verifies against the hash it had, and says the record no longer exists', async () => {
      const made = await createSnapshot(app.database.db, wallSnapshot(ownerId, 'Verified then deleted'));
      const exported = (await (await get(owner, `/api/snapshots/${made.number}/export.json`)).json()) as SnapshotExport;
      expect((await send(owner, 'DELETE', `/api/snapshots/${made.number}`)).status).toBe(204);
      const verify = async (who: SignedInUser, body: unknown) =>
        (await (await send(who, 'POST', '/api/snapshots/verify', body)).json()) as VerifyResult;

      const result = await verify(owner, exported);
      expect(result).toMatchObject({ valid: true, number: made.number, matchesRecord: true });
      expect(result.recordDeletedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(result.reason).toMatch(
        /You deleted that snapshot on \d{4}-\d{2}-\d{2} \(UTC\), so its record no longer exists/,
      );

      // A changed and re-hashed copy is still caught by the hash kept on record.
      const forged = structuredClone(exported);
      forged.project = 'Forged';
      forged.contentHash = exportHash(forged);
      expect(await verify(owner, forged)).toMatchObject({ valid: false, matchesRecord: false });
      // Another user learns nothing of the deletion.
      expect(await verify(other, exported)).toMatchObject({ valid: true, matchesRecord: null, recordDeletedAt: null });
    });
  });

  describe('immutability', () => {
    it('the database refuses every UPDATE of a snapshot', async () => {
      await expect(
        refusal(app.database.db.execute(sql`update snapshot set project = 'Changed' where number = ${wall.number}`)),
      ).resolves.toMatch(/immutable/);
      await expect(
        refusal(app.database.db.update(snapshot).set({ outputs: {} }).where(eq(snapshot.ownerId, ownerId))),
      ).resolves.toMatch(/immutable/);
      const [row] = await app.database.db.select().from(snapshot).where(eq(snapshot.number, wall.number));
      expect(row!.project).toBe('Smith House');
      const detail = (await (await get(owner, `/api/snapshots/${wall.number}`)).json()) as SnapshotDetail;
      expect(detail.report.hashVerified).toBe(true);
    });

    it('keeps numbers unique when many snapshots are created at once', async () => {
      const made = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          createSnapshot(app.database.db, footingSnapshot(ownerId, `Parallel ${i}`)),
        ),
      );
      const numbers = made.map((m) => m.number);
      expect(new Set(numbers).size).toBe(50);
      const stored = await app.database.db
        .select({ n: snapshot.number, hash: snapshot.contentHash })
        .from(snapshot)
        .where(sql`${snapshot.project} like 'Parallel %'`);
      expect(stored.map((s) => s.n).sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(stored.map((s) => s.hash)).size).toBe(50);
      expect((await list(owner, '?q=Parallel&pageSize=100')).total).toBe(50);
    });
  });

  describe('exports', () => {
    it('JSON: the snapshot with its content hash, which verifies', async () => {
      const res = await get(owner, `/api/snapshots/${wall.number}/export.json`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="embodied-snapshot-${wall.number}.json"`,
      );
      const exported = (await res.json()) as SnapshotExport;
      expect(Object.keys(exported).sort()).toEqual([
        'contentHash',
        'createdAt',
        'datasetId',
        'datasetVersion',
        'engineVersion',
        'inputs',
        'kind',
        'number',
        'outputs',
        'project',
        'serial',
      ]);
      expect(exported.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(exportHash(exported)).toBe(exported.contentHash);
      const verify = async (body: unknown) => {
        const r = await send(owner, 'POST', '/api/snapshots/verify', body);
        expect(r.status).toBe(200);
        return (await r.json()) as VerifyResult;
      };
      expect(await verify(exported)).toEqual({
        valid: true,
        number: wall.number,
        matchesRecord: true,
        recordDeletedAt: null,
        reason: `The content matches its hash and snapshot #${wall.number} on record.`,
      });

      // Any changed field, however deep, breaks the hash.
      const changes: Array<(e: SnapshotExport) => void> = [
        (e) => (e.project = 'Smith House 2'),
        (e) => ((e.inputs as { targetReduction: number }).targetReduction = 31),
        (e) =>
          ((
            e.outputs as { locations: Array<{ breakdownA: Array<{ lines: Array<{ factor: number }> }> }> }
          ).locations[0]!.breakdownA[0]!.lines[0]!.factor += 0.001),
        (e) => (e.createdAt = new Date(0).toISOString()),
        (e) => (e.datasetVersion = 'other'),
        (e) => (e.engineVersion = '9.9.9'),
        (e) => (e.kind = 'footing'),
      ];
      for (const change of changes) {
        const copy = structuredClone(exported);
        change(copy);
        const result = await verify(copy);
        expect(result.valid).toBe(false);
        expect(result.reason).toMatch(/does not match its hash/);
      }
      const rehashed = structuredClone(exported);
      rehashed.project = 'Forged';
      rehashed.contentHash = exportHash(rehashed);
      expect(await verify(rehashed)).toMatchObject({ valid: false, matchesRecord: false });
      const added = await verify({ ...exported, note: 'added' });
      expect(added.valid).toBe(false);
      expect(added.reason).toMatch(/fields a snapshot does not have: note/);
      // A `__proto__` key vanishes when JSON is parsed into an object: verification must still see it,
      // at the top (an added field) and deep inside (a changed content).
      const verifyText = async (text: string) => {
        const r = await app.request('/api/snapshots/verify', { method: 'POST', headers: owner.headers, body: text });
        expect(r.status).toBe(200);
        return (await r.json()) as VerifyResult;
      };
      const text = JSON.stringify(exported);
      const topProto = await verifyText(text.replace(/^\{/, '{"__proto__":{"tampered":true},'));
      expect(topProto).toMatchObject({ valid: false });
      expect(topProto.reason).toMatch(/fields a snapshot does not have: __proto__/);
      const deepProto = await verifyText(text.replace('"inputs":{', '"inputs":{"__proto__":{"tampered":true},'));
      expect(deepProto).toMatchObject({ valid: false });
      expect(deepProto.reason).toMatch(/does not match its hash/);
      // Someone else's export verifies on its own hash, without being compared to a record the caller cannot see.
      const theirs = (await (
        await get(other, `/api/snapshots/${othersFooting.number}/export.json`)
      ).json()) as SnapshotExport;
      expect(await verify(theirs)).toMatchObject({ valid: true, matchesRecord: null });
    });

    it('verify refuses a body that is not an export with 400 naming the missing fields', async () => {
      const res = await send(owner, 'POST', '/api/snapshots/verify', { number: 1, kind: 'wall' });
      expect(res.status).toBe(400);
      const paths = ((await res.json()) as { error: { issues: Array<{ path: string }> } }).error.issues.map(
        (i) => i.path,
      );
      expect(paths).toEqual(expect.arrayContaining(['project', 'inputs', 'outputs', 'contentHash', 'createdAt']));
    });

    it('PDF: an A4 document with the title, project, figures, dataset and content hash', async () => {
      const res = await get(owner, `/api/snapshots/${footing.number}/export.pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="embodied-snapshot-${footing.number}.pdf"`,
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(5000);
      expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[ 0 0 595\.28 841\.89 \]/);
      const text = pdfText(bytes);
      const [row] = await app.database.db.select().from(snapshot).where(eq(snapshot.number, footing.number));
      expect(text).toContain(`Footing Data Carbon Snapshot #${footing.number}`);
      expect(text).toContain('Project: Smith House');
      expect(text).toContain('Business As Usual');
      expect(text).toContain(`${F.bau.toLocaleString('en-AU')} kgCO2e`);
      expect(text).toContain('no-EPD default (NABERS)');
      expect(text).toContain(`${F.cut.toLocaleString('en-AU')} kgCO2e`);
      expect(text).toContain('Slab Area');
      // Each source with its edition; no licence status and no note meant for us on a client's report.
      expect(text).toContain('Sources');
      expect(text).toContain('NABERS National Material Emission Factors Database v2025.1');
      expect(text).not.toMatch(/Licence status|to be confirmed|before shipping|confirmation from/);
      expect(text.replace(/\n/g, '')).toContain(row!.contentHash);
    });

    it("PDF: times are in the user's time zone (Australia/Melbourne until changed), with the zone named", async () => {
      const inZone = (timeZone: string, iso: string) =>
        new Intl.DateTimeFormat('en-AU', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone,
          timeZoneName: 'short',
        })
          .format(new Date(iso))
          .replace(/[\u202f\u00a0]/g, ' ');
      const person = await signUpVerified(app);
      const made = await createSnapshot(app.database.db, footingSnapshot(await idOf(person.email), 'Zoned House'));
      const pdfOf = async (path: string) => pdfText(Buffer.from(await (await get(person, path)).arrayBuffer()));
      const melbourne = await pdfOf(`/api/snapshots/${made.number}/export.pdf`);
      expect(melbourne).toContain(inZone('Australia/Melbourne', made.createdAt));
      expect(melbourne).toMatch(/AE[DS]T/);
      expect(melbourne).not.toMatch(/\d UTC/);

      const put = await send(person, 'PUT', '/api/user', { timeZone: 'Australia/Perth' });
      expect(put.status).toBe(200);
      const perth = await pdfOf(`/api/snapshots/${made.number}/export.pdf`);
      expect(perth).toContain(inZone('Australia/Perth', made.createdAt));
      expect(perth).toContain('AWST');
      // A shared PDF says what its owner's does.
      const link = (await (await send(person, 'POST', `/api/snapshots/${made.number}/share`)).json()) as ShareLink;
      expect(await pdfOf(`/api/shared/${link.token}/export.pdf`)).toContain(inZone('Australia/Perth', made.createdAt));
    });

    it('PDF: a wall\u2019s results, Progress to Target included, stay on one page with their heading', async () => {
      // Each wall location adds rows to the inputs table, moving the results down the page: over
      // these counts the results fall across every position, including a page break.
      for (let count = 1; count <= 14; count++) {
        const locations = Array.from({ length: count }, (_, i) => ({
          description: `Wall ${i + 1}`,
          length: 5 + i,
          height: 2.4,
          materialA: 'BrickVeneerVirginLocal' as const,
          materialB: 'Block190CoreCF' as const,
        }));
        const outputs = computeWallOutputs({ targetReduction: 30, locations }, 'au-typical');
        const made = await createSnapshot(app.database.db, {
          ...wallSnapshot(ownerId, `Paged ${count}`),
          inputs: { project: `Paged ${count}`, targetReduction: 30, locations, datasetId: 'au-typical' },
          outputs,
        });
        const res = await get(owner, `/api/snapshots/${made.number}/export.pdf`);
        const pages = await pdfPages(new Uint8Array(await res.arrayBuffer()));
        const withHeading = pages.findIndex((p) => p.split('\n').includes('Results'));
        const withProgress = pages.findIndex((p) => p.includes('Progress to Target'));
        const withFirstFigure = pages.findIndex((p) => p.includes('Option A Embodied Carbon'));
        expect(withHeading, `${count} locations`).toBeGreaterThanOrEqual(0);
        expect([withFirstFigure, withProgress], `${count} locations`).toEqual([withHeading, withHeading]);
      }
    });

    it("project report: one PDF with the project's latest wall, footing and dwelling snapshots, each from a new page", async () => {
      // A project whose name only starts like this one's is another project; so is someone else's.
      const near = await createSnapshot(app.database.db, footingSnapshot(ownerId, 'Smith Houses'));
      const res = await get(owner, `/api/snapshots/project-report.pdf?project=${encodeURIComponent('Smith House')}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="embodied-project-report-smith-house.pdf"',
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      const pages = await pdfPages(bytes);
      const all = pages.join('\n');
      expect(pages[0]).toContain('Project report: Smith House');
      expect(pages[0]).toContain(`Snapshot #${wall.number}`);
      expect(pages[0]).toContain(`Snapshot #${footing.number}`);
      expect(pages[0]).toContain(`Snapshot #${dwelling.number}`);
      expect(pages[0]).toMatch(/Carbon (saved|added) by the latest wall and footing choices: [\d,]+ kgCO2e\./);
      // Each snapshot as its own PDF draws it, starting a page of its own, in kind order.
      const starts = [
        `Wall Embodied Carbon Snapshot #${wall.number}`,
        `Footing Data Carbon Snapshot #${footing.number}`,
        `Dwelling Carbon Snapshot #${dwelling.number}`,
      ].map((title) => pages.findIndex((p) => p.split('\n').includes(title)));
      expect(starts.every((i) => i > 0)).toBe(true);
      expect([...starts].sort((x, y) => x - y)).toEqual(starts);
      expect(new Set(starts).size).toBe(3);
      expect(all).toContain('Progress to Target');
      expect(all).toContain('Sources');
      for (const n of [othersFooting.number, near.number]) expect(all).not.toContain(`Snapshot #${n}`);
      expect(all).toMatch(/Page 1 of \d+/);
    });

    it('project report: 404 for a project with no snapshot of yours, 400 without a project, 401 signed out', async () => {
      const none = await get(owner, '/api/snapshots/project-report.pdf?project=Nobody%27s%20House');
      expect(none.status).toBe(404);
      expect(((await none.json()) as { error: { code: string } }).error.code).toBe('not_found');
      // Only the other user has snapshots in this one.
      const theirs = await createSnapshot(app.database.db, footingSnapshot(otherId, 'Their Own House'));
      expect(theirs.number).toBeGreaterThan(0);
      expect((await get(owner, '/api/snapshots/project-report.pdf?project=Their%20Own%20House')).status).toBe(404);
      for (const query of ['', '?project=', '?project=%20%20']) {
        const bad = await get(owner, `/api/snapshots/project-report.pdf${query}`);
        expect(bad.status, query).toBe(400);
        expect(((await bad.json()) as { error: { issues: Array<{ path: string }> } }).error.issues[0]?.path).toBe(
          'project',
        );
      }
      expect((await get(null, '/api/snapshots/project-report.pdf?project=Smith%20House')).status).toBe(401);
    });

    it('PDF: a wall snapshot with its breakdown tables runs onto further pages', async () => {
      const res = await get(owner, `/api/snapshots/${wall.number}/export.pdf`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = pdfText(bytes);
      expect(text).toContain(`Wall Embodied Carbon Snapshot #${wall.number}`);
      expect(text).toContain('Wall location 1 (North), option A');
      expect(text).toMatch(/Page 2 of \d/);
    });

    it('CSV: a header row, then the identity and every input and output with its unit, in words, each with its machine key', async () => {
      const res = await get(owner, `/api/snapshots/${wall.number}/export.csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const rows = await csvOf(res);
      expect(rows[0]).toEqual(['Section', 'Field', 'Value', 'Unit', 'Field key', 'Value key']);
      expect(rows).toContainEqual(['Snapshot', 'Number', String(wall.number), '', 'number', '']);
      expect(rows).toContainEqual(['Snapshot', 'Kind', 'Wall', '', 'kind', 'wall']);
      expect(rows).toContainEqual(['Snapshot', 'Project', 'Smith House', '', 'project', '']);
      expect(rows).toContainEqual([
        'Snapshot',
        'Dataset',
        'AU typical (NMEFD v2025.1 Average)',
        '',
        'datasetId',
        'au-typical',
      ]);
      expect(rows).toContainEqual(['Input', 'Wall location 2 › Length', '6', 'm', 'locations.1.length', '']);
      expect(rows).toContainEqual(['Input', 'Wall location 1 › Height', '2.4', 'm', 'locations.0.height', '']);
      // An option reads as the calculator's dropdown shows it; the stored key is beside it.
      expect(rows).toContainEqual([
        'Input',
        'Wall location 1 › Option A Wall Type',
        'Brick veneer (virgin, Local)',
        '',
        'locations.0.materialA',
        'BrickVeneerVirginLocal',
      ]);
      expect(rows).toContainEqual([
        'Input',
        'Wall location 2 › Option A Wall Type',
        'Double Brick (virgin, Local)',
        '',
        'locations.1.materialA',
        'DoubleBrickVirginLocal',
      ]);
      expect(rows).toContainEqual([
        'Input',
        'Target Embodied Carbon (CO2e/m²)',
        '30',
        'kgCO2e/m²',
        'targetReduction',
        '',
      ]);
      const reduction = rows.find((r) => r[0] === 'Result' && r[4] === 'actualReduction');
      expect(reduction?.slice(0, 2)).toEqual(['Result', 'Total Carbon Reduction, A1–A3 product stage']);
      expect(reduction?.[3]).toBe('kgCO2e');
      // Rounded to the two decimals the wall page shows (issue 47); the JSON keeps every digit.
      expect(reduction?.[2]).toMatch(/^-?\d+(\.\d{1,2})?$/);
      expect(Number(reduction?.[2])).toBeCloseTo(
        (wallSnapshot('', '').outputs as { actualReduction: number }).actualReduction,
        2,
      );
      expect(rows.find((r) => r[4] === 'percentageReduction')?.[1]).toBe('Progress to Target, A1–A3 product stage');
      const progress = rows.find((r) => r[4] === 'upfront.progressPercent');
      expect([progress?.[1], progress?.[3]]).toEqual(['Upfront carbon by module › Progress to Target at A1–A5', '%']);
      expect(Number(progress?.[2])).toBeCloseTo(
        (wallSnapshot('', '').outputs as WallSnapshotContent['outputs']).upfront!.progressPercent!,
        2,
      );
      const quantity = rows.find((r) => r[4] === 'locations.0.breakdownA.0.lines.0.quantity');
      expect(quantity?.[3]).toMatch(/^(kg|m3|m2)$/);
      expect(quantity?.[1]).toMatch(/^Wall location 1 › Option A breakdown › Brick skin › Clay bricks .+ › Quantity$/);
      // No field a person reads is a machine path or a camelCase key.
      for (const row of rows.slice(1)) {
        expect(row[1], row[4]).not.toMatch(MACHINE_WORDS);
        expect(row[0]).toMatch(/^(Snapshot|Input|Result)$/);
      }
      expect(rows.some((r) => r[2] === 'BrickVeneerVirginLocal' || r[2] === 'au-typical')).toBe(false);
      // A breakdown line's factor reads as its source names it, and its source by title; the keys stay beside them.
      const factorKey = rows.find((r) => r[4] === 'locations.0.breakdownA.0.lines.0.factorKey');
      expect(factorKey?.[5]).toMatch(/^[a-z][A-Za-z0-9]*_[a-z0-9]+$/);
      expect(factorKey?.[2]).not.toMatch(/_(kg|m3|m2)/);
      expect(factorKey?.[2]).toBe(rows.find((r) => r[4] === 'locations.0.breakdownA.0.lines.0.sourceRow')?.[2]);
      const sourceId = rows.find((r) => r[4] === 'locations.0.breakdownA.0.lines.0.sourceId');
      expect(sourceId?.[5]).toBe('NMEFD2025_1');
      expect(sourceId?.[2]).toBe('National material emission factors database (NMEFD) 2025.1');
    });

    it('CSV: a footing snapshot names its systems, concrete and breakdown lines in words', async () => {
      const rows = await csvOf(await get(owner, `/api/snapshots/${footing.number}/export.csv`));
      expect(rows).toContainEqual(['Input', 'Slab Area', '200', 'm²', 'area', '']);
      expect(rows).toContainEqual([
        'Input',
        'Business as Usual',
        'Blinded Strip Footing',
        '',
        'businessAsUsual',
        'BlindedRaft',
      ]);
      expect(rows).toContainEqual([
        'Input',
        'Change to Low Carbon Concrete',
        '30% Fly Ash Substitution',
        '',
        'lowCarbonConcrete',
        'FlyAshSubstitution30',
      ]);
      expect(rows).toContainEqual([
        'Result',
        'CO2 Reduction, A1–A3 product stage',
        String(F.cut),
        'kgCO2e',
        'c02Reduction',
        '',
      ]);
      expect(rows).toContainEqual([
        'Result',
        'CO2 Reduction, no-EPD default (NABERS)',
        String(FOOTING_OUT.noEpdDefaultC02Reduction),
        'kgCO2e',
        'noEpdDefaultC02Reduction',
        '',
      ]);
      const component = rows.find((r) => r[4] === 'bau.breakdown.0.lines.0.component');
      expect(component?.[2]).toBe('100 mm slab, N25');
      expect(component?.[5]).toBe('slabN25_m3');
      for (const row of rows.slice(1)) expect(row[1], row[4]).not.toMatch(MACHINE_WORDS);
    });

    it('CSV of all my snapshots: one row each with its headline figures', async () => {
      const res = await get(owner, '/api/snapshots/export.csv');
      expect(res.status).toBe(200);
      const rows = await csvOf(res);
      expect(rows[0]!.slice(0, 7)).toEqual([
        'number',
        'kind',
        'project',
        'createdAt',
        'datasetId',
        'datasetVersion',
        'engineVersion',
      ]);
      expect(rows[0]).toContain('CO2 Reduction, A1–A5 upfront carbon (kgCO2e)');
      expect(rows[0]).toContain('CO2 Reduction, A1–A3 product stage (kgCO2e)');
      expect(rows[0]).toContain('Total CO2e over the scope, A1–A5 upfront carbon (kgCO2e)');
      expect(rows[0]).toContain('Total CO2e, cold shell, A1–A3 product stage (kgCO2e)');
      const total = (await list(owner)).total;
      expect(rows.length - 1).toBe(total);
      const header = rows[0]!;
      const f = rows.find((r) => r[0] === String(footing.number))!;
      expect(f[header.indexOf('CO2 Reduction, A1–A3 product stage (kgCO2e)')]).toBe(String(F.cut));
      // A wall and a footing share the key of their A1–A5 reduction, each in its own column.
      expect(f[header.indexOf('Total Carbon Reduction, A1–A5 upfront carbon (kgCO2e)')]).toBe('');
      expect(Number(f[header.indexOf('CO2 Reduction, A1–A5 upfront carbon (kgCO2e)')])).toBeCloseTo(
        FOOTING_OUT.upfront!.reduction.a1a5,
        0,
      );
      expect(f[header.indexOf('Total CO2e, cold shell, A1–A3 product stage (kgCO2e)')]).toBe('');
      expect(rows.some((r) => r[0] === String(othersFooting.number))).toBe(false);
    });

    it('CSV cells that a spreadsheet would run as formulas are made inert', async () => {
      const made = await createSnapshot(app.database.db, footingSnapshot(ownerId, '=HYPERLINK("x")'));
      const rows = await csvOf(await get(owner, `/api/snapshots/${made.number}/export.csv`));
      expect(rows).toContainEqual(['Snapshot', 'Project', `'=HYPERLINK("x")`, '', 'project', '']);
    });
  });

  describe('share links', () => {
    it('open the snapshot signed out, show nothing of the owner, and stop working once revoked', async () => {
      const created = await send(owner, 'POST', `/api/snapshots/${dwelling.number}/share`);
      expect(created.status).toBe(201);
      const link = (await created.json()) as ShareLink;
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.url).toBe(`${app.config.publicUrl}/shared/${link.token}`);
      expect(link.revokedAt).toBeNull();

      const shared = await get(null, `/api/shared/${link.token}`);
      expect(shared.status).toBe(200);
      expect(shared.headers.get('cache-control')).toBe('no-store');
      const text = await shared.text();
      const body = JSON.parse(text) as SnapshotDetail;
      expect(body.number).toBe(dwelling.number);
      expect(body.report.title).toBe(`Dwelling Carbon Snapshot #${dwelling.number}`);
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain(ownerId);
      expect(Object.keys(body)).not.toContain('ownerId');
      const pdf = await get(null, `/api/shared/${link.token}/export.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(`Dwelling Carbon Snapshot #${dwelling.number}`);

      const second = (await (await send(owner, 'POST', `/api/snapshots/${dwelling.number}/share`)).json()) as ShareLink;
      expect(second.token).not.toBe(link.token);
      const links = (await (await get(owner, `/api/snapshots/${dwelling.number}/shares`)).json()) as {
        items: ShareLink[];
      };
      expect(links.items.map((l) => l.token).sort()).toEqual([link.token, second.token].sort());

      const revoked = await send(owner, 'DELETE', `/api/snapshots/${dwelling.number}/share/${link.token}`);
      expect(revoked.status).toBe(200);
      expect(((await revoked.json()) as ShareLink).revokedAt).not.toBeNull();
      const gone = await get(null, `/api/shared/${link.token}`);
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect((await get(null, `/api/shared/${link.token}/export.pdf`)).status).toBe(404);
      // Revoking again is harmless; the other link still works.
      expect((await send(owner, 'DELETE', `/api/snapshots/${dwelling.number}/share/${link.token}`)).status).toBe(200);
      expect((await get(null, `/api/shared/${second.token}`)).status).toBe(200);
      const [stored] = await app.database.db.select().from(shareLink).where(eq(shareLink.token, link.token));
      expect(stored!.revokedAt).not.toBeNull();
    });

    it('answer 404 for unknown and malformed tokens', async () => {
      expect((await get(null, `/api/shared/${'A'.repeat(43)}`)).status).toBe(404);
      expect((await get(null, '/api/shared/not-a-token')).status).toBe(404);
    });

    it('cannot be created or listed signed out', async () => {
      expect((await app.request(`/api/snapshots/${wall.number}/share`, { method: 'POST' })).status).toBe(401);
      expect((await get(null, `/api/snapshots/${wall.number}/shares`)).status).toBe(401);
    });
  });

  describe('recalculate with current data', () => {
    it('gives the same figures on the same dataset and engine', async () => {
      const res = await get(owner, `/api/snapshots/${footing.number}/recalculate`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Recalculation;
      expect(body).toMatchObject({
        number: footing.number,
        kind: 'footing',
        datasetChanged: false,
        datasetVersionChanged: false,
        engineVersionChanged: false,
        changed: false,
      });
      expect(body.figures.map((f) => [f.key, f.old, f.new, f.difference])).toEqual([
        ...['bau', 'afs', 'reduction'].map((part) => {
          const v = FOOTING_OUT.upfront![part as 'bau'].a1a5;
          return [`upfront.${part}.a1a5`, v, v, 0];
        }),
        ['bauValue', F.bau, F.bau, 0],
        ['afsValue', F.afs, F.afs, 0],
        ['c02Reduction', F.cut, F.cut, 0],
        ['noEpdDefaultBauValue', FOOTING_OUT.noEpdDefaultBauValue, FOOTING_OUT.noEpdDefaultBauValue, 0],
        ['noEpdDefaultAfsValue', FOOTING_OUT.noEpdDefaultAfsValue, FOOTING_OUT.noEpdDefaultAfsValue, 0],
        ['noEpdDefaultC02Reduction', FOOTING_OUT.noEpdDefaultC02Reduction, FOOTING_OUT.noEpdDefaultC02Reduction, 0],
        ['biogenicBau', 0, 0, 0],
        ['biogenicAfs', 0, 0, 0],
        ...['bau', 'afs', 'reduction'].flatMap((part) =>
          ['a4', 'a5'].map((m) => {
            const v = (FOOTING_OUT.upfront![part as 'bau'] as Record<string, number>)[m]!;
            return [`upfront.${part}.${m}`, v, v, 0];
          }),
        ),
        ['upfront.reductionPercent', FOOTING_OUT.upfront!.reductionPercent, FOOTING_OUT.upfront!.reductionPercent, 0],
      ]);
    });

    it('recomputes each kind from its stored inputs, on another dataset when asked', async () => {
      for (const n of [wall.number, dwelling.number]) {
        const same = (await (await get(owner, `/api/snapshots/${n}/recalculate`)).json()) as Recalculation;
        expect(same.changed, String(n)).toBe(false);
      }
      const other = (await (
        await get(owner, `/api/snapshots/${dwelling.number}/recalculate?dataset=au-conservative`)
      ).json()) as Recalculation;
      expect(other.current.datasetId).toBe('au-conservative');
      expect(other.datasetChanged).toBe(true);
      expect(other.changed).toBe(true);
      const total = other.figures.find((f) => f.key === 'totalCO2e')!;
      expect(total.new).toBeCloseTo(estimateDwelling(toEngineDwellingInput(DWELLING), 'au-conservative').totalCO2e, 9);
      expect(total.difference).toBeCloseTo(total.new! - total.old!, 9);
      const mine = (await (
        await get(owner, `/api/snapshots/${wall.number}/recalculate?dataset=default`)
      ).json()) as Recalculation;
      expect(mine.current.datasetId).toBe(app.config.defaultDataset);
    });

    it('reads a snapshot saved before climate zones in the product default zone 6, and says so (issue #49)', async () => {
      // footingSnapshot stores its inputs as a request made before issue #49 did: no climate zone.
      const stumps = { ...FOOTING, businessAsUsual: 'Stumps' as const };
      const old = await createSnapshot(app.database.db, footingSnapshot(ownerId, 'Before zones', stumps));
      const body = (await (await get(owner, `/api/snapshots/${old.number}/recalculate`)).json()) as Recalculation;
      expect(body.notes).toEqual([
        expect.stringMatching(/records no climate zone: the recalculation uses climate zone 6/),
      ]);
      expect(body.changed).toBe(false);
      const zoned = await createSnapshot(app.database.db, {
        ...footingSnapshot(ownerId, 'With a zone', { ...stumps, climateZone: 6 }),
      });
      const same = (await (await get(owner, `/api/snapshots/${zoned.number}/recalculate`)).json()) as Recalculation;
      expect(same.notes).toEqual([]);
      expect(same.figures).toEqual(body.figures);
      // It still reads as saved.
      expect((await get(owner, `/api/snapshots/${old.number}`)).status).toBe(200);
    });

    it('says when the stored engine version differs from the current one', async () => {
      const old = await createSnapshot(app.database.db, {
        ...footingSnapshot(ownerId, 'Legacy'),
        engineVersion: '0.9.0',
        datasetVersion: '2024.1',
      });
      const body = (await (await get(owner, `/api/snapshots/${old.number}/recalculate`)).json()) as Recalculation;
      expect(body).toMatchObject({
        engineVersionChanged: true,
        datasetVersionChanged: true,
        stored: { engineVersion: '0.9.0', datasetVersion: '2024.1' },
        current: { engineVersion: ENGINE_VERSION, datasetVersion: VERSION },
      });
    });

    it('answers 400 naming the fields when the stored inputs no longer suit the engine, and 400 for an unknown dataset', async () => {
      const broken = await createSnapshot(app.database.db, {
        ...footingSnapshot(ownerId, 'Broken'),
        inputs: { project: 'Broken', ...FOOTING, complexity: 7 },
      });
      const res = await get(owner, `/api/snapshots/${broken.number}/recalculate`);
      expect(res.status).toBe(400);
      expect(
        ((await res.json()) as { error: { issues: Array<{ path: string }> } }).error.issues.map((i) => i.path),
      ).toEqual(['inputs.complexity']);
      expect((await get(owner, `/api/snapshots/${footing.number}/recalculate?dataset=epic`)).status).toBe(400);
    });
  });

  it('documents every snapshot route in the OpenAPI document', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, method] of [
      ['/api/snapshots', 'get'],
      ['/api/snapshots/export.csv', 'get'],
      ['/api/snapshots/project-report.pdf', 'get'],
      ['/api/snapshots/verify', 'post'],
      ['/api/snapshots/{number}', 'get'],
      ['/api/snapshots/{number}', 'delete'],
      ['/api/snapshots/{number}/export.pdf', 'get'],
      ['/api/snapshots/{number}/export.csv', 'get'],
      ['/api/snapshots/{number}/export.json', 'get'],
      ['/api/snapshots/{number}/recalculate', 'get'],
      ['/api/snapshots/{number}/share', 'post'],
      ['/api/snapshots/{number}/shares', 'get'],
      ['/api/snapshots/{number}/share/{token}', 'delete'],
      ['/api/shared/{token}', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
