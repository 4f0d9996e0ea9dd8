import type { KindWords } from './kind-words';

/** The slab page's (footing) snapshot in words: its fields as the slab page labels them (spec sections 2 and 5). */
export const FOOTING_KIND = {
  label: 'Footing (slab)',
  title: 'Footing Data Carbon Snapshot',
  fields: {
    area: { label: 'Slab Area', unit: 'm²' },
    depth: { label: 'Founding Depth', unit: 'mm' },
    complexity: { label: 'Factor Of Complexity', unit: '%' },
    businessAsUsual: { label: 'Business as Usual', unit: null, list: 'footingSystems' },
    alternateFootingSystem: { label: 'Alternate footing System', unit: null, list: 'footingSystems' },
    lowCarbonConcrete: { label: 'Change to Low Carbon Concrete', unit: null, list: 'lowCarbonConcrete' },
    climateZone: { label: 'Climate zone (NCC)', unit: null },
  },
} as const satisfies KindWords;
