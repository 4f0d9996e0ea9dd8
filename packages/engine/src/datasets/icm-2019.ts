/**
 * The ICM Database 2019 products the 2025.1 datasets read (Wiedmann, Teh and Yu, 2019, UNSW
 * Sydney): ICM ID, product name and declared unit, written once for every dataset, and how a
 * factor read from one of its columns (process or hybrid) is cited. au-typical and au-conservative
 * take process factors where NMEFD v2025.1 has no row; au-hybrid takes hybrid factors throughout.
 */
import type { Factor, FactorKey, FactorUnit } from './dataset-types';

const ICM_2019_PRODUCTS = {
  20: { name: 'Alkyd paint, 60% in H2O', unit: 'kgCO2e/kg' },
  30: { name: 'Aluminium, production mix, wrought alloy', unit: 'kgCO2e/kg' },
  38: { name: 'Autoclaved aerated concrete block', unit: 'kgCO2e/kg' },
  50: { name: 'Brick', unit: 'kgCO2e/kg' },
  59: { name: 'Cement mortar', unit: 'kgCO2e/kg' },
  81: { name: 'Concrete 20 MPa 30% fly ash', unit: 'kgCO2e/m3' },
  83: { name: 'Concrete 20 MPa', unit: 'kgCO2e/m3' },
  84: { name: 'Concrete 25 MPa 30% fly ash', unit: 'kgCO2e/m3' },
  86: { name: 'Concrete 25 MPa', unit: 'kgCO2e/m3' },
  87: { name: 'Concrete 32 MPa 30% fly ash', unit: 'kgCO2e/m3' },
  89: { name: 'Concrete 32 MPa', unit: 'kgCO2e/m3' },
  96: { name: 'Concrete block', unit: 'kgCO2e/kg' },
  97: { name: 'Concrete roof tile', unit: 'kgCO2e/kg' },
  341: { name: 'Fibre cement corrugated slab', unit: 'kgCO2e/kg' },
  352: { name: 'Flat glass, uncoated', unit: 'kgCO2e/kg' },
  363: { name: 'General purpose cement, Australian average', unit: 'kgCO2e/kg' },
  370: { name: 'Glass wool mat', unit: 'kgCO2e/kg' },
  372: { name: 'Glazing, double (2-IV), U<1.1 W/m2K', unit: 'kgCO2e/m2 of glazing' },
  382: { name: 'Gypsum plaster board', unit: 'kgCO2e/kg' },
  447: { name: 'Packaging film, LDPE', unit: 'kgCO2e/kg' },
  461: { name: 'Particle board, outdoor use', unit: 'kgCO2e/m3' },
  506: { name: 'Polystyrene foam slab', unit: 'kgCO2e/kg' },
  525: { name: 'Reinforcing steel', unit: 'kgCO2e/kg' },
  526: { name: 'Roof tile', unit: 'kgCO2e/kg' },
  540: { name: 'Sand', unit: 'kgCO2e/kg' },
  553: { name: 'Sawn timber, softwood, planed, kiln dried', unit: 'kgCO2e/m3' },
  643: { name: 'Window frame, aluminium, U=1.6 W/m2K', unit: 'kgCO2e/m2 of frame' },
  646: { name: 'Window frame, wood, U=1.5 W/m2K', unit: 'kgCO2e/m2 of frame' },
  648: { name: 'Wire drawing, steel', unit: 'kgCO2e/kg' },
} as const satisfies Record<number, { readonly name: string; readonly unit: FactorUnit }>;

/** An ICM 2019 product id the datasets read. */
export type IcmId = keyof typeof ICM_2019_PRODUCTS;

/**
 * The factor `key` read from the `basis` column (process or hybrid) of ICM 2019 product `id`.
 * `value` is the dataset's own transcribed number; `note`, when given, is the dataset's remark.
 * @example icmFactor('sand_kg', 540, 'hybrid', 0.006187).citation // 'ICM Database 2019 (UNSW) · ID 540 Sand · hybrid'
 */
export function icmFactor(
  key: FactorKey,
  id: IcmId,
  basis: 'process' | 'hybrid',
  value: number,
  note?: string,
): Factor {
  const { name, unit } = ICM_2019_PRODUCTS[id];
  return {
    key,
    value,
    unit,
    sourceId: 'ICM2019',
    sourceRow: `ICM Database 2019, ICM ID ${id} '${name}' (${basis})`,
    citation: `ICM Database 2019 (UNSW) · ID ${id} ${name} · ${basis}`,
    confidence: 'sourced',
    ...(note === undefined ? {} : { note }),
  };
}
