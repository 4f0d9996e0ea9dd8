import type { ReportKind } from './report-kind';

/** One row of a printout's scope table: an aspect, what is counted and what is not. */
export interface ScopeRow {
  readonly aspect: string;
  readonly included: string;
  /** What is left out; null where the row only states a basis (e.g. where quantities come from). */
  readonly excluded: string | null;
}

export interface ScopeTable {
  readonly heading: string;
  readonly rows: readonly ScopeRow[];
}

/** The modules of a result saved before issue 51: A1–A3 only. */
const MODULES_A1_A3: ScopeRow = {
  aspect: 'Life-cycle modules',
  included:
    'A1–A3 only (product stage: raw materials, transport to the factory, manufacturing), kgCO2e: this result was saved before transport and construction were counted; recalculating it shows A4, A5 and A1–A5.',
  excluded:
    'A4 transport to site, A5 construction, B use and replacement, C end of life, D beyond the life cycle. Green Star and NABERS count A1–A5, and GBCA’s house figure counts upfront carbon (materials, transport and construction) including furnishing, so they are larger in scope.',
};

/** The modules of a result with its upfront modules (issue 51). */
const MODULES_A1_A5: ScopeRow = {
  aspect: 'Life-cycle modules',
  included:
    'A1–A3 (product stage), A4 (transport of the products to site), A5 (construction: material wasted on site and, for a whole house, site activity), each reported, and their sum A1–A5 (upfront carbon), kgCO2e. Comparisons and percentages are made at A1–A5; A1–A3 is shown beside them.',
  excluded:
    'B use and replacement, C end of life, D beyond the life cycle; the transport of the wasted share (a fraction of a per cent). GBCA’s house figure also counts furnishing.',
};

const WHOLE_HOUSE_ELEMENTS: ScopeRow = {
  aspect: 'Elements',
  included:
    'The whole house: the cold shell (footings and floors, external walls, windows, roof), plus internal walls, ceilings, ceiling insulation and a building services allowance (NMEFD residential, per m² of floor), and site activity at A5.',
  excluded: 'Doors, finishes and floor coverings, fit-out (kitchen, bathrooms), furnishing, site works.',
};

/** What a result counts: whether it carries A4 and A5 (new results do), and a dwelling's scope. */
export interface ScopeOptions {
  readonly upfront: boolean;
  readonly wholeHouse?: boolean;
  /**
   * Where the quantities were measured (issue 52), as a sentence: replaces the modelled-quantities
   * line (e.g. measuredQuantitiesWords or a wall's take-off). Absent or null: the kind's model.
   */
  readonly quantities?: string | null;
}

const BIOGENIC: ScopeRow = {
  aspect: 'Biogenic carbon',
  included: 'Carbon stored in timber and wood products is reported separately where it is shown, as kgCO2e stored.',
  excluded: 'Subtracting it from the totals: it is never netted off.',
};

const ELEMENTS: Readonly<Record<ReportKind, ScopeRow>> = {
  wall: {
    aspect: 'Elements',
    included:
      'The wall build-up per m² of wall: structure, cladding or masonry, wall ties and mortar, insulation and internal lining, as each wall type lists them.',
    excluded:
      'Openings (windows and doors), lintels, footings, floors, roof, internal walls, finishes beyond the lining, services.',
  },
  footing: {
    aspect: 'Elements',
    included:
      'The footing system over the slab area entered: concrete, reinforcement (mesh, trench mesh), membrane, waffle pods, screw piles or stumps, as each system lists them; for stump systems also the timber floor (bearers, joists and flooring) the stumps carry.',
    excluded:
      'Walls, roof, windows, floor insulation and finishes, formwork, site works, excavation and spoil, termite treatment, services.',
  },
  dwelling: {
    aspect: 'Elements',
    included:
      'The cold shell: footings and floors, external walls (opaque part, with their insulation and lining), windows and roof.',
    excluded:
      'Internal walls, ceilings and their insulation, doors, finishes, fit-out (kitchen, bathrooms), services (plumbing, electrical, heating and cooling), site works.',
  },
};

const PER_M2: Readonly<Record<ReportKind, ScopeRow>> = {
  wall: {
    aspect: 'Per m²',
    included: 'kgCO2e per m² of wall: each location’s total divided by its length × height.',
    excluded: null,
  },
  footing: {
    aspect: 'Per m²',
    included: 'Totals are kgCO2e for the slab area entered (the footprint the footing carries).',
    excluded: null,
  },
  dwelling: {
    aspect: 'Per m² of floor',
    included:
      'The total divided by the gross floor area entered: ground floor plus first floor, in m². Cost per m² uses the same area.',
    excluded: null,
  },
};

const QUANTITIES: Readonly<Record<ReportKind, string>> = {
  wall: 'Modelled from the lengths and heights entered, by each wall type’s stated build-up per m² (see the Methodology page).',
  footing:
    'Modelled from the slab area, founding depth and complexity allowance entered, by each footing system’s stated typical detail; not an engineering design.',
  dwelling:
    'Modelled from the floor areas, storeys, wall height, window share and roof choice entered, by the product’s stated geometry rules; not a take-off.',
};

/**
 * The printout's scope table for one kind of result (issue 49, point 12): elements included and
 * excluded, life-cycle modules, biogenic carbon, what "per m²" means and where the quantities come from.
 * @example scopeTable('dwelling').rows.map((r) => r.aspect)
 * // ['Elements', 'Life-cycle modules', 'Biogenic carbon', 'Per m² of floor', 'Quantities']
 */
export function scopeTable(kind: ReportKind, options: ScopeOptions = { upfront: false }): ScopeTable {
  return {
    heading: 'Scope',
    rows: [
      kind === 'dwelling' && options.wholeHouse ? WHOLE_HOUSE_ELEMENTS : ELEMENTS[kind],
      options.upfront ? MODULES_A1_A5 : MODULES_A1_A3,
      BIOGENIC,
      PER_M2[kind],
      { aspect: 'Quantities', included: options.quantities ?? QUANTITIES[kind], excluded: null },
    ],
  };
}
