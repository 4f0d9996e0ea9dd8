// @ts-check
/*
 * The take-off's totals: per storey, per wall group (type, external or internal, the way it faces)
 * and the summary fields the calculators take. Areas m², net of openings where the word allows.
 */
import { round } from './ifc-geometry.mjs';

/** @typedef {import('./ifc-types.mjs').Wall} Wall */
/** @typedef {import('./ifc-types.mjs').Opening} Opening */
/** @typedef {import('./ifc-types.mjs').Slab} Slab */
/** @typedef {import('./ifc-types.mjs').Source} Source */

/**
 * @template T
 * @param {T[]} items @param {(item: T) => number} pick
 */
const sum = (items, pick) => round(items.reduce((total, item) => total + pick(item), 0));

/**
 * The lowest storey with a floor at or above −1 m is the ground floor; the next with a floor the first.
 * @template {{ floorArea: number, elevation: number }} S
 * @param {S[]} storeys ordered by elevation
 */
function groundAndFirst(storeys) {
  const floored = storeys.filter((s) => s.floorArea > 0 && s.elevation >= -1);
  return { ground: floored[0] ?? null, first: floored[1] ?? null };
}

/**
 * Totals of one storey.
 * @param {import('./ifc-types.mjs').Storey} storey @param {Wall[]} walls @param {Opening[]} openings @param {Slab[]} slabs
 */
function storeyTotals(storey, walls, openings, slabs) {
  /** @param {{ storey: string | null }} item */
  const here = (item) => item.storey === storey.name;
  const ownWalls = walls.filter(here);
  const ownOpenings = openings.filter(here);
  return {
    name: storey.name,
    elevation: storey.elevation,
    floorArea: sum(
      slabs.filter((s) => here(s) && s.kind !== 'landing' && s.kind !== 'finish'),
      (s) => s.area,
    ),
    externalWallArea: sum(
      ownWalls.filter((w) => w.external),
      (w) => w.netArea,
    ),
    internalWallArea: sum(
      ownWalls.filter((w) => !w.external),
      (w) => w.netArea,
    ),
    windowArea: sum(
      ownOpenings.filter((o) => o.kind === 'window'),
      (o) => o.area,
    ),
    doorArea: sum(
      ownOpenings.filter((o) => o.kind === 'door'),
      (o) => o.area,
    ),
    wallCount: ownWalls.length,
  };
}

/**
 * The walls grouped by type, external or internal, and the way they face.
 * @param {Wall[]} walls
 */
function wallGroups(walls) {
  /** @type {Map<string, { walls: Wall[], first: Wall }>} */
  const groups = new Map();
  for (const wall of walls) {
    const key = `${wall.typeName}|${wall.external ? 'external' : 'internal'}|${wall.facing ?? ''}`;
    const group = groups.get(key);
    if (group) group.walls.push(wall);
    else groups.set(key, { walls: [wall], first: wall });
  }
  return [...groups].map(([key, { walls: members, first }]) => {
    const length = members.reduce((s, w) => s + w.length, 0);
    const sources = new Set(members.map((w) => w.source));
    return {
      key,
      typeName: first.typeName,
      layers: first.layers,
      external: first.external,
      facing: first.facing,
      count: members.length,
      length: round(length),
      // The length-weighted mean height.
      height: round(length > 0 ? members.reduce((s, w) => s + w.height * w.length, 0) / length : 0),
      grossArea: sum(members, (w) => w.grossArea),
      netArea: sum(members, (w) => w.netArea),
      /** @type {Source | 'mixed'} */
      source: sources.size === 1 ? first.source : 'mixed',
    };
  });
}

/**
 * Totals by storey, wall groups and the summary.
 * @param {{ storeys: import('./ifc-types.mjs').Storey[], walls: Wall[], openings: Opening[], slabs: Slab[], roof: import('./ifc-types.mjs').Roof | null }} takeoff
 */
export function summaryOf({ storeys, walls, openings, slabs, roof }) {
  const byStorey = storeys.map((storey) => storeyTotals(storey, walls, openings, slabs));
  const { ground, first } = groundAndFirst(byStorey);
  /** @param {number | null} value */
  const maybe = (value) => (value === null ? null : round(value));
  const roofSources = new Set(roof?.parts.map((p) => p.source) ?? []);
  const [roofSource] = roofSources;
  return {
    storeys: byStorey,
    wallGroups: wallGroups(walls),
    walls: walls.map((w) => ({
      ...w,
      length: round(w.length),
      height: round(w.height),
      grossArea: round(w.grossArea),
      netArea: round(w.netArea),
    })),
    openings: openings.map((o) => ({ ...o, area: round(o.area), width: maybe(o.width), height: maybe(o.height) })),
    slabs: slabs.map((s) => ({ ...s, area: round(s.area) })),
    roof: roof && {
      area: round(roof.area),
      pitchDegrees: roof.pitchDegrees === null ? null : round(roof.pitchDegrees, 1),
      material: roof.material,
      /** @type {Source | 'mixed'} */
      source: roofSources.size === 1 && roofSource ? roofSource : 'mixed',
    },
    summary: {
      groundFloorArea: ground?.floorArea ?? 0,
      firstFloorArea: first?.floorArea ?? 0,
      externalWallArea: sum(
        walls.filter((w) => w.external),
        (w) => w.netArea,
      ),
      internalWallArea: sum(
        walls.filter((w) => !w.external),
        (w) => w.netArea,
      ),
      windowArea: sum(
        openings.filter((o) => o.kind === 'window'),
        (o) => o.area,
      ),
      doorArea: sum(
        openings.filter((o) => o.kind === 'door'),
        (o) => o.area,
      ),
      roofArea: round(roof?.area ?? 0),
    },
  };
}
