import { MEASURED_LIMITS } from '../dwellings/measured-quantities';
import { LIMITS } from '../validation/limits';
import { type MethodologySection, type MethodologyTable, section } from './methodology-types';

export const EXCLUDED_SOURCES = [
  {
    id: 'EPIC2024',
    reason:
      'EPiC database (University of Melbourne) is CC BY-NC-ND 4.0 and needs a separate licence when built into software distributed externally. No EPiC value is used.',
  },
  {
    id: 'ICE3',
    reason:
      'ICE (Circular Ecology) requires a Tools and Integration Licence for use in software. No ICE value is used.',
  },
] as const;

export function scopeSection(): MethodologySection {
  return section('scope', 'Scope and conventions', {
    paragraphs: [
      'Life-cycle stages: A1–A3 (cradle to gate) on every result, and beside it the upfront modules A4 (transport to site), A5 (construction: site waste, and for a whole house site activity) and A1–A5 (section “Upfront carbon: A4 and A5, and the whole house”). No B, C or D modules. A4 and A5 are computed on central factor values; ranges are A1–A3’s.',
      'Biogenic carbon: never netted off a total. The carbon stored in timber and wood products is reported as its own line, in kgCO2e stored, from NMEFD v2025.1’s storage column (section “Dataset edition 2026.11”).',
      'No-EPD default: every total is also computed on the NMEFD v2025.1 Default (au-conservative), what NABERS uses for a product without an EPD, and shown beside it; user-supplied EPDs count at their own value in both.',
      'Quantities are net: wastage is not added to A1–A3 (NABERS generic window assemblies include their own 5 % waste; they are a cross-check only). Site waste is counted in A5, with the product and transport carbon of the wasted share.',
      'Units: kgCO2e; m, m², m³, kg; money in AUD excluding GST.',
      'One basis per result: a result uses one dataset only; factors from two datasets are never mixed in one total (A4’s truck factors follow the dataset: ICM 2019 process on the NMEFD datasets, as their gap-fills, hybrid on au-hybrid).',
      'Every element is a list of lines, each a quantity, its unit and the material whose emission factor applies; its carbon is the first formula below.',
      'Ranges (au-typical only): the low and high ends of a result take every factor at its minimum or its maximum (formulas below). This bounds every NMEFD factor at its extreme at once; it is not a statistical interval. au-conservative and au-hybrid carry no range (min = max = central).',
      'Precision: computed unrounded; rounded only for display (wall page 2 dp, slab page 0 dp, optimizer 0 dp). The slab page reduction is the difference of the two rounded values.',
      'Confidence: a factor or quantity is "sourced" (read from a cited dataset, EPD or product document) or "estimate" (our stated assumption). A sourced factor multiplied by an estimated quantity gives an estimate.',
    ],
    formulas: [
      {
        tex: String.raw`\text{element carbon} = \sum_{\text{lines}} \text{quantity} \times \text{factor}_{\text{dataset}}(\text{material}) \quad \text{kgCO₂e}`,
        says: 'An element’s carbon adds, over its lines, each quantity times the emission factor of its material in the one dataset the result uses.',
      },
      {
        tex: String.raw`\text{result}_{\min} = \sum_{\text{lines}} \text{quantity} \times \text{factor}_{\min}`,
        says: 'The low end of an au-typical range: each line’s quantity times its factor’s minimum, or the factor’s central value where it has no minimum.',
      },
      {
        tex: String.raw`\text{result}_{\max} = \sum_{\text{lines}} \text{quantity} \times \text{factor}_{\max}`,
        says: 'The high end: each quantity times its factor’s maximum, or the central value where it has no maximum.',
      },
    ],
  });
}

export function limitsTable(): MethodologyTable {
  return {
    title: 'Input bounds (outside them the engine reports an input error)',
    columns: ['Input', 'Min', 'Max', 'Unit', 'Why'],
    // The measured quantities a take-off gives a dwelling (issue 52) are bounded like the inputs.
    rows: [
      ...Object.entries(LIMITS),
      ...Object.entries(MEASURED_LIMITS).map(([name, l]) => [`measuredQuantities.${name}`, l] as const),
    ].map(([name, l]) => [name, 'minExclusive' in l ? `> ${l.min}` : l.min, l.max, l.unit, l.reason]),
  };
}

export function decisionsTable(): MethodologyTable {
  return {
    title: 'Resolved ambiguities',
    columns: ['Question', 'Decision'],
    rows: [
      ['DoubleBrickVirginRecycled', 'Both skins are reclaimed brick, laid in new mortar'],
      ['Block90', 'A 90 mm hollow block veneer (leaf) on a timber frame, with ties, like brick veneer'],
      [
        'Low-carbon concrete scope',
        'Alternate system only, and in-situ concrete only. BAU always uses standard concrete',
      ],
      [
        'Wall target unit',
        'kgCO2e per m² of wall (the page’s CO2/m² column); placeholder 30, just under the au-typical median of the 13 wall types (32.5)',
      ],
      [
        'Progress to Target',
        '100 if option A’s intensity is at or under the target; otherwise (A’s intensity − B’s intensity) / (A’s intensity − target) × 100; not capped. At A1–A5 (upfront carbon), with the A1–A3 figure beside it',
      ],
      ['Wall area', 'Σ length × height over locations that have both values; 1 if none do or the sum is 0'],
      ['Optimizer "Wall Area" fields', 'They select a material (the 12-item list), not an area'],
      ['First floor on a ground-bearing structure', 'Mapped to suspended concrete (carbon and cost)'],
      ['Area 0 anywhere', 'Every quantity 0; per-m² outputs and percentages return 0, never NaN'],
      ['Brickworks carbon neutral', 'Gross by default; net 0 only behind a labelled "net of offsets" toggle'],
      ['Recycled Brick on the wall page', 'Wall types …Recycled use reclaimedBrick_kg in every skin they have'],
    ],
  };
}
