// @ts-check
/*
 * The take-off of an opened IFC model: storeys, walls, windows and doors, slabs and the roof, each
 * measured from the model's base quantities where it has them and from its geometry where not
 * (docs/decisions/027-ifc-takeoff.md). Lengths in m, areas in m², angles in degrees.
 */
import * as W from 'web-ifc';
import { idsOf, lineOf, num, ref, relationsOf, text, unitsOf } from './ifc-model.mjs';
import { bearingOf, meshesOf, round } from './ifc-geometry.mjs';
import { readOpenings, readSlabs } from './ifc-elements.mjs';
import { readWalls, WALL_TYPES } from './ifc-walls.mjs';
import { summaryOf } from './ifc-summary.mjs';

/** @typedef {import('./ifc-model.mjs').IfcApi} IfcApi */
/** @typedef {import('./ifc-types.mjs').Skipped} Skipped */
/**
 * What the readers of each kind of element share.
 * @typedef {object} Context
 * @property {IfcApi} api
 * @property {number} model
 * @property {import('./ifc-model.mjs').Relations} rel
 * @property {import('./ifc-model.mjs').Units} units
 * @property {(type: string, line: import('./ifc-model.mjs').Line, reason: string) => void} skip
 * @property {(id: number) => string | null} storeyOf
 */

/** Building elements the take-off does not measure: counted, and listed as skipped. */
const OTHER_TYPES = {
  IfcColumn: W.IFCCOLUMN,
  IfcBeam: W.IFCBEAM,
  IfcStair: W.IFCSTAIR,
  IfcRailing: W.IFCRAILING,
  IfcCovering: W.IFCCOVERING,
  IfcCurtainWall: W.IFCCURTAINWALL,
  IfcMember: W.IFCMEMBER,
  IfcPlate: W.IFCPLATE,
  IfcFooting: W.IFCFOOTING,
};
/** At most this many skipped elements are listed (all are counted). */
const SKIPPED_LISTED = 200;

/**
 * The model's true north in plan (x, y), from its representation context, or null.
 * @param {IfcApi} api @param {number} model @returns {[number, number] | null}
 */
function trueNorthOf(api, model) {
  for (const id of idsOf(api, model, W.IFCGEOMETRICREPRESENTATIONCONTEXT)) {
    const northId = ref(lineOf(api, model, id).TrueNorth);
    if (northId === undefined) continue;
    const ratios = lineOf(api, model, northId).DirectionRatios;
    const [x, y] = Array.isArray(ratios) ? /** @type {unknown[]} */ (ratios).map(num) : [];
    if (x !== undefined && y !== undefined && Math.hypot(x, y) > 0) return [x, y];
  }
  return null;
}

/**
 * The header's provenance: the file name it records and the application that wrote it.
 * @param {IfcApi} api @param {number} model
 */
function headerOf(api, model) {
  /** @type {unknown} */
  const line = api.GetHeaderLine(model, W.FILE_NAME);
  const args = /** @type {{ arguments?: unknown[] } | undefined} */ (line)?.arguments ?? [];
  let application = text(args[5]) || text(args[6]) || '';
  if (!application) {
    const apps = idsOf(api, model, W.IFCAPPLICATION);
    if (apps[0] !== undefined) application = text(lineOf(api, model, apps[0]).ApplicationFullName) ?? '';
  }
  return { headerFileName: text(args[0]) ?? '', application };
}

/**
 * The take-off of an open model.
 * @param {IfcApi} api @param {number} model
 */
export function takeOff(api, model) {
  const units = unitsOf(api, model);
  const rel = relationsOf(api, model);
  const north = trueNorthOf(api, model);
  /** @type {Skipped[]} */
  const skipped = [];
  /** @param {string} type @param {import('./ifc-model.mjs').Line} line @param {string} reason */
  const skip = (type, line, reason) => {
    skipped.push({ type, name: text(line.Name) ?? `#${line.expressID}`, reason });
  };
  const storeyIds = idsOf(api, model, W.IFCBUILDINGSTOREY);
  const storeyNames = new Map(storeyIds.map((id) => [id, text(lineOf(api, model, id).Name) ?? `Storey #${id}`]));
  /** @param {number} id @returns {string | null} the storey of an element (or of the whole it is part of) */
  const storeyOf = (id) => {
    /** @type {number | undefined} */
    let at = id;
    for (let hops = 0; hops < 5 && at !== undefined; hops++) {
      const container = rel.container.get(at);
      if (container !== undefined) return storeyNames.get(container) ?? null;
      at = rel.whole.get(at);
    }
    return null;
  };
  const context = { api, model, rel, units, skip, storeyOf };
  const meshes = meshesOf(api, model, [...WALL_TYPES, W.IFCSLAB, W.IFCROOF]);
  const wallById = readWalls(context, meshes, north);
  const walls = [...wallById.values()];
  const openings = readOpenings(context, wallById);
  const { slabs, roof } = readSlabs(context, meshes);
  const read = walls.length + openings.length + slabs.length + (roof ? roof.parts.length : 0);
  const measuredSkips = skipped.length;
  let other = 0;
  for (const [type, typeId] of Object.entries(OTHER_TYPES)) {
    for (const id of idsOf(api, model, typeId)) {
      other++;
      if (skipped.length < SKIPPED_LISTED)
        skip(type, lineOf(api, model, id), 'not taken off (only walls, windows, doors, slabs and roofs are)');
    }
  }
  const storeys = storeyIds
    .map((id) => ({
      name: storeyNames.get(id) ?? `Storey #${id}`,
      elevation: round((num(lineOf(api, model, id).Elevation) ?? 0) * units.length.toSI),
    }))
    .sort((a, b) => a.elevation - b.elevation);
  return {
    ...headerOf(api, model),
    lengthUnit: units.length.name,
    trueNorth: north ? round(bearingOf(0, 1, north), 1) : null,
    counts: { read, skipped: measuredSkips + other },
    skipped: skipped.slice(0, SKIPPED_LISTED),
    ...summaryOf({ storeys, walls, openings, slabs, roof }),
  };
}
