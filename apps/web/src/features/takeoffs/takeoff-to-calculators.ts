import type { MeasuredQuantitiesBody, Takeoff, TakeoffMappingKind } from '@embodied/contracts';
import type {
  FloorStructureKey,
  RoofMaterialKey,
  WallMaterialKey,
  WallTypeKey,
  WindowFrameKey,
} from '@embodied/engine';
import { dwellingStoreys, toMeasuredQuantities } from './takeoff-measured';

/*
 * A take-off as the calculators' forms hold their inputs: the wall page's four locations (the
 * external walls by the way they face) and the optimizer's floor areas, ceiling height, window
 * percentage and materials. Written as the pages' drafts (lib/use-draft.ts), which the pages
 * restore when they open.
 */

/** The optimizer's wall material for each of the wall calculator's wall types (the nearest build-up). */
export const OPTIMIZER_WALL_MATERIAL: Readonly<Record<WallTypeKey, WallMaterialKey>> = {
  LightWeightTimberClad: 'clad weatherboard',
  LightWeightMetalClad: 'clad metal',
  LightWeightFCClad: 'clad fibre cement',
  LightWeightHebel: 'clad AAC',
  DoubleBrickVirginLocal: 'masonry cavity',
  DoubleBrickVirginRecycled: 'masonry cavity',
  BrickVeneerVirginLocal: 'brick veneer',
  BrickVeneerVirginRecycled: 'brick veneer',
  Block90: 'concrete block',
  Block140HC: 'concrete block',
  Block190HC: 'concrete block',
  Block190CoreCF: 'concrete block',
  Block140CoreCF: 'concrete block',
};

const FACINGS = [
  ['N', 'North'],
  ['E', 'East'],
  ['S', 'South'],
  ['W', 'West'],
] as const;

/** What a name of the model maps to now (null: not mapped). */
function mapped(takeoff: Takeoff, kind: TakeoffMappingKind, source: string | null): string | null {
  if (source === null) return null;
  return takeoff.mappings.find((m) => m.kind === kind && m.source === source)?.target ?? null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** One wall location: the external walls facing one way. */
export interface WallLocationDraft {
  description: string;
  length: number | '';
  height: number | '';
  materialA: WallTypeKey | '';
  materialB: '';
}

/**
 * The wall page's four locations: north, east, south and west external walls, each with its net
 * area as length × height (length = net area ÷ the walls' mean height, so openings are deducted)
 * and the wall type its largest group maps to. A direction without walls stays empty.
 * @example toWallLocations(takeoff)[0] // { description: 'North walls (model.ifc)', length: 18.67, height: 2.7, … }
 */
export function toWallLocations(takeoff: Takeoff): WallLocationDraft[] {
  return FACINGS.map(([facing, word]) => {
    const groups = takeoff.wallGroups.filter((g) => g.external && g.facing === facing);
    const net = groups.reduce((s, g) => s + g.netArea, 0);
    const length = groups.reduce((s, g) => s + g.length, 0);
    if (groups.length === 0 || net <= 0 || length <= 0) {
      return { description: '', length: '', height: '', materialA: '', materialB: '' };
    }
    const height = groups.reduce((s, g) => s + g.height * g.length, 0) / length;
    const largest = [...groups].sort((a, b) => b.netArea - a.netArea)[0];
    const type = largest ? mapped(takeoff, 'wall', largest.typeName) : null;
    return {
      description: `${word} walls (${takeoff.fileName})`,
      length: round(net / height, 2),
      height: round(height, 2),
      materialA: (type ?? '') as WallTypeKey | '',
      materialB: '',
    };
  });
}

/** The optimizer's fields a take-off fills. */
export interface DwellingDraft {
  project?: string;
  groundFloorArea: number;
  firstFloorArea: number;
  ceilingHeight?: number;
  windowArea?: number;
  groundFloorWallArea?: WallMaterialKey;
  firstFloorWallArea?: WallMaterialKey;
  groundFloorStructure?: FloorStructureKey;
  firstFloorStructure?: FloorStructureKey;
  roofMaterial?: RoofMaterialKey;
  windowFrameType?: WindowFrameKey;
  /** The measured areas the estimate uses in place of the 4.5·√A model; null when none can be measured. */
  measuredQuantities: MeasuredQuantitiesBody | null;
}

/**
 * The optimizer's inputs from a take-off: the storeys' floor areas, the external walls' mean height
 * as the ceiling height, windows as a percentage of the external walls' gross area, and the mapped
 * materials (wall type of each storey's largest external wall group, its floor, the roof, the most
 * common window frame), and the measured wall, window, roof and internal wall areas with the take-off's
 * provenance (`measuredQuantities`; null when the take-off has no walls or roof to measure, which
 * also clears an earlier take-off's). Fields without a measure or a mapping are left as they are.
 */
export function toDwellingDraft(takeoff: Takeoff): DwellingDraft {
  const external = takeoff.wallGroups.filter((g) => g.external);
  const gross = external.reduce((s, g) => s + g.grossArea, 0);
  const length = external.reduce((s, g) => s + g.length, 0);
  const draft: DwellingDraft = {
    groundFloorArea: round(takeoff.summary.groundFloorArea, 1),
    firstFloorArea: round(takeoff.summary.firstFloorArea, 1),
    measuredQuantities: toMeasuredQuantities(takeoff),
  };
  if (length > 0) draft.ceilingHeight = round(external.reduce((s, g) => s + g.height * g.length, 0) / length, 2);
  if (gross > 0) draft.windowArea = round((100 * takeoff.summary.windowArea) / gross, 1);
  const { ground, first } = dwellingStoreys(takeoff);
  const wallOf = (storey: string | undefined) => {
    const walls = takeoff.walls.filter((w) => w.external && w.storey === storey);
    const largest = [...walls].sort((a, b) => b.netArea - a.netArea)[0];
    const type = largest ? (mapped(takeoff, 'wall', largest.typeName) as WallTypeKey | null) : null;
    return type ? OPTIMIZER_WALL_MATERIAL[type] : undefined;
  };
  const floorOf = (storey: string | undefined) => {
    const slab = takeoff.slabs.find((s) => s.storey === storey && s.kind !== 'landing' && s.kind !== 'finish');
    return (mapped(takeoff, 'floor', slab?.material ?? null) ?? undefined) as FloorStructureKey | undefined;
  };
  const assign = <K extends keyof DwellingDraft>(key: K, value: DwellingDraft[K] | undefined) => {
    if (value !== undefined) draft[key] = value;
  };
  assign('groundFloorWallArea', wallOf(ground?.name));
  assign('firstFloorWallArea', wallOf(first?.name));
  assign('groundFloorStructure', floorOf(ground?.name));
  assign('firstFloorStructure', floorOf(first?.name));
  assign(
    'roofMaterial',
    (mapped(takeoff, 'roof', takeoff.roof?.material ?? null) ?? undefined) as RoofMaterialKey | undefined,
  );
  const frames = takeoff.openings.filter((o) => o.kind === 'window' && o.frameMaterial !== null);
  const byArea = new Map<string, number>();
  for (const o of frames) byArea.set(o.frameMaterial!, (byArea.get(o.frameMaterial!) ?? 0) + o.area);
  const commonest = [...byArea].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  assign('windowFrameType', (mapped(takeoff, 'frame', commonest) ?? undefined) as WindowFrameKey | undefined);
  return draft;
}
