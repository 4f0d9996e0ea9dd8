/**
 * Snapshot numbers count within their workspace (issue #47, docs/decisions/023): #1, #2, #3 for each
 * person and each organisation, with no gap but a deleted one, however many Calculates come at once;
 * snapshots saved before keep their numbers, links, exports and hashes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_FOOTING, type SnapshotExport, type VerifyResult } from '@embodied/contracts';
import { snapshotContentHash } from '../src/db/stored-content';
import { openDatabase } from '../src/db/database';
import { snapshot, user } from '../src/db/schema';
import { signUpVerified, type SignedInUser } from './support/session';
import { exportHash } from './support/snapshots';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

describeEachDatabase('snapshot numbers in their workspace', (kind) => {
  let app: TestApp;
  const send = (u: SignedInUser, method: string, p: string, body?: unknown) =>
    app.request(p, { method, headers: u.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const calculate = async (u: SignedInUser, project = 'Numbers') => {
    const res = await send(u, 'POST', '/api/project/calculate-footing', { ...EXAMPLE_FOOTING, project });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { snapshot: number }).snapshot;
  };
  const userId = async (u: SignedInUser) =>
    (await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, u.email)))[0]!.id;

  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '200' });
  });
  afterAll(() => app?.close());

  it("counts each person's snapshots from #1, whoever else calculates meanwhile", async () => {
    const ann = await signUpVerified(app);
    const bob = await signUpVerified(app);
    expect(await calculate(ann)).toBe(1);
    expect(await calculate(bob)).toBe(1);
    expect(await calculate(ann)).toBe(2);
    expect(await calculate(ann)).toBe(3);
    expect(await calculate(bob)).toBe(2);
    const list = (await (await send(ann, 'GET', '/api/snapshots')).json()) as { items: { number: number }[] };
    expect(list.items.map((i) => i.number)).toEqual([3, 2, 1]);
    expect((await send(ann, 'GET', '/api/snapshots/2')).status).toBe(200);
  });

  it('gives twenty Calculates sent at once the numbers 1 to 20, none twice and none skipped', async () => {
    const cat = await signUpVerified(app);
    const numbers = await Promise.all(Array.from({ length: 20 }, (_, i) => calculate(cat, `Burst ${i}`)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("counts an organisation's snapshots apart from its members' own, and never gives a deleted number again", async () => {
    const owner = await signUpVerified(app);
    const mate = await signUpVerified(app);
    expect(await calculate(owner)).toBe(1);
    const org = (await (await send(owner, 'POST', '/api/organisations', { name: 'Numbers Co' })).json()) as {
      id: string;
    };
    expect((await send(owner, 'PUT', '/api/workspace', { organisationId: org.id })).status).toBe(200);
    expect(await calculate(owner)).toBe(1);
    expect(await calculate(owner)).toBe(2);
    expect((await send(owner, 'DELETE', '/api/snapshots/2')).status).toBe(204);
    expect(await calculate(owner)).toBe(3);
    // Back in the personal workspace, its own count goes on; a member elsewhere starts their own.
    expect((await send(owner, 'PUT', '/api/workspace', { organisationId: null })).status).toBe(200);
    expect(await calculate(owner)).toBe(2);
    expect(await calculate(mate)).toBe(1);
  });

  it("verifies a new snapshot's export, and catches one whose number was changed", async () => {
    const dee = await signUpVerified(app);
    await calculate(dee);
    const n = await calculate(dee);
    const exported = (await (await send(dee, 'GET', `/api/snapshots/${n}/export.json`)).json()) as SnapshotExport & {
      serial: number;
    };
    expect(exported.number).toBe(2);
    expect(exported.serial).toBeGreaterThan(0);
    const verify = async (body: unknown) =>
      (await (await send(dee, 'POST', '/api/snapshots/verify', body)).json()) as VerifyResult;
    expect(await verify(exported)).toMatchObject({ valid: true, number: 2, matchesRecord: true });
    // The hash does not cover the number (the insert gives it): the record does.
    expect(await verify({ ...exported, number: 1 })).toMatchObject({ valid: false, matchesRecord: false });
  });

  it('keeps a snapshot saved before numbers counted within workspaces exactly as it was, reachable by its old number', async () => {
    const eve = await signUpVerified(app);
    const eveId = await userId(eve);
    // As migration 0009 left it: its number is its serial (the old global number), its hash covers
    // that value under the name `number` (version 1).
    const serial = 900_000 + Math.floor(Math.random() * 90_000);
    // Content a Calculate of this build makes (its report must read), saved the old way.
    const first = await calculate(eve, 'Before numbers');
    const made = (await (await send(eve, 'GET', `/api/snapshots/${first}/export.json`)).json()) as SnapshotExport;
    const content = {
      kind: made.kind,
      project: made.project,
      inputs: made.inputs,
      outputs: made.outputs,
      datasetId: made.datasetId,
      datasetVersion: made.datasetVersion,
      engineVersion: made.engineVersion,
      createdAt: '2026-06-01T00:00:00.000Z',
    };
    const contentHash = snapshotContentHash({ ...content, serial, number: serial, hashVersion: 1 });
    await app.database.db.insert(snapshot).values({
      ...content,
      serial,
      number: serial,
      hashVersion: 1,
      ownerId: eveId,
      organisationId: null,
      createdAt: new Date(content.createdAt),
      contentHash,
    });
    // Its export is what it always was: no serial, its number covered by its hash.
    const exported = (await (await send(eve, 'GET', `/api/snapshots/${serial}/export.json`)).json()) as Record<
      string,
      unknown
    > & { number: number };
    expect(exported).not.toHaveProperty('serial');
    expect(exported.number).toBe(serial);
    expect(exported.contentHash).toBe(contentHash);
    expect(exportHash(exported)).toBe(contentHash);
    const verified = (await (await send(eve, 'POST', '/api/snapshots/verify', exported)).json()) as VerifyResult;
    expect(verified).toMatchObject({ valid: true, matchesRecord: true });
    // The next snapshot of the workspace continues after it (the counter goes past a copied number).
    expect(await calculate(eve)).toBe(serial + 1);
    // An old link opened while another workspace is active still finds it.
    const org = (await (await send(eve, 'POST', '/api/organisations', { name: 'Eve Co' })).json()) as { id: string };
    expect((await send(eve, 'PUT', '/api/workspace', { organisationId: org.id })).status).toBe(200);
    const opened = await send(eve, 'GET', `/api/snapshots/${serial}`);
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { project: string }).project).toBe('Before numbers');
    // A new number of the personal workspace is not reachable from the organisation: it is that workspace's.
    expect((await send(eve, 'GET', `/api/snapshots/${serial + 1}`)).status).toBe(404);
    const rows = await app.database.db
      .select({ number: snapshot.number })
      .from(snapshot)
      .where(and(eq(snapshot.ownerId, eveId), eq(snapshot.hashVersion, 1)));
    expect(rows).toEqual([{ number: serial }]);
  });
});

describe('snapshot numbers across a restart of the embedded database', () => {
  it('go on from the last one given, with no jump', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-numbers-restart-'));
    try {
      const row = async (database: Awaited<ReturnType<typeof openDatabase>>) => ({
        serial: await database.nextSnapshotSerial(),
        hashVersion: 2,
        ownerId: 'restart-owner',
        organisationId: null,
        kind: 'footing' as const,
        project: 'Restart',
        inputs: {},
        outputs: {},
        datasetId: 'au-typical',
        datasetVersion: '1',
        engineVersion: '1',
        createdAt: new Date(),
        contentHash: `h-${Math.random()}`,
      });
      let database = await openDatabase({ kind: 'pglite', dataDir });
      const before = [
        await database.insertSnapshot(await row(database)),
        await database.insertSnapshot(await row(database)),
      ];
      await database.close();
      database = await openDatabase({ kind: 'pglite', dataDir });
      const after = await database.insertSnapshot(await row(database));
      await database.close();
      expect([...before, after]).toEqual([1, 2, 3]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
