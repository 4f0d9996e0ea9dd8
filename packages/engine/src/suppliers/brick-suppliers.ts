/**
 * Brick suppliers (optimizer only; data brief 2025.1-brief-1, section 7e). A supplier replaces the
 * brick line of every brick skin: `brick line = 48.4 × brickKg × factor` (kgCO2e per m² of skin).
 * Mortar, ties and everything else are unchanged. Suppliers do not change cost.
 */
import type { Confidence } from '../datasets/dataset-types';
import type { DatasetId } from '../datasets/dataset-ids';
import type { BrickSupplierKey } from '../keys';

/** One supplier's brick factor on one dataset, kgCO2e per kg of brick. */
export interface BrickSupplierFactor {
  readonly value: number;
  readonly min?: number;
  readonly max?: number;
  readonly sourceId: string;
  readonly citation: string;
  readonly confidence: Confidence;
  readonly derivation?: string;
}

export interface BrickSupplier {
  /** kg per brick (ADBRI_NSW_2015 3.2 kg solid render brick; clay 2.77 kg estimate, BRICK_WEIGHT). */
  readonly brickKg: number;
  readonly brickKgBasis: string;
  readonly basis: string;
  readonly factors: Readonly<Record<DatasetId, BrickSupplierFactor>>;
  /** Factor when the "net of offsets" toggle is on (Brickworks only; an accounting claim). */
  readonly netOfOffsetsFactor?: number;
}

/** Bricks per m² of skin (ADBRI_NSW_2015; MASONRY_RULES): 230 × 76 face, 10 mm joints. */
export const BRICKS_PER_M2 = 48.4;

const ADBRI_KG = { brickKg: 3.2, brickKgBasis: 'ADBRI_NSW_2015: render brick 230×76×110 solid, 3.2 kg' } as const;
const CLAY_KG = { brickKg: 2.77, brickKgBasis: 'estimate: BRICK_WEIGHT gives 2.5–3.4 kg' } as const;
const ADBRI_HYBRID = 'x ICM 2019 concrete block hybrid/process ratio 0.22/0.165';
const NO_ADBRI_EPD = 'no Adbri EPD found; Adbri bricks are concrete';

function adbri(value: number, hybrid: number, column: string): Readonly<Record<DatasetId, BrickSupplierFactor>> {
  const nmefd: BrickSupplierFactor = {
    value,
    sourceId: 'NMEFD2025_1',
    citation: `NABERS NMEFD v2025.1 · Brick / Concrete brick · ${column} (row 42)`,
    confidence: 'estimate',
    derivation: `NMEFD Concrete brick ${column} stands in for an Adbri VIC brick (${NO_ADBRI_EPD})`,
  };
  return {
    'au-typical': nmefd,
    'au-conservative': nmefd,
    'au-hybrid': {
      value: hybrid,
      sourceId: 'NMEFD2025_1+ICM2019',
      citation: `NABERS NMEFD v2025.1 · Brick / Concrete brick · ${column} (row 42) ${ADBRI_HYBRID}`,
      confidence: 'estimate',
      derivation: `NMEFD Concrete brick ${column} ${value} ${ADBRI_HYBRID}`,
    },
  };
}

export const BRICK_SUPPLIERS: Readonly<Record<BrickSupplierKey, BrickSupplier>> = {
  'Adbri VIC (low)': {
    ...ADBRI_KG,
    basis: 'NMEFD Concrete brick Min (row 42)',
    factors: adbri(0.112, 0.149333, 'Min'),
  },
  'Adbri VIC (mid)': {
    ...ADBRI_KG,
    basis: 'NMEFD Concrete brick Average (row 42)',
    factors: adbri(0.159, 0.212, 'Average'),
  },
  'Adbri VIC (high)': { ...ADBRI_KG, basis: 'NMEFD Concrete brick Max (row 42)', factors: adbri(0.24, 0.32, 'Max') },
  'Brickworks (Carbon Neutral)': {
    ...CLAY_KG,
    basis:
      "gross = the dataset's generic clay brick (no Austral VIC EPD found); net = 0 after Climate Active offsets, only behind the 'net of offsets' toggle (default off)",
    netOfOffsetsFactor: 0,
    factors: {
      'au-typical': {
        value: 0.184,
        min: 0.0478,
        max: 0.387,
        sourceId: 'NMEFD2025_1',
        citation: 'NABERS NMEFD v2025.1 · Brick / Clay brick · Average (row 41)',
        confidence: 'estimate',
        derivation:
          'generic NMEFD clay brick (Average, range Min–Max) stands in for Brickworks (no Austral VIC EPD found)',
      },
      'au-conservative': {
        value: 0.464,
        sourceId: 'NMEFD2025_1',
        citation: 'NABERS NMEFD v2025.1 · Brick / Clay brick · Default (uncertainty adjusted) (row 41)',
        confidence: 'estimate',
        derivation: 'generic NMEFD clay brick (Default) stands in for Brickworks (no Austral VIC EPD found)',
      },
      'au-hybrid': {
        value: 0.302,
        sourceId: 'ICM2019',
        citation: 'ICM Database 2019 (UNSW) · ID 50 Brick · hybrid',
        confidence: 'estimate',
        derivation: 'generic ICM brick (hybrid) stands in for Brickworks (no Austral VIC EPD found)',
      },
    },
  },
  'Recycled Brick': {
    ...CLAY_KG,
    basis: 'EPD_RECLAIMED_BRICK (UK) A1–A3 20.4 kgCO2e/t; au-hybrid × ICM brick hybrid/process ratio 0.302/0.253',
    factors: {
      'au-typical': {
        value: 0.0204,
        sourceId: 'EPD_RECLAIMED_BRICK',
        citation: 'Reclaimed Brick Company EPD (UK), A1-A3 · 20.4 kgCO2e/t',
        confidence: 'sourced',
      },
      'au-conservative': {
        value: 0.0204,
        sourceId: 'EPD_RECLAIMED_BRICK',
        citation: 'Reclaimed Brick Company EPD (UK), A1-A3 · 20.4 kgCO2e/t',
        confidence: 'sourced',
      },
      'au-hybrid': {
        value: 0.024351,
        sourceId: 'EPD_RECLAIMED_BRICK+ICM2019',
        citation: 'Reclaimed Brick Company EPD (UK), A1-A3 × ICM 2019 ratio ID 50 Brick (hybrid/process)',
        confidence: 'estimate',
        derivation: 'EPD 20.4 kgCO2e/t / 1000 × ICM 2019 ID 50 Brick hybrid/process ratio 0.302/0.253',
      },
    },
  },
};

/** The Climate Active citation shown when the net-of-offsets toggle is on. */
export const BRICKWORKS_NET_CITATION = 'Brickworks carbon-neutral claim (Climate Active): net of offsets purchased';
