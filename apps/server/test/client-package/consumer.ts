/**
 * A stranger's script over the packed @embodied/client (apps/server/test/client-package.test.ts copies
 * it into a scratch project outside the repository, type-checks it under `moduleResolution: NodeNext`
 * and `--strict`, and runs it with plain `node`):
 *
 *   node consumer.js <baseUrl> <token> <outDir>
 *
 * It picks options from the lookups and sends them to the calculators (the keys are typed as the
 * calculators' values), downloads every export, verifies the JSON export and prints a summary as JSON.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createClient,
  EmbodiedApiError,
  PLACEHOLDER_HOUSE,
  STARTING_DWELLING_CHOICES,
  type CalculateFootingRequest,
  type LcaxProject,
  type EstimateDwellingRequest,
} from '@embodied/client';

const [baseUrl, token, outDir] = process.argv.slice(2);
if (!baseUrl || !token || !outDir) throw new Error('usage: node consumer.js <baseUrl> <token> <outDir>');

const client = createClient({ baseUrl, token });
const project = 'Stranger project';

// Pick from the lookups, send to the calculator.
const lookups = await client.call('lookups', { query: { dataset: 'au-typical' } });
const bau = lookups.footingSystems.find((o) => o.key === 'BlindedRaft');
const alternate = lookups.footingSystems.find((o) => o.key === 'Waffle');
const flyAsh = lookups.lowCarbonConcrete.find((o) => o.key !== 'StandardConcrete');
if (!bau || !alternate || !flyAsh) throw new Error('The lookups lack a footing system or a concrete.');
const footingRequest: CalculateFootingRequest = {
  project,
  area: 120,
  depth: 700,
  complexity: 5,
  businessAsUsual: bau.key,
  alternateFootingSystem: alternate.key,
  lowCarbonConcrete: flyAsh.key,
  datasetId: lookups.dataset.id,
};
const footing = await client.calculateFooting(footingRequest);

const timberClad = lookups.wallTypes.find((o) => o.key === 'LightWeightTimberClad');
const brick = lookups.wallTypes.find((o) => (o.rValue ?? 0) > 0 && o.key.startsWith('BrickVeneer'));
if (!timberClad || !brick) throw new Error('The lookups lack a wall type.');
const wall = await client.call('calculateWall', {
  body: {
    project,
    targetReduction: 30,
    locations: [{ description: 'North', length: 12, height: 2.7, materialA: brick.key, materialB: timberClad.key }],
  },
});

const cladding = lookups.wallMaterials.find((o) => o.key === 'clad weatherboard');
if (!cladding) throw new Error('The lookups lack a wall material.');
const dwellingRequest: EstimateDwellingRequest = {
  project,
  ...PLACEHOLDER_HOUSE,
  ...STARTING_DWELLING_CHOICES,
  groundFloorWallArea: cladding.key,
};
const dwelling = await client.estimateDwelling(dwellingRequest);
// A carbon target no design reaches: cheapestUnderTarget is null.
const pareto = await client.paretoFront({ ...PLACEHOLDER_HOUSE, current: STARTING_DWELLING_CHOICES, carbonTarget: 1 });

/** Never called: what the types refuse (tsc fails if they were any). */
export function refusedByTheTypes(): void {
  // @ts-expect-error a wall type is not a footing system
  const footingFromWall: CalculateFootingRequest['businessAsUsual'] = timberClad!.key;
  // @ts-expect-error no such operation
  void client.call('noSuchOperation');
  // @ts-expect-error the area is a number
  void client.calculateFooting({ ...footingRequest, area: '120' });
  void footingFromWall;
}

// Every export of the footing snapshot, and the workspace's.
const n = footing.snapshot;
const pdf = await client.downloadSnapshotPdf(n);
const csv = await client.downloadSnapshotCsv(n);
const xlsx = await client.downloadSnapshotXlsx(n);
const lcax: LcaxProject = await client.downloadSnapshotLcax(n);
const exported = await client.downloadSnapshotJson(n);
const verified = await client.call('verifySnapshot', { body: exported });
const allCsv = await client.downloadSnapshotsCsv();
const report = await client.downloadProjectReportPdf(project);
await writeFile(path.join(outDir, `snapshot-${n}.pdf`), pdf);
await writeFile(path.join(outDir, `snapshot-${n}.xlsx`), xlsx);
await writeFile(path.join(outDir, `snapshot-${n}.lcax.json`), JSON.stringify(lcax));

// A request the server refuses: one EmbodiedApiError naming the field.
let refused: { status: number; code: string; paths: string[] } | null = null;
try {
  await client.calculateFooting({ ...footingRequest, complexity: 7 });
} catch (err) {
  if (!(err instanceof EmbodiedApiError)) throw err;
  refused = { status: err.status, code: err.code, paths: err.issues.map((i) => i.path) };
}

const ascii = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.subarray(0, length));
console.log(
  JSON.stringify({
    node: process.version,
    footing: { snapshot: n, bau: footing.bau.system, afs: footing.afs.system, saving: footing.c02Reduction },
    wall: { snapshot: wall.snapshot, locations: wall.locations.length },
    dwelling: { snapshot: dwelling.snapshot, totalCO2e: dwelling.totalCO2e },
    pareto: { front: pareto.front.length, cheapestUnderTarget: pareto.cheapestUnderTarget },
    pdf: { magic: ascii(pdf, 5), bytes: pdf.byteLength },
    xlsx: { magic: ascii(xlsx, 2), bytes: xlsx.byteLength },
    csv: { firstLine: csv.split(/\r?\n/)[0] },
    allCsv: { lines: allCsv.trim().split(/\r?\n/).length },
    lcax: { name: lcax.name, assemblies: lcax.assemblies.length },
    verified: { valid: verified.valid, number: verified.number },
    report: { magic: ascii(report, 5) },
    refused,
  }),
);
