import { DEFAULT_DATASET_ID, type DatasetId } from '../datasets/dataset-ids';
import { estimateDwelling } from '../dwellings/estimate-dwelling';
import { HOUSE_BENCHMARKS } from '../targets/targets';
import { MATERIAL_CLASSES, MATERIAL_CLASS_LABELS, MATERIAL_OF_KEY, materialClassOf } from '../upfront/material-classes';
import { lineModules, upfrontBasis } from '../upfront/upfront-modules';
import type { DwellingResult } from '../dwellings/dwelling-types';
import {
  CLASS_SCENARIOS,
  SERVICES_RESIDENTIAL,
  SITE_ACTIVITY_PER_M2,
  TRANSPORT_SCENARIOS,
  TRUCK_FACTORS,
  WASTE_PERCENT,
  type UpfrontConstant,
} from '../upfront/upfront-data';
import { TYPICAL_HOUSE } from '../upfront/typical-house';
import { WHOLE_HOUSE_AREAS_NOTE } from './upfront-notes';
import { WHOLE_HOUSE_GEOMETRY, WHOLE_HOUSE_LABELS, WHOLE_HOUSE_QUANTITIES } from '../upfront/whole-house';
import { fmt, type MethodologySection, section } from './methodology-types';
import { FACTOR_KEYS } from '../datasets/dataset-types';

const constantRow = (name: string, c: UpfrontConstant) => [
  name,
  fmt(c.value, c.value < 10 ? 2 : 0),
  c.unit,
  c.confidence,
  c.sourceIds.join(', ') || 'our derivation',
  c.basis,
];

/**
 * What the wasted share's own transport would add (Σ f × A4 over every line), which A5 leaves out:
 * the number the methodology states to show how small it is.
 */
function wastedShareTransport(r: DwellingResult, datasetId: DatasetId): number {
  const basis = upfrontBasis(datasetId);
  const parts = [...r.elements, ...r.upfront.wholeHouseElements];
  let t = 0;
  for (const e of parts) {
    const asClass = e.element === 'windows' ? 'windows' : undefined;
    for (const l of e.lines) {
      const cls = asClass ?? materialClassOf(l.factorKey);
      t += basis.waste[cls] * lineModules(l, basis, [], asClass).a4;
    }
  }
  return t;
}

/** Upfront carbon by module (issue 51): A4 transport, A5 waste and site activity, the whole house. */
export function upfrontSection(): MethodologySection {
  const cold = estimateDwelling(TYPICAL_HOUSE, DEFAULT_DATASET_ID);
  const whole = estimateDwelling({ ...TYPICAL_HOUSE, scope: 'whole-house' }, DEFAULT_DATASET_ID);
  const w = whole.upfront;
  const perM2 = (v: number) => fmt(v / 200, 1);
  const illankoon = HOUSE_BENCHMARKS[0]!;
  const wastedTransport = wastedShareTransport(whole, DEFAULT_DATASET_ID);
  return section('upfront', 'Upfront carbon: A4 and A5, and the whole house', {
    paragraphs: [
      'Every result reports its product stage (A1–A3, as before) and its upfront modules: A4, transport of the products to site; A5, construction, made of the material wasted on site and, for a whole house, site activity; and A1–A5, their sum. The A1–A3 figures are unchanged. Comparisons (option A against B, business as usual against the alternate, a design against the current one) are reported at A1–A5 as well, and say so.',
      'A4 weighs each line of a build-up: its quantity times the mass of one declared unit (NMEFD v2025.1’s own conversion column where it states one), in tonnes, times the distance its material class travels, times the emission factor of the truck that carries it. The distances are the default A4 scenarios for Australia of the CIBSE TM65 Australia and New Zealand addendum (within the state 100 km, elsewhere in Australia 2,000 km, both by road), read only in a transcription, so marked secondary; which class travels which distance is our estimate. The truck factors are ICM 2019’s, process on the NMEFD datasets and hybrid on au-hybrid, as the datasets’ own gap-fills are. A user can set the distance of any material class (a local brickworks at 40 km), and a user EPD that declares its own A4 replaces the computed A4 of its material.',
      `A5 waste: the material wasted on site carries the carbon of its own manufacture. With a waste factor f, the share of the net (installed) quantity that is wasted, A5 waste = f × A1–A3 of the line; a waste rate w quoted as a share of the delivered quantity is f = w/(1 − w). A4 counts the transport of the net quantity. The wasted share’s own transport (f × A4) is left out, so that each module answers to its own input: a transport distance changes A4 only, a waste factor changes A5 only. It is small: for the typical whole house it would add ${fmt(wastedTransport, 0)} kgCO2e, ${fmt((wastedTransport / w.total.a1a5) * 100, 2)} % of its A1–A5. The factors are eToolLCD’s typical construction waste factors (an Australian LCA tool) for concrete, bricks, steel and timber, the UK masonry industry’s block wastage, and labelled estimates for the other classes. A user can set the factor of any class; a user EPD that declares its own A5 replaces the computed waste of its material.`,
      `A5 site activity (plant, fuel, power, site facilities) is counted for a whole house only: RICS’s default rate where no site data exist, 1,400 kgCO2e per £100,000 of project value (read only as quoted, so secondary), applied to a dated Australian build rate, ServiceTasker’s $2,400 per m² for a four-bedroom brick-veneer single-level project home with mid-range finishes (February 2025), converted to pounds at ${fmt(SITE_ACTIVITY_PER_M2.parts.audPerGbp.value, 4)} AUD per £ (14 February 2025, as reported; the RBA series was not read): 2,400 ÷ ${fmt(SITE_ACTIVITY_PER_M2.parts.audPerGbp.value, 4)} = £${fmt(2400 / SITE_ACTIVITY_PER_M2.parts.audPerGbp.value, 0)} per m², × 1,400 ÷ 100,000 = ${fmt(SITE_ACTIVITY_PER_M2.value, 2)} kgCO2e per m² of floor area, an estimate. Walls and footings are parts of a building, so their A5 counts waste only. The University of Melbourne’s EPiC A5 factors were not used: EPiC is licensed CC BY-NC-ND and excluded from the product’s data.`,
      `The dwelling estimate has two scopes. The cold shell (default; footings and floors, external walls, windows, roof) is the figure the product has always reported. The whole house adds internal walls, ceilings, ceiling insulation and a building services allowance (NMEFD v2025.1 row ${SERVICES_RESIDENTIAL.row}, residential building: ${fmt(SERVICES_RESIDENTIAL.average, 1)} kgCO2e/m² Average, ${fmt(SERVICES_RESIDENTIAL.min, 1)}–${fmt(SERVICES_RESIDENTIAL.max, 1)} Min–Max, ${fmt(SERVICES_RESIDENTIAL.default, 1)} Default; ${SERVICES_RESIDENTIAL.note}), and site activity. Floor insulation and coverings are not added: the suspended floors already carry their insulation and particleboard, and a covering laid alike over every floor choice would not change a comparison. ${WHOLE_HOUSE_AREAS_NOTE}`,
      `House benchmarks are set only beside the figure of the same scope and modules: ${illankoon.name} (${fmt(illankoon.value, 0)}–${fmt(illankoon.max ?? illankoon.value, 0)} ${illankoon.unit}) beside the whole-house A1–A5 figure, noting that the study’s modules are not stated.`,
      `Worked example, the typical house (200 m² single storey, brick veneer on a concrete slab, concrete tile roof, 20 % single-glazed aluminium windows, 2.7 m ceilings; ${DEFAULT_DATASET_ID}): the cold shell is ${fmt(cold.upfront.total.a1a3, 0)} kgCO2e at A1–A3 and ${fmt(cold.upfront.total.a1a5, 0)} kgCO2e at A1–A5; the whole house is ${fmt(w.total.a1a3, 0)} kgCO2e at A1–A3 (${perM2(w.total.a1a3)} kgCO2e/m²), ${fmt(w.total.a4, 0)} at A4, ${fmt(w.total.a5, 0)} at A5 (waste ${fmt(w.total.a5Waste, 0)}, site ${fmt(w.total.a5Site, 0)}) and ${fmt(w.total.a1a5, 0)} kgCO2e at A1–A5, ${perM2(w.total.a1a5)} kgCO2e/m² of floor area.`,
    ],
    formulas: [
      {
        tex: String.raw`A4 = \sum_i \frac{q_i \, m_i}{1000} \, d_{c(i)} \, e_{c(i)}`,
        says: 'A4 adds, over every line i, its quantity q times the mass m of one declared unit (kg), in tonnes, times the distance d (km) and the truck factor e (kgCO2e per tonne-km) of its material class c.',
      },
      {
        tex: String.raw`A5_{\text{waste}} = \sum_i f_{c(i)} \, A1\text{–}A3_i`,
        says: 'A5 waste adds, over every line, its class’s waste factor f (a share of the net quantity) times the line’s product carbon.',
      },
      {
        tex: String.raw`A5_{\text{site}} = ${fmt(SITE_ACTIVITY_PER_M2.value, 2)} \times (A_g + A_f) \quad \text{kgCO2e}`,
        says: `Site activity is ${fmt(SITE_ACTIVITY_PER_M2.value, 2)} kgCO2e per m² of floor area (whole house only; an estimate).`,
      },
      {
        tex: String.raw`A1\text{–}A5 = (A1\text{–}A3 + A4) + A5`,
        says: 'Upfront carbon is the product stage plus transport plus construction.',
      },
    ],
    tables: upfrontTables(whole),
  });
}

/** The section's tables: scenarios, classes, masses, site activity, whole-house parts, worked example. */
function upfrontTables(whole: DwellingResult): MethodologySection['tables'] {
  const w = whole.upfront;
  return [
    {
      title: 'Transport scenarios (A4)',
      columns: [
        'Scenario',
        'Distance',
        'Unit',
        'Confidence',
        'Source',
        'Basis',
        'Truck',
        'kgCO2e/t·km (process / hybrid)',
      ],
      rows: Object.values(TRANSPORT_SCENARIOS).map((t) => [
        t.label,
        fmt(t.distanceKm.value, 0),
        t.distanceKm.unit,
        t.distanceKm.confidence,
        t.distanceKm.sourceIds.join(', '),
        t.distanceKm.basis,
        `${TRUCK_FACTORS[t.truck].label} (${TRUCK_FACTORS[t.truck].icm})`,
        `${fmt(TRUCK_FACTORS[t.truck].process, 3)} / ${fmt(TRUCK_FACTORS[t.truck].hybrid, 3)}`,
      ]),
    },
    {
      title: 'Material classes: transport scenario and waste factor',
      columns: [
        'Class',
        'Factor keys',
        'Scenario (estimate)',
        'Waste factor (% of net)',
        'Waste confidence',
        'Waste basis',
      ],
      rows: MATERIAL_CLASSES.map((c) => [
        MATERIAL_CLASS_LABELS[c],
        FACTOR_KEYS.filter((k) => MATERIAL_OF_KEY[k].cls === c).join(', ') || '(none)',
        TRANSPORT_SCENARIOS[CLASS_SCENARIOS[c].scenario].label,
        fmt(WASTE_PERCENT[c].value, 0),
        WASTE_PERCENT[c].confidence,
        WASTE_PERCENT[c].basis,
      ]),
    },
    {
      title: 'Mass of one declared unit (A4)',
      columns: ['Factor key', 'kg per unit', 'Confidence', 'Basis'],
      rows: FACTOR_KEYS.filter((k) => MATERIAL_OF_KEY[k].mass.kg !== 1).map((k) => [
        k,
        fmt(MATERIAL_OF_KEY[k].mass.kg, 1),
        MATERIAL_OF_KEY[k].mass.confidence,
        MATERIAL_OF_KEY[k].mass.basis,
      ]),
    },
    {
      title: 'Site activity (A5)',
      columns: ['Figure', 'Value', 'Unit', 'Confidence', 'Source', 'Basis'],
      rows: [
        constantRow('RICS default per project value', SITE_ACTIVITY_PER_M2.parts.perValue),
        constantRow('Exchange rate', SITE_ACTIVITY_PER_M2.parts.audPerGbp),
        constantRow('House build rate', SITE_ACTIVITY_PER_M2.parts.houseRate),
        constantRow('Site activity per m² of floor area', SITE_ACTIVITY_PER_M2),
      ],
    },
    {
      title: 'Whole-house parts',
      columns: ['Part', 'Component', 'Quantity per m²', 'Unit', 'Factor key', 'Confidence', 'Basis'],
      rows: [
        ...(['internalWalls', 'ceilings', 'ceilingInsulation'] as const).flatMap((id) =>
          WHOLE_HOUSE_QUANTITIES[id].map((q) => [
            WHOLE_HOUSE_LABELS[id],
            q.component,
            fmt(q.qty, 4),
            q.unit,
            q.factorKey,
            q.confidence,
            q.basis,
          ]),
        ),
        [
          WHOLE_HOUSE_LABELS.services,
          SERVICES_RESIDENTIAL.name,
          '1',
          'm² of floor area',
          `NMEFD v2025.1 row ${SERVICES_RESIDENTIAL.row}`,
          'sourced',
          SERVICES_RESIDENTIAL.note,
        ],
      ],
    },
    {
      title: 'Whole-house areas',
      columns: ['Quantity', 'Value', 'Unit', 'Basis'],
      rows: Object.values(WHOLE_HOUSE_GEOMETRY).map((g) => [g.label, fmt(g.value, 4), g.unit, g.basis]),
    },
    {
      title: 'Worked example: the typical house, whole house (au-typical, kgCO2e)',
      columns: ['Part', 'A1–A3', 'A4', 'A5 waste', 'A5 site', 'A1–A5'],
      rows: [
        ...whole.elements.map((e) => [e.label, e.upfront.a1a3, e.upfront.a4, e.upfront.a5Waste, 0, e.upfront.a1a5]),
        ...w.wholeHouseElements.map((e) => [
          e.label,
          e.upfront.a1a3,
          e.upfront.a4,
          e.upfront.a5Waste,
          0,
          e.upfront.a1a5,
        ]),
        ['Site activity', 0, 0, 0, w.siteActivity.a5Site, w.siteActivity.a1a5],
        ['Whole house', w.total.a1a3, w.total.a4, w.total.a5Waste, w.total.a5Site, w.total.a1a5],
        ['Per m² of floor area', w.perM2.a1a3, w.perM2.a4, '', '', w.perM2.a1a5],
      ].map((r) => r.map((v) => (typeof v === 'number' ? fmt(v, 1) : v))),
    },
  ];
}
