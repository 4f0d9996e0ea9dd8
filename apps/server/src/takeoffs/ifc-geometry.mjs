// @ts-check
/*
 * Quantities from an element's geometry, as web-ifc triangulates it (openings already cut out of
 * their walls and slabs). web-ifc answers each mesh in y-up coordinates, scaled to metres; this
 * turns them back into the model's z-up axes. Only faces are measured: a wall's side is the faces
 * whose normal is square to its axis, a floor the faces that look straight up, a roof the upward
 * faces of the planes that make up most of its upward area.
 */

/** @param {number} value @param {number} [places] */
export const round = (value, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The clockwise angle (degrees) from true north to the plan direction (x, y).
 * @param {number} x @param {number} y @param {[number, number]} north true north in plan
 */
export function bearingOf(x, y, north) {
  const degrees = ((Math.atan2(x, y) - Math.atan2(north[0], north[1])) * 180) / Math.PI;
  return ((degrees % 360) + 360) % 360;
}

/**
 * An element's mesh: its triangles as (area, nx, ny, nz) and its vertices as (x, y, z), one after
 * the other, in metres and the model's own axes.
 * @typedef {{ tris: number[], points: number[] }} Mesh
 */

/**
 * Streams the meshes of the elements of `types` and keeps, per element, its triangles and vertices.
 * @param {import('web-ifc').IfcAPI} api @param {number} model @param {number[]} types
 * @returns {Map<number, Mesh>}
 */
export function meshesOf(api, model, types) {
  /** @type {Map<number, Mesh>} */
  const meshes = new Map();
  api.StreamAllMeshesWithTypes(model, types, (mesh) => {
    const entry = meshes.get(mesh.expressID) ?? { tris: [], points: [] };
    meshes.set(mesh.expressID, entry);
    const count = mesh.geometries.size();
    for (let g = 0; g < count; g++) {
      const placed = mesh.geometries.get(g);
      const geometry = api.GetGeometry(model, placed.geometryExpressID);
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
      addTriangles(entry, placed.flatTransformation, vertices, indices);
      geometry.delete();
    }
  });
  return meshes;
}

/**
 * Element `i` of a numeric array (the loops keep within it; 0 stands for what cannot be there).
 * @param {ArrayLike<number>} list @param {number} i
 */
const at = (list, i) => list[i] ?? 0;

/**
 * Appends a placed geometry's triangles to `entry` (vertex data: x, y, z, nx, ny, nz per vertex;
 * `placement` a column-major 4 × 4 matrix).
 * @param {Mesh} entry @param {ArrayLike<number>} m @param {Float32Array} vertices @param {Uint32Array} indices
 */
function addTriangles(entry, m, vertices, indices) {
  const world = new Float64Array((vertices.length / 6) * 3);
  for (let v = 0, w = 0; v + 2 < vertices.length; v += 6, w += 3) {
    const x = at(vertices, v);
    const y = at(vertices, v + 1);
    const z = at(vertices, v + 2);
    const wx = at(m, 0) * x + at(m, 4) * y + at(m, 8) * z + at(m, 12);
    const wy = at(m, 1) * x + at(m, 5) * y + at(m, 9) * z + at(m, 13);
    const wz = at(m, 2) * x + at(m, 6) * y + at(m, 10) * z + at(m, 14);
    // web-ifc's y-up back to IFC's z-up: (x, y, z)ifc = (wx, −wz, wy).
    world[w] = wx;
    world[w + 1] = -wz;
    world[w + 2] = wy;
    entry.points.push(wx, -wz, wy);
  }
  /** @param {number} i @param {number} k */
  const p = (i, k) => at(world, at(indices, i) * 3 + k);
  for (let i = 0; i + 2 < indices.length; i += 3) {
    const [ux, uy, uz] = [p(i + 1, 0) - p(i, 0), p(i + 1, 1) - p(i, 1), p(i + 1, 2) - p(i, 2)];
    const [vx, vy, vz] = [p(i + 2, 0) - p(i, 0), p(i + 2, 1) - p(i, 1), p(i + 2, 2) - p(i, 2)];
    const [nx, ny, nz] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
    const length = Math.hypot(nx, ny, nz);
    if (length === 0) continue;
    entry.tris.push(length / 2, nx / length, ny / length, nz / length);
  }
}

/**
 * The main horizontal direction of the points (the principal axis of their plan), as a unit vector.
 * @param {number[]} points @returns {{ axis: [number, number], centre: [number, number] }}
 */
function planAxis(points) {
  const n = points.length / 3;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < points.length; i += 3) {
    mx += at(points, i);
    my += at(points, i + 1);
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < points.length; i += 3) {
    const dx = at(points, i) - mx;
    const dy = at(points, i + 1) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { axis: [Math.cos(angle), Math.sin(angle)], centre: [mx, my] };
}

/**
 * A wall's measures from its mesh: length along its axis, height, one side's net area (the faces
 * square to the axis, halved: both sides are drawn), and the axis and centre of its plan.
 * @param {Mesh} mesh
 */
export function wallGeometry(mesh) {
  const { axis, centre } = planAxis(mesh.points);
  const normal = [-axis[1], axis[0]];
  let side = 0;
  for (let t = 0; t < mesh.tris.length; t += 4) {
    const facing = at(mesh.tris, t + 1) * at(normal, 0) + at(mesh.tris, t + 2) * at(normal, 1);
    if (Math.abs(facing) > 0.99) side += at(mesh.tris, t);
  }
  let lo = Infinity;
  let hi = -Infinity;
  let zLo = Infinity;
  let zHi = -Infinity;
  for (let i = 0; i < mesh.points.length; i += 3) {
    const along = at(mesh.points, i) * axis[0] + at(mesh.points, i + 1) * axis[1];
    lo = Math.min(lo, along);
    hi = Math.max(hi, along);
    zLo = Math.min(zLo, at(mesh.points, i + 2));
    zHi = Math.max(zHi, at(mesh.points, i + 2));
  }
  return { length: hi - lo, height: zHi - zLo, netSideArea: side / 2, axis, centre };
}

/**
 * The area of a slab's faces that look straight up (its top, openings cut out), and its thickness
 * (the height its mesh spans: for a flat slab, from its underside to its top).
 * @param {Mesh} mesh
 */
export function floorGeometry(mesh) {
  let area = 0;
  for (let t = 0; t < mesh.tris.length; t += 4) if (at(mesh.tris, t + 3) > 0.99) area += at(mesh.tris, t);
  let zLo = Infinity;
  let zHi = -Infinity;
  for (let i = 2; i < mesh.points.length; i += 3) {
    zLo = Math.min(zLo, at(mesh.points, i));
    zHi = Math.max(zHi, at(mesh.points, i));
  }
  return { area, thickness: zHi - zLo };
}

/**
 * A roof's upward area and pitch: its upward faces grouped by direction (about 3°), keeping the
 * groups with at least a tenth of the upward area, so the thin edges of a roof plate (which also
 * look upwards on a slope) are not counted. Pitch: the area-weighted angle of those faces.
 * @param {Mesh} mesh
 */
export function roofGeometry(mesh) {
  /** @type {Map<string, { area: number, tilt: number }>} */
  const groups = new Map();
  let upward = 0;
  for (let t = 0; t < mesh.tris.length; t += 4) {
    const nz = at(mesh.tris, t + 3);
    if (nz <= 0.05) continue;
    const area = at(mesh.tris, t);
    const key = [at(mesh.tris, t + 1), at(mesh.tris, t + 2), nz].map((c) => Math.round(c * 20)).join(',');
    const group = groups.get(key) ?? { area: 0, tilt: 0 };
    group.area += area;
    group.tilt += area * Math.acos(Math.min(1, nz));
    groups.set(key, group);
    upward += area;
  }
  let area = 0;
  let tilt = 0;
  for (const group of groups.values()) {
    if (group.area < upward / 10) continue;
    area += group.area;
    tilt += group.tilt;
  }
  return { area, pitchDegrees: area > 0 ? (tilt / area) * (180 / Math.PI) : 0 };
}
