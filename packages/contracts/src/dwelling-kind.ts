import type { KindWords } from './kind-words';

/** The optimizer page's (dwelling) snapshot in words: its fields as the page labels them (spec section 2; the API's seed names). */
export const DWELLING_KIND = {
  label: 'Dwelling (optimizer)',
  title: 'Dwelling Carbon Snapshot',
  fields: {
    groundFloorArea: { label: 'Ground Floor Area', unit: 'm²' },
    firstFloorArea: { label: 'First Floor Area', unit: 'm²' },
    ceilingHeight: { label: 'Ceiling Height', unit: 'm' },
    windowArea: { label: 'Window % Area', unit: '%' },
    doubleGlazed: { label: 'Double Glazed', unit: null, list: 'glazing' },
    groundFloorWallArea: { label: 'Ground Floor Wall Area', unit: null, list: 'wallMaterials' },
    firstFloorWallArea: { label: 'First Floor Wall Area', unit: null, list: 'wallMaterials' },
    groundFloorStructure: { label: 'Ground Floor Structure', unit: null, list: 'floorStructures' },
    firstFloorStructure: { label: 'First Floor Structure', unit: null, list: 'floorStructures' },
    roofMaterial: { label: 'Roof Material', unit: null, list: 'roofMaterials' },
    windowFrameType: { label: 'Window Frame Type', unit: null, list: 'windowFrames' },
    brickSupplier: { label: 'Brick Supplier', unit: null, list: 'brickSuppliers' },
    concreteSupplier: { label: 'Concrete Supplier', unit: null, list: 'concreteSuppliers' },
    brickworksNetOfOffsets: { label: 'Brickworks net of offsets', unit: null },
    climateZone: { label: 'Climate zone (NCC)', unit: null },
  },
} as const satisfies KindWords;
