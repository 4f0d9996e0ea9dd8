import type { LcaxBuildingInfo, SnapshotInputs } from '@embodied/contracts';
import { COST_UNIT, type CsvKindWords, type LcaxKind } from '../../calculations/snapshot-kind';

/* A dwelling (optimizer page) snapshot in the exports: its LCAx building and assemblies, and its words in the CSV. */

/** The dwelling as LCAx describes a building: new residential works of one or two storeys. */
function buildingInfo({ groundFloorArea, firstFloorArea }: SnapshotInputs<'dwelling'>): LcaxBuildingInfo {
  return {
    buildingType: 'new_construction_works',
    buildingTypology: ['residential'],
    certifications: null,
    buildingMass: null,
    buildingHeight: null,
    grossFloorArea: {
      value: groundFloorArea + firstFloorArea,
      unit: 'm2',
      definition: 'Ground floor area plus first floor area, as entered in the optimizer',
    },
    heatedFloorArea: null,
    buildingFootprint: null,
    floorsAboveGround: firstFloorArea > 0 ? 2 : 1,
    floorsBelowGround: null,
    roofType: null,
    frameType: null,
    buildingCompletionYear: null,
    buildingPermitYear: null,
    energyDemandHeating: null,
    energySupplyHeating: null,
    energyDemandElectricity: null,
    energySupplyElectricity: null,
    exportedElectricity: null,
    generalEnergyClass: 'unknown',
    localEnergyClass: null,
    buildingUsers: null,
    buildingModelScope: null,
  };
}

/** Every element of the dwelling one assembly; the project's total is the dwelling's. */
export const dwellingLcax: LcaxKind<'dwelling'> = {
  calculation: 'Whole-dwelling estimate (walls, windows, roof and floors)',
  description: (title) => `${title}: the dwelling's elements, each with its breakdown lines.`,
  parts: (c) => {
    const site = c.outputs.upfront?.siteActivity;
    return [
      ...[...c.outputs.elements, ...(c.outputs.upfront?.wholeHouseElements ?? [])].map((e) => ({
        name: e.label,
        description: `${e.area} m² at ${e.perM2} kgCO2e/m².`,
        kgCO2e: e.kgCO2e,
        min: e.min,
        max: e.max,
        elements: [e],
        modules: e.upfront,
        metaData: { element: e.element, areaM2: e.area, kgCO2ePerM2: e.perM2 },
      })),
      ...(site && site.a5 > 0
        ? [
            {
              name: 'Site activity (A5)',
              description: 'Plant, fuel, power and site facilities of the whole house, per m² of floor (an estimate).',
              kgCO2e: 0,
              min: 0,
              max: 0,
              elements: [],
              modules: site,
              metaData: { element: 'siteActivity', a5SiteKgCO2e: site.a5Site },
            },
          ]
        : []),
    ];
  },
  // The cold shell's A1–A3 (as saved before issue 51), else the scope's total by module.
  total: (o) => o.upfront?.total.a1a3 ?? o.totalCO2e,
  totalModules: (o) => o.upfront?.total,
  buildingInfo,
};

export const dwellingCsvWords: CsvKindWords = {
  outputWords: {
    perimeterGround: 'Ground floor perimeter',
    perimeterFirst: 'First floor perimeter',
    grossWallGround: 'Ground floor gross wall area',
    grossWallFirst: 'First floor gross wall area',
    windowGround: 'Ground floor window area',
    windowFirst: 'First floor window area',
    opaqueGround: 'Ground floor opaque wall area',
    opaqueFirst: 'First floor opaque wall area',
    roofArea: 'Roof area',
    internalWallArea: 'Internal wall area (whole house)',
    firstFloorStructureUsed: 'First floor structure used',
    perM2: 'Carbon per m²',
  },
  groupWords: { geometry: 'Geometry', counts: 'Counts' },
  outputUnits: {
    totalCO2e: 'kgCO2e',
    noEpdDefaultTotalCO2e: 'kgCO2e',
    noEpdDefaultCO2ePerm2: 'kgCO2e/m²',
    biogenicStorage: 'kgCO2e stored',
    cO2ePerm2: 'kgCO2e/m²',
    perM2: 'kgCO2e/m²',
    coldShellCost: COST_UNIT,
    coldShellCostPerm2: `${COST_UNIT} per m²`,
    wallFootPrintTotal: '%',
    wallFootPrintCost: '%',
    perimeterGround: 'm',
    perimeterFirst: 'm',
    grossWallGround: 'm²',
    grossWallFirst: 'm²',
    windowGround: 'm²',
    windowFirst: 'm²',
    opaqueGround: 'm²',
    opaqueFirst: 'm²',
    roofArea: 'm²',
    internalWallArea: 'm²',
  },
  valueWords: { timberFirstFloor: 'timber (first floor)' },
};
