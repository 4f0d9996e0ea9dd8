import type { SnapshotContentOf } from '@embodied/contracts';
import { optionLabel } from '../../calculations/report-parts';
import {
  alternativesDescription,
  type AssemblyPart,
  type CsvKindWords,
  type LcaxKind,
} from '../../calculations/snapshot-kind';

/* A wall snapshot in the exports: its LCAx assemblies and its words in the CSV. */

/** Each wall location's option A and option B, one assembly each (alternatives: never added up). */
function wallParts(c: SnapshotContentOf<'wall'>): AssemblyPart[] {
  return c.outputs.locations.flatMap((l, i) => {
    const input = c.inputs.locations[i];
    const where = `Wall location ${i + 1}${l.description ? ` (${l.description})` : ''}`;
    const option = (letter: 'A' | 'B'): AssemblyPart[] => {
      const elements = letter === 'A' ? l.breakdownA : l.breakdownB;
      if (elements.length === 0) return [];
      const wallType = input ? (letter === 'A' ? input.materialA : input.materialB) : null;
      const typeLabel = wallType ? optionLabel('wallTypes', wallType) : null;
      const range = letter === 'A' ? l.rangeA : l.rangeB;
      return [
        {
          name: `${where}, option ${letter}${typeLabel ? `: ${typeLabel}` : ''}`,
          description: `Option ${letter} of wall location ${i + 1}, ${l.area} m² of wall. An alternative to option ${letter === 'A' ? 'B' : 'A'}: do not add the two.`,
          kgCO2e: letter === 'A' ? l.optionA : l.optionB,
          min: range.min,
          max: range.max,
          elements,
          modules: letter === 'A' ? l.upfrontA : l.upfrontB,
          metaData: {
            option: letter,
            wallNumber: l.wallNumber,
            included: l.included,
            wallAreaM2: l.area,
            ...(wallType ? { wallType } : {}),
          },
        },
      ];
    };
    return [...option('A'), ...option('B')];
  });
}

export const wallLcax: LcaxKind<'wall'> = {
  calculation: 'Wall options compared (option A and option B at each wall location)',
  description: alternativesDescription,
  parts: wallParts,
  total: () => null,
  buildingInfo: () => null,
};

export const wallCsvWords: CsvKindWords = {
  outputWords: {
    wallNumber: 'Wall number',
    included: 'Included',
    optionA: 'Option A Embodied Carbon',
    optionB: 'Option B Embodied Carbon',
    reduction: 'Carbon Reduction',
  },
  groupWords: {
    locations: 'Wall location',
    breakdownA: 'Option A breakdown',
    breakdownB: 'Option B breakdown',
    rangeA: 'Option A range',
    rangeB: 'Option B range',
  },
  outputUnits: {
    optionA: 'kgCO2e',
    optionB: 'kgCO2e',
    optionATotal: 'kgCO2e',
    optionBTotal: 'kgCO2e',
    actualReduction: 'kgCO2e',
    reduction: 'kgCO2e',
    noEpdDefaultOptionATotal: 'kgCO2e',
    noEpdDefaultOptionBTotal: 'kgCO2e',
    noEpdDefaultActualReduction: 'kgCO2e',
    biogenicA: 'kgCO2e stored',
    biogenicB: 'kgCO2e stored',
    intensityA: 'kgCO2e/m²',
    intensityB: 'kgCO2e/m²',
    percentageReduction: '%',
  },
};
