/**
 * A client generated from the served /api/openapi.json by openapi-typescript, used with openapi-fetch
 * as a third-party developer would (apps/server/test/openapi-generated-client.test.ts generates
 * ./schema.js's types next to this file, type-checks it under NodeNext and --strict, and runs it):
 *
 *   node round-trip.js <baseUrl> <token>
 *
 * Lookups → calculators: every calculator field is filled from a lookup list's option keys, which
 * the document types as the same named value lists. Prints every answer, for the test to validate
 * against the document.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

type Schemas = components['schemas'];

const [baseUrl, token] = process.argv.slice(2);
if (!baseUrl || !token) throw new Error('usage: node round-trip.js <baseUrl> <token>');

// The document's `servers` is the server's public address; another deployment is a baseUrl away.
const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
const answers: { method: string; path: string; status: number; body: unknown }[] = [];
function record<T>(method: string, path: string, result: { data?: T; error?: unknown; response: Response }): T {
  answers.push({ method, path, status: result.response.status, body: result.data ?? result.error });
  if (result.data === undefined) throw new Error(`${method} ${path} answered ${result.response.status}`);
  return result.data;
}
const first = <T>(list: T[], what: string): T => {
  const item = list[0];
  if (item === undefined) throw new Error(`No ${what} in the lookups.`);
  return item;
};

const lookups = record(
  'GET',
  '/api/lookups',
  await client.GET('/api/lookups', { params: { query: { dataset: 'au-typical' } } }),
);
const wallTypes = record(
  'GET',
  '/api/lookups/wallTypes',
  await client.GET('/api/lookups/wallTypes', { params: { query: {} } }),
);

const footingBody: Schemas['CalculateFootingRequest'] = {
  project: 'Generated client',
  area: 150,
  depth: 700,
  complexity: 10,
  businessAsUsual: first(lookups.footingSystems, 'footing system').key,
  alternateFootingSystem: lookups.footingSystems[lookups.footingSystems.length - 1]!.key,
  lowCarbonConcrete: first(lookups.lowCarbonConcrete, 'concrete').key,
  datasetId: lookups.dataset.id,
};
const footing = record(
  'POST',
  '/api/project/calculate-footing',
  await client.POST('/api/project/calculate-footing', { body: footingBody }),
);

const wallLocation: Schemas['CalculateWallLocationRequest'] = {
  description: 'North',
  length: 10,
  height: 2.7,
  materialA: first(wallTypes.options, 'wall type').key,
  materialB: wallTypes.options[wallTypes.options.length - 1]!.key,
};
record(
  'POST',
  '/api/project/calculate-wall-location',
  await client.POST('/api/project/calculate-wall-location', { body: wallLocation }),
);
record(
  'POST',
  '/api/project/calculate-wall',
  await client.POST('/api/project/calculate-wall', {
    body: { project: 'Generated client', targetReduction: 30, locations: [wallLocation] },
  }),
);

const choices: Schemas['DwellingChoices'] = {
  groundFloorWallArea: first(lookups.wallMaterials, 'wall material').key,
  firstFloorWallArea: first(lookups.wallMaterials, 'wall material').key,
  groundFloorStructure: first(lookups.floorStructures, 'floor structure').key,
  firstFloorStructure: first(lookups.floorStructures, 'floor structure').key,
  roofMaterial: first(lookups.roofMaterials, 'roof').key,
  windowFrameType: first(lookups.windowFrames, 'window frame').key,
  doubleGlazed: first(lookups.glazing, 'glazing').key,
  brickSupplier: first(lookups.brickSuppliers, 'brick supplier').key,
  concreteSupplier: first(lookups.concreteSuppliers, 'concrete supplier').key,
};
const house = { groundFloorArea: 120, firstFloorArea: 60, ceilingHeight: 2.7, windowArea: 25 };
record(
  'POST',
  '/api/project/optimize',
  await client.POST('/api/project/optimize', { body: { project: 'Generated client', ...house, ...choices } }),
);
const pareto = record(
  'POST',
  '/api/project/optimize/pareto',
  await client.POST('/api/project/optimize/pareto', { body: { ...house, current: choices, carbonTarget: 1 } }),
);
// Nullable in the document, so the generated type says so: null when no design reaches the target.
const underTarget: Schemas['ParetoDesign'] | null = pareto.cheapestUnderTarget;

record(
  'GET',
  '/api/snapshots/{number}',
  await client.GET('/api/snapshots/{number}', { params: { path: { number: footing.snapshot } } }),
);
record(
  'GET',
  '/api/snapshots/{number}/export.lcax.json',
  await client.GET('/api/snapshots/{number}/export.lcax.json', { params: { path: { number: footing.snapshot } } }),
);

/** Never called: the named value lists are the types of both the lookups' keys and the calculators' fields. */
export function namedValueLists(): void {
  const system: Schemas['FootingSystem'] = footingBody.businessAsUsual;
  const fromLookup: Schemas['FootingSystemOption']['key'] = system;
  const wallType: Schemas['WallType'] = wallLocation.materialA;
  const wallOption: Schemas['WallTypeOption']['key'] = wallType;
  const dataset: Schemas['DatasetId'] = lookups.dataset.id;
  const material: Schemas['WallMaterial'] = choices.groundFloorWallArea;
  const materialOption: Schemas['WallMaterialOption']['key'] = material;
  void [fromLookup, wallOption, dataset, materialOption];
}

/** Never called: what the generated types refuse (tsc fails if they did not). */
export function refusedByTheTypes(): void {
  // @ts-expect-error 7 is not one of the complexity values (0, 5, …, 25)
  const complexity: Schemas['CalculateFootingRequest']['complexity'] = 7;
  // @ts-expect-error a wall type is not a footing system
  const system: Schemas['FootingSystem'] = first(wallTypes.options, 'wall type').key;
  // @ts-expect-error a lookup key is not any string
  const key: Schemas['WallTypeOption']['key'] = 'NoSuchWall';
  void [complexity, system, key];
}

console.log(JSON.stringify({ answers, underTarget }));
