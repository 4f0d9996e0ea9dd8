// @ts-check
/*
 * The walls of the take-off: each measured from its Qto_WallBaseQuantities where the model has
 * them, else from its mesh; whether it is external (Pset_WallCommon.IsExternal, else its place at
 * the edge of the plan) and, when it is, the way its outer face looks.
 */
import * as W from 'web-ifc';
import { baseQuantitiesOf, idsOf, lineOf, materialsOf, propertyOf, text } from './ifc-model.mjs';
import { bearingOf, round, wallGeometry } from './ifc-geometry.mjs';
import { fillingSize } from './ifc-elements.mjs';

/** @typedef {import('./ifc-takeoff.mjs').Context} Context */
/** @typedef {import('./ifc-types.mjs').Wall} Wall */
/** @typedef {import('./ifc-types.mjs').Facing} Facing */
/** @typedef {Wall & { id: number, flag: boolean | null, axis: [number, number] | null, centre: [number, number] | null }} Draft */

export const WALL_TYPES = [W.IFCWALL, W.IFCWALLSTANDARDCASE, W.IFCWALLELEMENTEDCASE];

/** @param {number} bearing @returns {Facing} */
const facingOf = (bearing) => (bearing >= 315 || bearing < 45 ? 'N' : bearing < 135 ? 'E' : bearing < 225 ? 'S' : 'W');

/**
 * The summed area of the windows and doors in a wall's openings, and whether every opening has one.
 * @param {Context} context @param {number} wallId
 */
function openingFillArea(context, wallId) {
  const { api, model, rel } = context;
  let area = 0;
  let complete = true;
  for (const openingId of rel.openings.get(wallId) ?? []) {
    const fills = rel.fillings.get(openingId) ?? [];
    if (fills.length === 0) complete = false;
    for (const fillId of fills) {
      const size = fillingSize(context, fillId, lineOf(api, model, fillId));
      if (size) area += size.area;
      else complete = false;
    }
  }
  return { area, complete };
}

/**
 * One wall, measured; null (and listed as skipped) when it has neither quantities nor a body.
 * @param {Context} context @param {number} id @param {import('./ifc-geometry.mjs').Mesh | undefined} mesh
 * @returns {Draft | null}
 */
function readWall(context, id, mesh) {
  const { api, model, rel, units } = context;
  const line = lineOf(api, model, id);
  const q = baseQuantitiesOf(api, model, rel, units, id, 'Qto_WallBaseQuantities');
  const geometry = mesh && mesh.tris.length > 0 ? wallGeometry(mesh) : null;
  const fromQ = q.NetSideArea !== undefined && q.Length !== undefined && q.Height !== undefined;
  const net = fromQ ? q.NetSideArea : geometry?.netSideArea;
  const length = fromQ ? q.Length : geometry?.length;
  const height = fromQ ? q.Height : geometry?.height;
  if (net === undefined || length === undefined || height === undefined) {
    context.skip('IfcWall', line, 'no body geometry and no base quantities');
    return null;
  }
  const typeId = rel.type.get(id);
  const typeName = typeId === undefined ? undefined : text(lineOf(api, model, typeId).Name);
  const materials = materialsOf(api, model, rel, units, id);
  const flag = propertyOf(api, model, rel, id, 'Pset_WallCommon', 'IsExternal');
  const fills = openingFillArea(context, id);
  const gross = fromQ ? (q.GrossSideArea ?? net + fills.area) : fills.complete ? net + fills.area : length * height;
  return {
    id,
    name: text(line.Name) ?? `Wall #${id}`,
    storey: context.storeyOf(id),
    typeName: typeName ?? materials.setName ?? text(line.ObjectType) ?? 'Untyped wall',
    layers: materials.layers,
    flag: typeof flag === 'boolean' ? flag : null,
    external: false,
    externalSource: 'property',
    facing: null,
    bearing: null,
    length,
    height,
    grossArea: Math.max(gross, net),
    netArea: net,
    source: fromQ ? 'baseQuantities' : 'geometry',
    axis: geometry?.axis ?? null,
    centre: geometry?.centre ?? null,
  };
}

/**
 * Every wall, measured, with its type, layers, whether it is external and the way it faces.
 * @param {Context} context @param {Map<number, import('./ifc-geometry.mjs').Mesh>} meshes
 * @param {[number, number] | null} north
 * @returns {Map<number, Wall>} by entity number, in the order read
 */
export function readWalls(context, meshes, north) {
  /** @type {Draft[]} */
  const drafts = [];
  for (const typeId of WALL_TYPES) {
    for (const id of idsOf(context.api, context.model, typeId)) {
      const wall = readWall(context, id, meshes.get(id));
      if (wall) drafts.push(wall);
    }
  }
  classify(drafts, north);
  return new Map(drafts.map(({ id, flag: _flag, axis: _axis, centre: _centre, ...wall }) => [id, wall]));
}

/**
 * Whether each wall is external and the way an external one faces: its outer side is the one away
 * from the middle of the external walls' plan.
 * @param {Draft[]} walls @param {[number, number] | null} north
 */
function classify(walls, north) {
  const centres = walls.flatMap((w) => (w.centre ? [w.centre] : []));
  const xs = centres.map((c) => c[0]);
  const ys = centres.map((c) => c[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  /** @param {[number, number]} c within 0.75 m of the edge of the walls' plan */
  const nearEdge = (c) => Math.min(c[0] - x0, x1 - c[0], c[1] - y0, y1 - c[1]) < 0.75;
  for (const wall of walls) {
    wall.external = wall.flag ?? (wall.centre ? nearEdge(wall.centre) : false);
    wall.externalSource = wall.flag === null ? 'position' : 'property';
  }
  const outer = walls.flatMap((w) => (w.external && w.centre ? [w.centre] : []));
  const cx = outer.reduce((s, c) => s + c[0], 0) / (outer.length || 1);
  const cy = outer.reduce((s, c) => s + c[1], 0) / (outer.length || 1);
  for (const wall of walls) {
    if (!wall.external || !wall.axis || !wall.centre) continue;
    let [nx, ny] = [-wall.axis[1], wall.axis[0]];
    if (nx * (wall.centre[0] - cx) + ny * (wall.centre[1] - cy) < 0) [nx, ny] = [-nx, -ny];
    wall.bearing = round(bearingOf(nx, ny, north ?? [0, 1]), 1);
    wall.facing = facingOf(wall.bearing);
  }
}
