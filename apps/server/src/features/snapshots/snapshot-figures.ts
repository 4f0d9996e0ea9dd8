import type { FigureUnit, SnapshotFigure, SnapshotKind } from '@embodied/contracts';
import { isRecord, numberAt } from './json-access';

interface FigureDef {
  key: string;
  label: string;
  unit: FigureUnit;
  /** Shown in the list and the all-snapshots CSV. */
  headline: boolean;
  /** Reads the figure from the outputs (or from an engine result of the same shape). */
  pick: (outputs: Record<string, unknown>) => number | undefined;
}

const field = (key: string) => (o: Record<string, unknown>) => numberAt(o, key);

/** Σ of one field over the wall locations, for outputs that carry locations but no total. */
const sumLocations = (key: string) => (o: Record<string, unknown>) => {
  const locations = o.locations;
  if (!Array.isArray(locations)) return undefined;
  const values = locations.filter(isRecord).map((l) => numberAt(l, key));
  return values.length > 0 && values.every((v) => v !== undefined) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : undefined;
};

const either =
  (...picks: Array<(o: Record<string, unknown>) => number | undefined>) =>
  (o: Record<string, unknown>) => {
    for (const pick of picks) {
      const v = pick(o);
      if (v !== undefined) return v;
    }
    return undefined;
  };

/** Labels as the calculator pages word them (spec section 2). */
const FIGURES: Readonly<Record<SnapshotKind, { decimals: number; defs: FigureDef[] }>> = {
  wall: {
    decimals: 2,
    defs: [
      { key: 'optionATotal', label: 'Option A Embodied Carbon', unit: 'kgCO2e', headline: false, pick: either(field('optionATotal'), sumLocations('optionA')) },
      { key: 'optionBTotal', label: 'Option B Embodied Carbon', unit: 'kgCO2e', headline: false, pick: either(field('optionBTotal'), sumLocations('optionB')) },
      { key: 'intensityA', label: 'Option A CO2/m2', unit: 'kgCO2e/m²', headline: false, pick: field('intensityA') },
      { key: 'intensityB', label: 'Option B CO2/m2', unit: 'kgCO2e/m²', headline: false, pick: field('intensityB') },
      { key: 'actualReduction', label: 'Total Carbon Reduction', unit: 'kgCO2e', headline: true, pick: field('actualReduction') },
      { key: 'percentageReduction', label: 'Progress to Target', unit: '%', headline: true, pick: either(field('percentageReduction'), field('percentage')) },
    ],
  },
  footing: {
    decimals: 0,
    defs: [
      { key: 'bauValue', label: 'Business As Usual', unit: 'kgCO2e', headline: true, pick: field('bauValue') },
      { key: 'afsValue', label: 'Alternate Footing System', unit: 'kgCO2e', headline: true, pick: field('afsValue') },
      { key: 'c02Reduction', label: 'CO2 Reduction', unit: 'kgCO2e', headline: true, pick: field('c02Reduction') },
    ],
  },
  dwelling: {
    decimals: 0,
    defs: [
      { key: 'totalCO2e', label: 'Total CO2e', unit: 'kgCO2e', headline: true, pick: field('totalCO2e') },
      { key: 'cO2ePerm2', label: 'CO2e/m2', unit: 'kgCO2e/m²', headline: true, pick: field('cO2ePerm2') },
      { key: 'coldShellCost', label: 'Cold Shell Cost', unit: 'AUD', headline: true, pick: field('coldShellCost') },
      { key: 'coldShellCostPerm2', label: 'Cold Shell Cost/m2', unit: 'AUD/m²', headline: false, pick: field('coldShellCostPerm2') },
      { key: 'wallFootPrintTotal', label: 'Wall Footprint as % of total footprint', unit: '%', headline: false, pick: field('wallFootPrintTotal') },
      { key: 'wallFootPrintCost', label: 'Wall footprint as cost of project', unit: '%', headline: false, pick: field('wallFootPrintCost') },
    ],
  },
};

/**
 * The result figures of a snapshot, read from its outputs. A figure the outputs do not carry is
 * left out rather than shown as 0, so nothing on screen is invented.
 */
export function figuresOf(kind: SnapshotKind, outputs: unknown, only: 'all' | 'headlines' = 'all'): SnapshotFigure[] {
  if (!isRecord(outputs)) return [];
  const { decimals, defs } = FIGURES[kind];
  const figures: SnapshotFigure[] = [];
  for (const def of defs) {
    if (only === 'headlines' && !def.headline) continue;
    const value = def.pick(outputs);
    if (value !== undefined) figures.push({ key: def.key, label: def.label, value, unit: def.unit, decimals });
  }
  return figures;
}

/** Every figure a kind can have, in order (the all-snapshots CSV's columns). */
export function figureColumns(kind: SnapshotKind): Array<{ key: string; label: string; unit: FigureUnit }> {
  return FIGURES[kind].defs.filter((d) => d.headline).map(({ key, label, unit }) => ({ key, label, unit }));
}
