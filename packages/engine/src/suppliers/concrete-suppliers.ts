/**
 * Ready-mix concrete suppliers (optimizer only; data brief 2025.1-brief-1, section 7e). A supplier's
 * factors replace `concrete20MPa_m3`, `concrete25MPa_m3` and `concrete32MPa_m3` wherever they occur
 * (floors, core fill, in-situ walls), never precast stumps, precast panels, blocks, AAC or tiles.
 * au-typical and au-conservative use the EPD value (an EPD exists, as in a NABERS rating);
 * au-hybrid uses EPD × ICM hybrid/process ratio for 100 % GP concrete (369/321, 410/359, 467/412).
 */
import type { Confidence } from '../datasets/dataset-types';
import type { ConcreteSupplierKey } from '../keys';

export const CONCRETE_STRENGTHS = ['20', '25', '32'] as const;
export type ConcreteStrength = (typeof CONCRETE_STRENGTHS)[number];

export interface ConcreteSupplier {
  /** EPD A1–A3 GWP, kgCO2e/m³ by strength (MPa), transcribed via GREENBOOK_FP. */
  readonly epd: Readonly<Record<ConcreteStrength, number>>;
  /** au-hybrid factors: EPD × ICM hybrid/process ratio, kgCO2e/m³. */
  readonly hybrid: Readonly<Record<ConcreteStrength, number>>;
  readonly confidence: Confidence;
  readonly basis: string;
}

/** ICM 2019 hybrid/process ratios for 100 % GP concrete (IDs 83, 86, 89). */
export const ICM_HYBRID_PROCESS_RATIOS: Readonly<Record<ConcreteStrength, string>> = {
  '20': '369/321',
  '25': '410/359',
  '32': '467/412',
};

type ByStrength = ConcreteSupplier['epd'];

/** Boral's EPD values, as GREENBOOK_FP transcribes them. */
const boral = (epd: ByStrength, hybrid: ByStrength): ConcreteSupplier => ({
  epd,
  hybrid,
  confidence: 'sourced',
  basis:
    "sourced: secondary transcription of Boral EPD values (GREENBOOK_FP); they match none of the Boral EPDs in NABERS's NMEFD v2025.1 EPD list (e.g. Melbourne S-P-02341: Normal GP 265 / 301 / 326 kgCO2e/m³), so re-read the supplier's current EPD before relying on them",
});
/** Another EPD's values standing in for a product whose own EPD was not found; `basis` says which. */
const standIn = (epd: ByStrength, hybrid: ByStrength, basis: string): ConcreteSupplier => ({
  epd,
  hybrid,
  confidence: 'estimate',
  basis,
});

export const CONCRETE_SUPPLIERS: Readonly<Record<ConcreteSupplierKey, ConcreteSupplier>> = {
  'Boral Normal GP': boral({ '20': 299, '25': 316, '32': 342 }, { '20': 343.71, '25': 360.891, '32': 387.655 }),
  'Boral Envisia': boral({ '20': 204, '25': 212, '32': 226 }, { '20': 234.505, '25': 242.117, '32': 256.17 }),
  'Boral Envirocrete 30%': boral({ '20': 237, '25': 258, '32': 288 }, { '20': 272.439, '25': 294.652, '32': 326.447 }),
  'Holcim ECOPAct VE251EKC': standIn(
    { '20': 168, '25': 181, '32': 198 },
    { '20': 193.121, '25': 206.713, '32': 224.432 },
    'estimate: national Holcim ECOPact EPD values; the EPD for mix VE251EKC was not found',
  ),
  'Holcim ViroDecs G (VIC)': standIn(
    { '20': 301, '25': 325, '32': 371 },
    { '20': 346.009, '25': 371.17, '32': 420.527 },
    'estimate: Holcim General Blend EPD values; no VIC ViroDecs G document found',
  ),
};
