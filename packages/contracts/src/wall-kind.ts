import type { KindWords } from './kind-words';

/** The wall page's snapshot in words: its fields as the wall page labels them (spec sections 2 and 5). */
export const WALL_KIND = {
  label: 'Wall',
  title: 'Wall Embodied Carbon Snapshot',
  fields: {
    targetReduction: { label: 'Target Embodied Carbon (CO2e/m²)', unit: 'kgCO2e/m²' },
    description: { label: 'Wall Location', unit: null },
    length: { label: 'Length', unit: 'm' },
    height: { label: 'Height', unit: 'm' },
    materialA: { label: 'Option A Wall Type', unit: null, list: 'wallTypes' },
    materialB: { label: 'Option B Wall Type', unit: null, list: 'wallTypes' },
    // The seed client's own figures, accepted for compatibility and ignored.
    percentage: { label: 'Percentage', unit: '%' },
    actualReduction: { label: 'Actual reduction', unit: 'kgCO2e' },
  },
} as const satisfies KindWords;
