import {
  COST_INDEX_SOURCE,
  ESCALATED_TO,
  LATEST_QUARTER,
  PRICED_PERIOD,
  PRICED_QUARTERS,
  pricedIndex,
} from '../costs/cost-index';
import { COST_BASIS, COST_ESCALATION, COST_RATES, type CostRate } from '../costs/cost-rates';
import { BRICK_SUPPLIER_KEYS, CONCRETE_SUPPLIER_KEYS } from '../keys';
import { BRICK_SUPPLIERS, BRICKS_PER_M2 } from '../suppliers/brick-suppliers';
import { CONCRETE_STRENGTHS, CONCRETE_SUPPLIERS } from '../suppliers/concrete-suppliers';
import { type Cell, fmt, type MethodologySection, type MethodologyTable, section } from './methodology-types';

function costTable(title: string, rates: Readonly<Record<string, CostRate>>): MethodologyTable {
  return {
    title,
    columns: [
      'Option',
      'AUD central',
      'Range',
      'Base date',
      `Priced (${PRICED_PERIOD})`,
      'Source',
      'Confidence',
      'Note',
    ],
    rows: Object.entries(rates).map(([k, r]): Cell[] => [
      k,
      r.value,
      `${r.min}–${r.max}`,
      r.baseDate,
      r.priced.value,
      r.sourceId,
      r.confidence,
      r.note ?? '',
    ]),
  };
}

export function supplierSection(): MethodologySection {
  return section('suppliers', 'Suppliers (optimizer only)', {
    paragraphs: [
      'Concrete supplier: its factors replace concrete20MPa_m3, concrete25MPa_m3 and concrete32MPa_m3 wherever they occur (floors, core fill, in-situ walls), never precast stumps, precast panels, blocks, AAC or roof tiles. au-typical and au-conservative use the EPD value (an EPD exists, as in a NABERS rating); au-hybrid uses EPD × ICM hybrid/process ratio for 100 % GP concrete (20 MPa 369/321, 25 MPa 410/359, 32 MPa 467/412).',
      `Brick supplier: replaces the brick line of every brick skin: brick line = ${BRICKS_PER_M2} × kg per brick × supplier factor. Brick veneer, single brick and reverse brick veneer have one skin; masonry cavity has two. Brickworks is gross by default; "net of offsets" (factor 0, Climate Active) is an accounting claim shown only behind a toggle.`,
      'Newer VIC reference points (not options): Boral Envirocrete 40 % 32 MPa, Melbourne SE (HUB-5210) 275 kgCO2e/m³; Holcim ECOPactMAX VE322EAMF 32 MPa (EPD-IES-20602) 105 kgCO2e/m³.',
    ],
    tables: [
      {
        title: 'Concrete suppliers (kgCO2e/m³ at 20 / 25 / 32 MPa)',
        columns: ['Supplier', 'EPD (au-typical, au-conservative)', 'au-hybrid', 'Confidence', 'Basis'],
        rows: CONCRETE_SUPPLIER_KEYS.map((k) => {
          const s = CONCRETE_SUPPLIERS[k];
          return [
            k,
            CONCRETE_STRENGTHS.map((m) => s.epd[m]).join(' / '),
            CONCRETE_STRENGTHS.map((m) => fmt(s.hybrid[m], 1)).join(' / '),
            s.confidence,
            s.basis,
          ];
        }),
      },
      {
        title: 'Brick suppliers (kgCO2e per kg of brick)',
        columns: [
          'Supplier',
          'kg per brick',
          'au-typical',
          'au-conservative',
          'au-hybrid',
          'Brick line per skin, au-typical (kgCO2e/m²)',
          'Basis',
        ],
        rows: BRICK_SUPPLIER_KEYS.map((k) => {
          const s = BRICK_SUPPLIERS[k];
          const f = s.factors;
          const cell = (ds: keyof typeof f) => `${f[ds].value} (${f[ds].confidence})`;
          return [
            k,
            s.brickKg,
            cell('au-typical'),
            cell('au-conservative'),
            cell('au-hybrid'),
            fmt(BRICKS_PER_M2 * s.brickKg * f['au-typical'].value),
            s.basis,
          ];
        }),
      },
    ],
  });
}

export function costSection(): MethodologySection {
  return section('costs', 'Cold-shell costs (AUD ex GST)', {
    paragraphs: [
      'The cold shell is the footings and floors, the opaque external walls, the windows and the roof; it excludes linings beyond those in the wall build-ups, services and fit-out.',
      'Nearly all rates are estimates; only the slab rate, the stump rate and the roofing part of the roof rates rest on consumer cost guides. Suppliers do not change cost. Wall carbon includes insulation and lining, while wall cost rates cover structure, cladding and wrap only (accepted scope mismatch).',
      `Basis of every cost figure the product shows: ${COST_BASIS}`,
      'Each figure is shown as an estimate next to its number, with this basis.',
      `Escalation. The rates were priced ${PRICED_PERIOD} (the data brief gives no narrower date), so their base is the mean of the ${COST_INDEX_SOURCE} over the twelve quarters March 2023 to December 2025 (${PRICED_QUARTERS.map((q) => q.index).join(', ')}): ${fmt(pricedIndex(), 2)}. The latest quarter in the workbook read is the ${ESCALATED_TO} (${LATEST_QUARTER.index}). Every rate priced ${PRICED_PERIOD} is multiplied by ${LATEST_QUARTER.index} ÷ ${fmt(pricedIndex(), 2)} = ${fmt(COST_ESCALATION, 4)} and rounded to the whole dollar; the table's last price column keeps the rate as priced. The index measures the prices house builders receive for new houses across Australia, the nearest published series to a builder's price for a house's shell; no newer cost guide was found to replace the rates themselves. The underfloor insulation rates are this edition's own estimates at the base date and are not escalated.`,
      'A suspended ground floor (timber, AAC, suspended concrete) adds to its floor rate below the installed cost of its underfloor insulation: the added R-value times an estimated rate per m² per m²K/W (section “Floors carry their insulation”).',
    ],
    tables: [
      costTable('Optimizer wall materials (per m² of opaque wall)', COST_RATES.wallMaterials),
      costTable('Wall types (per m² of wall; for information only)', COST_RATES.wallTypes),
      costTable('Floors (per m² of floor)', COST_RATES.floors),
      costTable('Roofs (per m² of roof)', COST_RATES.roofs),
      costTable('Windows (per m² of window)', COST_RATES.windows),
    ],
  });
}
