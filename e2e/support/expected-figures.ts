/**
 * The figures a page must show for the specs' example inputs, from the engine itself on the current
 * dataset edition. The engine's own tests pin the numbers (the brief's worked examples on edition
 * 2025.1, and each correction of edition 2026.11); these specs check that the pages show them.
 */
import {
  PLACEHOLDER_HOUSE,
  STARTING_DWELLING_CHOICES,
  toEngineDwellingInput,
  toEngineOptimizeInput,
} from '@embodied/contracts';
import {
  calculateFooting,
  calculateWall,
  calculateWallLocation,
  estimateDwelling,
  optimizeDwelling,
  type FootingInput,
  type WallTypeKey,
} from '@embodied/engine';

/** A whole number as the pages write it (en-AU). */
export const whole = (n: number) => new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(n);

/** Worked example 5: A 200 m², D 700 mm, Blinded Strip Footing vs Waffle, standard concrete. */
export const EXAMPLE_5: FootingInput = {
  area: 200,
  depth: 700,
  complexity: 0,
  businessAsUsual: 'BlindedRaft',
  alternateFootingSystem: 'Waffle',
  lowCarbonConcrete: 'StandardConcrete',
};

/** Worked example 8: A 150 m², D 900 mm, complexity 25 %, Blinded Strip Footing + Stumps vs Stumps Throughout. */
export const EXAMPLE_8: FootingInput = {
  area: 150,
  depth: 900,
  complexity: 25,
  businessAsUsual: 'BlindedRaftStumps',
  alternateFootingSystem: 'Stumps',
  lowCarbonConcrete: 'StandardConcrete',
};

/** The slab page's three figures for an input, as the page writes them (the change without its sign). */
export function footingFigures(input: FootingInput) {
  const r = calculateFooting(input);
  return {
    /** The reduction as stored (a whole number, negative for an increase). */
    reduction: r.co2Reduction,
    bau: whole(r.bauValue),
    afs: whole(r.afsValue),
    change: whole(Math.abs(r.co2Reduction)),
    /** 'The alternate saves 3.1 t CO2e at A1–A5, 42 % of business as usual.' (footing-summary.ts, issue 51) */
    tonnes: (Math.abs(r.upfront.bau.a1a5 - r.upfront.afs.a1a5) / 1000).toFixed(1),
    percent: Math.round((Math.abs(r.upfront.bau.a1a5 - r.upfront.afs.a1a5) / r.upfront.bau.a1a5) * 100),
    /** The change at A1–A5 with one decimal, as the slab page's percentage sentence writes it (issue 51). */
    percent1: ((Math.abs(r.upfront.bau.a1a5 - r.upfront.afs.a1a5) / r.upfront.bau.a1a5) * 100).toFixed(1),
    increase: r.co2Reduction < 0,
  };
}

/** The optimizer spec's placeholder house (100 m² + 700 m², 2.7 m, 35 % windows, the starting choices). */
export function placeholderHouseFigures() {
  const r = estimateDwelling(toEngineDwellingInput({ ...PLACEHOLDER_HOUSE, ...STARTING_DWELLING_CHOICES }));
  // The page searches upfront carbon (A1–A5) over the form's scope, the cold shell by default (issue 51).
  const search = optimizeDwelling(
    toEngineOptimizeInput({ ...PLACEHOLDER_HOUSE, current: STARTING_DWELLING_CHOICES, modules: 'A1-A5' }),
  );
  const recycled = search.suggestions.find((x) => x.action === 'Switch brick supplier to Recycled Brick');
  const applied = estimateDwelling(
    toEngineDwellingInput({ ...PLACEHOLDER_HOUSE, ...STARTING_DWELLING_CHOICES, brickSupplier: 'Recycled Brick' }),
  );
  return {
    total: whole(r.totalCO2e),
    /** The design's A1–A5 in tonnes with one decimal ('68.2'), as the optimizer's chart note writes it. */
    tonnes: (search.current!.totalCO2e / 1000).toFixed(1),
    perM2: whole(r.cO2ePerm2),
    cost: whole(r.coldShellCost),
    costPerM2: whole(r.coldShellCostPerm2),
    frontSize: search.front.length,
    /** The suggestion's figures as the list writes them (a saving in tonnes, at no cost: '−6.3 t CO2e, $0'). */
    recycledBrick:
      recycled && recycled.deltaCost === 0
        ? `\u2212${(-Number(recycled.deltaCO2e) / 1000).toFixed(1)} t CO2e, $0`
        : 'not suggested at no cost',
    afterRecycledBrick: whole(applied.totalCO2e),
    /** The estimate's total (A1–A3) of the front's lowest-carbon design ('Design 1') once applied. */
    design1Total: whole(
      estimateDwelling({
        ...toEngineDwellingInput({ ...PLACEHOLDER_HOUSE, ...STARTING_DWELLING_CHOICES }),
        ...search.front[0]!.choices,
      }).totalCO2e,
    ),
    design1GroundWall: search.front[0]!.choices.groundFloorWallMaterial,
  };
}

/** Worked example 6: worked example 5 with 30 % fly ash on the alternate. */
export const EXAMPLE_6: FootingInput = { ...EXAMPLE_5, lowCarbonConcrete: 'FlyAshSubstitution30' };

/** Worked example 10: a 200 m² single-storey brick-veneer house on a slab (the API's field names). */
export const EXAMPLE_10_HOUSE = {
  groundFloorArea: 200,
  firstFloorArea: 0,
  ceilingHeight: 2.7,
  windowArea: 20,
  doubleGlazed: 'Single Glazed',
  windowFrameType: 'Aluminium',
  groundFloorWallArea: 'brick veneer',
  firstFloorWallArea: 'brick veneer',
  groundFloorStructure: 'concrete slab',
  firstFloorStructure: 'timber',
  roofMaterial: 'Concrete Tile',
  brickSupplier: 'Brickworks (Carbon Neutral)',
  concreteSupplier: 'Boral Normal GP',
} as const;

/** A house's total CO2e as the pages write it. */
export function houseTotal(house: Parameters<typeof toEngineDwellingInput>[0]): string {
  return whole(estimateDwelling(toEngineDwellingInput(house)).totalCO2e);
}

/** A number with two decimals, as the wall page writes it. */
export const twoDp = (n: number) =>
  new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** One wall location's figures (two decimals, en-AU). */
export function wallLocationFigures(length: number, height: number, a: WallTypeKey, b: WallTypeKey) {
  const r = calculateWallLocation({ length, height, materialA: a, materialB: b });
  return { optionA: twoDp(r.optionA), optionB: twoDp(r.optionB), reduction: twoDp(r.reduction) };
}

/** The whole wall's figures for some locations and a target (two decimals, en-AU). */
export function wallTotals(
  locations: ReadonlyArray<{ length: number; height: number; a: WallTypeKey; b: WallTypeKey }>,
  target: number,
) {
  const r = calculateWall({
    targetReduction: target,
    locations: locations.map((l) => ({ length: l.length, height: l.height, materialA: l.a, materialB: l.b })),
  });
  return {
    optionA: `${twoDp(r.optionATotal)} kgCO2e`,
    optionB: `${twoDp(r.optionBTotal)} kgCO2e`,
    intensityA: `${twoDp(r.intensityA)} kgCO2e/m²`,
    intensityB: `${twoDp(r.intensityB)} kgCO2e/m²`,
    reduction: `${twoDp(r.actualReduction)} kgCO2e`,
    percent: twoDp(r.percentageReduction),
    /** The headline's name: a negative reduction is an increase. */
    label: r.actualReduction < 0 ? 'Total Carbon Increase' : 'Total Carbon Reduction',
    /** The page's summary table compares at A1–A5 (issue 51); the saved snapshot's table stays A1–A3. */
    summary: {
      optionA: `${twoDp(r.upfront.optionA.a1a5)} kgCO2e`,
      optionB: `${twoDp(r.upfront.optionB.a1a5)} kgCO2e`,
      intensityA: `${twoDp(r.upfront.intensityA)} kgCO2e/m²`,
      intensityB: `${twoDp(r.upfront.intensityB)} kgCO2e/m²`,
      reduction: `${twoDp(Math.abs(r.upfront.reduction.a1a5))} kgCO2e`,
    },
  };
}
