/**
 * Micro-benchmark of the engine's calculators (`npm run bench` at the repo root). Prints
 * operations per second for each; no assertions, so it never fails CI on a slow machine.
 */
import { performance } from 'node:perf_hooks';
import { calculateFooting, calculateWall, DATASET_IDS, estimateDwelling, getLookups, renderMethodologyMarkdown } from '../src/index';

function bench(name: string, fn: (i: number) => unknown, minMs = 300): void {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) fn(n++);
  const ms = performance.now() - start;
  console.log(`${name.padEnd(34)} ${Math.round((n / ms) * 1000).toLocaleString('en-AU').padStart(12)} ops/s`);
}

const dataset = (i: number) => DATASET_IDS[i % DATASET_IDS.length] ?? 'au-typical';

bench('calculateWall (4 locations)', (i) =>
  calculateWall(
    {
      targetReduction: 30,
      locations: [
        { length: 12 + (i % 7), height: 2.7, materialA: 'BrickVeneerVirginLocal', materialB: 'LightWeightTimberClad' },
        { length: 8, height: 2.7, materialA: 'DoubleBrickVirginLocal', materialB: 'DoubleBrickVirginRecycled' },
        { length: 5, height: 2.4, materialA: 'Block190CoreCF', materialB: 'Block190HC' },
        { length: 6, height: null, materialA: 'Block90', materialB: 'LightWeightFCClad' },
      ],
    },
    dataset(i),
  ),
);
bench('calculateFooting', (i) =>
  calculateFooting(
    { area: 100 + (i % 300), depth: 700, complexity: 10, businessAsUsual: 'BlindedRaft', alternateFootingSystem: 'Waffle', lowCarbonConcrete: 'FlyAshSubstitution30' },
    dataset(i),
  ),
);
bench('estimateDwelling', (i) =>
  estimateDwelling(
    {
      groundFloorArea: 150 + (i % 100),
      firstFloorArea: 120,
      ceilingHeight: 2.55,
      windowArea: 25,
      doubleGlazed: 'Double Glazed',
      windowFrameType: 'Timber',
      groundFloorWallArea: 'brick veneer',
      firstFloorWallArea: 'clad weatherboard',
      groundFloorStructure: 'waffle pod',
      firstFloorStructure: 'timber',
      roofMaterial: 'Metal',
      brickSupplier: 'Recycled Brick',
      concreteSupplier: 'Holcim ECOPAct VE251EKC',
    },
    dataset(i),
  ),
);
bench('getLookups', (i) => getLookups(dataset(i)));
bench('renderMethodologyMarkdown', () => renderMethodologyMarkdown(), 500);
