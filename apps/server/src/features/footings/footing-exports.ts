import type { SnapshotContentOf } from '@embodied/contracts';
import {
  alternativesDescription,
  type AssemblyPart,
  type CsvKindWords,
  type LcaxKind,
} from '../../calculations/snapshot-kind';

/* A footing (slab page) snapshot in the exports: its LCAx assemblies and its words in the CSV. */

/** Business as usual and the alternate footing system, one assembly each (alternatives: never added up). */
function footingParts(c: SnapshotContentOf<'footing'>): AssemblyPart[] {
  const part = (role: 'bau' | 'afs', words: string, alternative: string): AssemblyPart => {
    const s = c.outputs[role];
    return {
      name: `${words}: ${s.label}`,
      description: `${words} for ${c.inputs.area} m² of slab. An alternative to the ${alternative}: do not add the two.`,
      kgCO2e: s.kgCO2e,
      min: s.min,
      max: s.max,
      elements: s.breakdown,
      modules: c.outputs.upfront?.[role],
      metaData: { option: role, footingSystem: s.system },
    };
  };
  return [
    part('bau', 'Business as usual', 'alternate footing system'),
    part('afs', 'Alternate footing system', 'business as usual'),
  ].filter((p) => p.elements.length > 0);
}

export const footingLcax: LcaxKind<'footing'> = {
  calculation: 'Footing systems compared (business as usual and an alternate)',
  description: alternativesDescription,
  parts: footingParts,
  total: () => null,
  buildingInfo: () => null,
};

export const footingCsvWords: CsvKindWords = {
  outputWords: { system: 'Footing system', piers: 'Piers' },
  groupWords: { bau: 'Business as usual', afs: 'Alternate footing system' },
  outputUnits: {
    bauValue: 'kgCO2e',
    afsValue: 'kgCO2e',
    c02Reduction: 'kgCO2e',
    noEpdDefaultBauValue: 'kgCO2e',
    noEpdDefaultAfsValue: 'kgCO2e',
    noEpdDefaultC02Reduction: 'kgCO2e',
    biogenicBau: 'kgCO2e stored',
    biogenicAfs: 'kgCO2e stored',
    depthM: 'm',
    perimeter: 'm',
    stripLength: 'm',
  },
  valueLists: { system: 'footingSystems' },
};
