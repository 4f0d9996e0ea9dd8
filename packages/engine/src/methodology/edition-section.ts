import { AU_CONSERVATIVE_2025_1 } from '../datasets/au-conservative-2025-1';
import { AU_HYBRID_2025_1 } from '../datasets/au-hybrid-2025-1';
import { AU_TYPICAL_2025_1 } from '../datasets/au-typical-2025-1';
import { BIOGENIC_STORAGE } from '../breakdown/biogenic-storage';
import { DATASET_IDS } from '../datasets/dataset-ids';
import type { Dataset, FactorKey } from '../datasets/dataset-types';
import { getDataset } from '../datasets/get-dataset';
import { type MethodologySection, section } from './methodology-types';

const EDITION_2025_1: Readonly<Record<(typeof DATASET_IDS)[number], Dataset>> = {
  'au-typical': AU_TYPICAL_2025_1,
  'au-conservative': AU_CONSERVATIVE_2025_1,
  'au-hybrid': AU_HYBRID_2025_1,
};

/** Every factor whose value edition 2026.11 changed or added, per dataset, with its new citation. */
function changedFactors(): (string | number)[][] {
  return DATASET_IDS.flatMap((id) => {
    const before = EDITION_2025_1[id].factors;
    const now = getDataset(id).factors;
    return (Object.keys(now) as FactorKey[])
      .filter((k) => before[k]?.value !== now[k]?.value || before[k] === undefined)
      .map((k) => [
        id,
        k,
        before[k] === undefined ? 'new' : Number(before[k].value.toPrecision(6)),
        Number((now[k]?.value ?? 0).toPrecision(6)),
        now[k]?.unit ?? '',
        now[k]?.derivation ?? now[k]?.citation ?? '',
      ]);
  });
}

/**
 * What edition 2026.11 of the datasets corrects (issue 49, after the data review of November 2026),
 * each change with its source or derivation; the no-EPD default beside every total; biogenic storage.
 */
export function editionSection(): MethodologySection {
  return section('edition-2026-11', 'Dataset edition 2026.11: what changed and why', {
    paragraphs: [
      "Business as usual is a standard mix. A house footing is poured in a standard 100 % GP-cement mix, so every 'standard concrete' line on au-typical now reads ICM 2019's process factors for standard mixes (IDs 83, 86, 89: 321 / 359 / 412 kgCO2e/m³ at 20 / 25 / 32 MPa). NMEFD v2025.1's Average EF (201 / 222 / 249) is the unweighted mean of every EPD'd mix in the category, many with fly ash or slag (the technical workbook's tabs Concrete_20/25/32MPa list 185 / 248 / 308 EPDs, each marked 'No weighted average possible'); it stays in the dataset under its own name (concrete…EpdAverage_m3), not as business as usual. au-conservative keeps the NMEFD Default (371 / 426 / 468), which is at or above a standard mix by construction; au-hybrid already read ICM's standard mixes.",
      "Low-carbon concrete without double counting. The 30 % fly-ash switch on au-typical reads ICM 2019's fly-ash mixes of the same study (IDs 81, 84, 87: 236 / 267 / 304), so the saving is the cement replacement's alone: 26.5 % / 25.6 % / 26.2 % at 20 / 25 / 32 MPa, inside the 18–26 % that published pairs show at 25 MPa (the review's same-maker EPD pair implies about 18 %). Edition 2025.1 scaled the EPD average (which already holds fly-ash and slag mixes) by the ICM ratio and so counted the saving twice. au-conservative keeps Default × ICM process ratio; au-hybrid ICM's hybrid pair (23.4 % at 25 MPa).",
      "Mesh is not bar. NMEFD v2025.1 has one broad 'Bar & mesh reinforcing steel' row (row 24, its note says it mixes bars, mesh, fibre, cages and strand) and no mesh or wire row. Mesh is welded from cold-drawn wire, so slab mesh, trench mesh and the waffle's topping mesh take the bar basis plus ICM 2019's wire drawing, steel (ID 648): au-typical 1.6 + 0.483 = 2.083 kgCO2e/kg, au-hybrid 2.01 + 0.524 = 2.534. Cross-check: NABERS's own EPD list transcribes the InfraBuild and ARC mesh EPDs (S-P-00857, S-P-00858, both expired 21 September 2025) at 2,060 kgCO2e/t against 1,670 for bar (1.23×). au-conservative uses the row's Default (3.65), which NABERS applies to mesh without an EPD. Bar (stump and rib reinforcement, suspended slabs, walls) stays at the bar factor. The waffle's 4.29 kg/m² of 'topping mesh and rib bars' is split into 3.56 kg/m² of SL82 mesh (as in the slab) and 0.73 kg/m² of rib bars.",
      "Windows have what a window has. A timber frame is now a whole product, ICM 2019 'Window frame, wood, U=1.5 W/m2K' (ID 646, process 215 per m² of frame, 0.2 m² of frame per m² of window), not hardwood and stainless steel alone; a double-glazed unit is ICM 2019 'Glazing, double (2-IV)' (ID 372, process 36.72 per m², 0.8 m² per m² of window), with its spacer and seals, not two panes of glass. The aluminium double-glazed window then comes to 159.0 kgCO2e/m², within 1 % of NMEFD v2025.1's generic aluminium window (row 91, Average EF 159). NMEFD's only timber window (row 92) is mostly aluminium by mass (an aluminium-clad timber window) and is not used for a timber window.",
      'Insulation. NMEFD v2025.1 has no insulation row, and no Australian glasswool or EPS EPD value could be read for this edition (the Pink Batts EPD found is for a New Zealand product, and its figures could not be read); glasswool and EPS stay ICM 2019 process gap-fills, as before, and are marked so.',
      "Reclaimed brick. The product counts the Reclaimed Brick Company EPD's A1–A3 (20.4 kgCO2e/t: cleaning, sorting and palletising) for reclaimed bricks. NABERS Embodied Carbon counts a reused element in its original state as zero; counting the reclamation's own emissions is the more conservative convention, and the difference is small (2.7 kgCO2e per m² of single skin).",
      "The central column. NMEFD v2025.1's columns are headed Default (uncertainty adjusted), Max in category EF, Min in category EF and Average EF (sheet 'Emission Factors database', row 8); there is no median. The Average EF is weighted by market share where column U says so, otherwise the arithmetic mean of the category's EPDs (sheet 'Introduction' B45–B46). Every citation now names which.",
      "The no-EPD default beside every total. Every wall, slab and dwelling result is computed a second time on au-conservative (NMEFD v2025.1 Default, what NABERS uses for a product without an EPD) and both figures are shown side by side on the pages, prints, PDF, share page, CSV, XLSX and LCAx export. User-supplied EPDs and a chosen supplier's EPD count at their own value in both.",
      "Biogenic carbon. Carbon stored in timber and wood products is reported as its own line, in kgCO2e stored, and never netted off a total: the sum over timber lines of volume times storage per m³, from NMEFD v2025.1's 'Upfront carbon storage – Average EF' column (P). Window frames are whole products without a storage figure and count none.",
      'Old snapshots stay exactly as saved (edition 2025.1, engine 1.0.0) and verify; "Recalculate with current data" shows what these corrections change, figure by figure.',
    ],
    formulas: [
      {
        tex: String.raw`\text{fly-ash saving} = 1 - \frac{\text{fly-ash mix}}{\text{standard mix}} = 1 - \frac{267}{359} = 0.256`,
        says: 'The 25 MPa fly-ash saving: one minus the ratio of the two mixes of the same study.',
      },
      {
        tex: String.raw`\text{mesh} = \text{bar} + \text{wire drawing} = 1.6 + 0.483 = 2.083\ \text{kgCO₂e/kg}`,
        says: 'Mesh on au-typical: the bar-and-mesh Average EF plus ICM’s wire drawing per kg.',
      },
      {
        tex: String.raw`\text{carbon stored} = \sum_{\text{timber lines}} \text{volume} \times \text{storage per m³} \quad \text{kgCO₂e}`,
        says: 'Carbon stored: each timber line’s volume times its storage per m³; reported apart, never subtracted.',
      },
    ],
    tables: [
      {
        title: 'Factors edition 2026.11 changed or added (value in 2025.1 → 2026.11)',
        columns: ['Dataset', 'Factor', '2025.1', '2026.11', 'Unit', 'Source or derivation'],
        rows: changedFactors(),
      },
      {
        title: 'Biogenic carbon storage (NMEFD v2025.1, column P)',
        columns: ['Factor', 'kgCO2e stored per m³', 'Source row'],
        rows: Object.entries(BIOGENIC_STORAGE).map(([k, s]) => [k, s.perM3, s.sourceRow]),
      },
    ],
  });
}
