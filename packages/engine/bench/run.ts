/**
 * Benchmarks of the engine (`npm run bench` at the repo root): the calculators' throughput, then
 * the optimizer (full space on the cold shell at A1–A3 and on the whole house at A1–A5, a
 * brute-force reference, growth with the number of options). Prints Markdown tables for
 * docs/benchmarks.md, and PASS/FAIL lines for the optimizer's 50 ms target on the typical house;
 * no assertions (the exit code is 0 either way), so it never fails CI on a slow machine.
 * `BENCH_QUICK=1` runs fewer repetitions.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  calculateFooting,
  calculateWall,
  DATASET_IDS,
  type DatasetId,
  type DwellingInput,
  type FootingInput,
  type WallInput,
  estimateDwelling,
  getLookups,
  renderMethodologyMarkdown,
} from '../src/index';
import { bruteForceReference, fullSpace, growthRealOptions, growthSynthetic } from './optimizer-bench';
import { fmtInt, table } from './stats';

const quick = process.env.BENCH_QUICK === '1';
const runs = quick ? 5 : 21;

function throughput(name: string, fn: (i: number) => unknown, minMs = 300): (string | number)[] {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) fn(n++);
  const ms = performance.now() - start;
  return [name, fmtInt((n / ms) * 1000)];
}

const dataset = (i: number) => DATASET_IDS[i % DATASET_IDS.length] ?? 'au-typical';

/** A calculator's throughput, each call on the next dataset; `input(i)` varies a figure from call to call. */
function calculatorThroughput<I>(
  name: string,
  calculate: (input: I, datasetId: DatasetId) => unknown,
  input: (i: number) => I,
) {
  return throughput(name, (i) => calculate(input(i), dataset(i)));
}

const cpu = cpus();
console.log('# Engine benchmarks\n');
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} logical CPUs), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}/${process.arch}; load average at start ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}.`,
);
console.log(
  'JavaScript runs on one thread: every figure below is one core (V8 may use helper threads for GC and compilation).\n',
);

console.log('## Calculators (operations per second)\n');
table(
  ['Call', 'ops/s'],
  [
    calculatorThroughput<WallInput>('calculateWall (4 locations)', calculateWall, (i) => ({
      targetReduction: 30,
      locations: [
        {
          length: 12 + (i % 7),
          height: 2.7,
          materialA: 'BrickVeneerVirginLocal',
          materialB: 'LightWeightTimberClad',
        },
        { length: 8, height: 2.7, materialA: 'DoubleBrickVirginLocal', materialB: 'DoubleBrickVirginRecycled' },
        { length: 5, height: 2.4, materialA: 'Block190CoreCF', materialB: 'Block190HC' },
        { length: 6, height: null, materialA: 'Block90', materialB: 'LightWeightFCClad' },
      ],
    })),
    calculatorThroughput<FootingInput>('calculateFooting', calculateFooting, (i) => ({
      area: 100 + (i % 300),
      depth: 700,
      complexity: 10,
      businessAsUsual: 'BlindedRaft',
      alternateFootingSystem: 'Waffle',
      lowCarbonConcrete: 'FlyAshSubstitution30',
    })),
    calculatorThroughput<DwellingInput>('estimateDwelling', estimateDwelling, (i) => ({
      groundFloorArea: 150 + (i % 100),
      firstFloorArea: 120,
      ceilingHeight: 2.55,
      windowPercent: 25,
      glazing: 'Double Glazed',
      windowFrameType: 'Timber',
      groundFloorWallMaterial: 'brick veneer',
      firstFloorWallMaterial: 'clad weatherboard',
      groundFloorStructure: 'waffle pod',
      firstFloorStructure: 'timber',
      roofMaterial: 'Metal',
      brickSupplier: 'Recycled Brick',
      concreteSupplier: 'Holcim ECOPAct VE251EKC',
    })),
    throughput('getLookups', (i) => getLookups(dataset(i))),
    throughput('renderMethodologyMarkdown', () => renderMethodologyMarkdown(), 500),
  ],
);

fullSpace(runs);
bruteForceReference();
growthRealOptions(runs);
growthSynthetic(quick ? 3 : 7);
console.log(`Peak resident memory of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB.`);
