// @ts-check
/*
 * Windows and doors (their areas, frame material and the way their wall faces) and slabs (each
 * storey's floors and the roof's planes), measured from base quantities where the model has them,
 * else from attributes (a window's overall width and height) or geometry.
 */
import * as W from 'web-ifc';
import { baseQuantitiesOf, idsOf, lineOf, materialsOf, num, text } from './ifc-model.mjs';
import { floorGeometry, roofGeometry } from './ifc-geometry.mjs';

/** @typedef {import('./ifc-takeoff.mjs').Context} Context */
/** @typedef {import('./ifc-model.mjs').Line} Line */
/** @typedef {import('./ifc-types.mjs').Opening} Opening */
/** @typedef {import('./ifc-types.mjs').Slab} Slab */
/** @typedef {import('./ifc-types.mjs').Roof} Roof */

/**
 * Slabs thinner than this (m) are floor finishes laid on a floor (Revit models its timber and tile
 * finishes as slabs of their own): listed, but not counted in the storey's floor area again.
 */
const FINISH_THICKNESS = 0.06;

/**
 * The size of a window or door: its base quantity Area, else its overall width × height.
 * @param {Context} context @param {number} id @param {Line} line
 * @returns {{ area: number, width: number | null, height: number | null, source: 'baseQuantities' | 'attributes' } | null}
 */
export function fillingSize({ api, model, rel, units }, id, line) {
  const qto = line.type === W.IFCDOOR ? 'Qto_DoorBaseQuantities' : 'Qto_WindowBaseQuantities';
  const q = baseQuantitiesOf(api, model, rel, units, id, qto);
  const width = num(line.OverallWidth);
  const height = num(line.OverallHeight);
  const w = width === undefined ? q.Width : width * units.length.toSI;
  const h = height === undefined ? q.Height : height * units.length.toSI;
  if (q.Area !== undefined) return { area: q.Area, width: w ?? null, height: h ?? null, source: 'baseQuantities' };
  if (w !== undefined && h !== undefined) return { area: w * h, width: w, height: h, source: 'attributes' };
  return null;
}

/**
 * The element's material names, once each, or null.
 * @param {Context} context @param {number} id
 */
function materialNames({ api, model, rel, units }, id) {
  const names = [...new Set(materialsOf(api, model, rel, units, id).layers.map((l) => l.material))];
  return names.length > 0 ? names.join(', ') : null;
}

/**
 * Windows and doors, with their areas, frame material, storey and the way their wall faces.
 * @param {Context} context @param {Map<number, import('./ifc-types.mjs').Wall>} wallById
 * @returns {Opening[]}
 */
export function readOpenings(context, wallById) {
  const { api, model, rel } = context;
  /** @type {Map<number, number>} window or door → its wall */
  const hostOf = new Map();
  for (const [wallId, openingIds] of rel.openings)
    for (const o of openingIds) for (const f of rel.fillings.get(o) ?? []) hostOf.set(f, wallId);
  /** @type {Opening[]} */
  const found = [];
  for (const [kind, typeId] of /** @type {const} */ ([
    ['window', W.IFCWINDOW],
    ['door', W.IFCDOOR],
  ])) {
    for (const id of idsOf(api, model, typeId)) {
      const line = lineOf(api, model, id);
      const size = fillingSize(context, id, line);
      if (!size) {
        const type = kind === 'window' ? 'IfcWindow' : 'IfcDoor';
        context.skip(type, line, 'no overall width and height and no base quantity Area');
        continue;
      }
      const hostId = hostOf.get(id);
      const host = hostId === undefined ? undefined : wallById.get(hostId);
      found.push({
        kind,
        name: text(line.Name) ?? `${kind} #${id}`,
        storey: context.storeyOf(id) ?? host?.storey ?? null,
        ...size,
        frameMaterial: materialNames(context, id),
        facing: host?.facing ?? null,
      });
    }
  }
  return found;
}

/**
 * One slab: floor or roof plane, measured; null (listed as skipped) without quantities or body.
 * @param {Context} context @param {number} id @param {import('./ifc-geometry.mjs').Mesh | undefined} mesh
 * @returns {Slab | null}
 */
function readSlab(context, id, mesh) {
  const { api, model, rel, units } = context;
  const line = lineOf(api, model, id);
  const predefined = text(line.PredefinedType) ?? 'NOTDEFINED';
  const wholeId = rel.whole.get(id);
  const inRoof = wholeId !== undefined && lineOf(api, model, wholeId).type === W.IFCROOF;
  const isRoof = predefined === 'ROOF' || inRoof;
  const q = baseQuantitiesOf(api, model, rel, units, id, 'Qto_SlabBaseQuantities');
  const hasMesh = mesh !== undefined && mesh.tris.length > 0;
  const roofShape = hasMesh && isRoof ? roofGeometry(mesh) : null;
  const floorShape = hasMesh && !isRoof ? floorGeometry(mesh) : null;
  const geometryArea = roofShape ? roofShape.area : floorShape?.area;
  const quantity = q.NetArea ?? q.GrossArea;
  const thickness = q.Depth ?? q.Width ?? floorShape?.thickness;
  const area = quantity ?? geometryArea;
  if (area === undefined) {
    context.skip('IfcSlab', line, 'no body geometry and no base quantities');
    return null;
  }
  return {
    name: text(line.Name) ?? `Slab #${id}`,
    storey: context.storeyOf(id),
    kind: isRoof
      ? 'roof'
      : predefined === 'BASESLAB'
        ? 'baseslab'
        : predefined === 'LANDING'
          ? 'landing'
          : thickness !== undefined && thickness < FINISH_THICKNESS
            ? 'finish'
            : 'floor',
    area,
    pitchDegrees: roofShape ? roofShape.pitchDegrees : null,
    material: materialNames(context, id),
    source: quantity !== undefined ? 'baseQuantities' : 'geometry',
  };
}

/**
 * Floor slabs (each storey's floor area) and the roof: its slabs, or a roof element's own body.
 * @param {Context} context @param {Map<number, import('./ifc-geometry.mjs').Mesh>} meshes
 * @returns {{ slabs: Slab[], roof: Roof | null }}
 */
export function readSlabs(context, meshes) {
  const { api, model, rel } = context;
  /** @type {Slab[]} */
  const slabs = [];
  /** @type {Slab[]} */
  const parts = [];
  for (const id of idsOf(api, model, W.IFCSLAB)) {
    const slab = readSlab(context, id, meshes.get(id));
    if (slab) (slab.kind === 'roof' ? parts : slabs).push(slab);
  }
  const wholes = new Set(rel.whole.values());
  for (const id of idsOf(api, model, W.IFCROOF)) {
    const mesh = meshes.get(id);
    // A roof made of slabs is measured by them; one modelled as a single body, by its own.
    if (!mesh || mesh.tris.length === 0 || (wholes.has(id) && parts.length > 0)) continue;
    const { area, pitchDegrees } = roofGeometry(mesh);
    const name = text(lineOf(api, model, id).Name) ?? `Roof #${id}`;
    const material = materialNames(context, id);
    parts.push({ name, storey: context.storeyOf(id), kind: 'roof', area, pitchDegrees, material, source: 'geometry' });
  }
  if (parts.length === 0) return { slabs, roof: null };
  const area = parts.reduce((s, r) => s + r.area, 0);
  const pitched = parts.flatMap((r) => (r.pitchDegrees === null ? [] : [{ area: r.area, pitch: r.pitchDegrees }]));
  const pitchArea = pitched.reduce((s, r) => s + r.area, 0);
  const materials = [...new Set(parts.flatMap((r) => (r.material ? [r.material] : [])))];
  return {
    slabs,
    roof: {
      area,
      pitchDegrees: pitchArea > 0 ? pitched.reduce((s, r) => s + r.area * r.pitch, 0) / pitchArea : null,
      material: materials.length > 0 ? materials.join(', ') : null,
      parts,
    },
  };
}
