// @ts-check
/*
 * Reading an IFC model opened by web-ifc: the values of its entities, its units, and the
 * relationships the take-off follows (containment, types, materials, property and quantity sets,
 * openings and their fillings), each gathered in one pass over its relationship entities.
 * Plain JavaScript: it runs in the take-off worker (ifc-worker.mjs), which Node loads from source.
 */
import * as W from 'web-ifc';

/** @typedef {import('web-ifc').IfcAPI} IfcApi */
/** An entity as web-ifc answers it: its attributes by name (each wrapped), its type and number. */
/** @typedef {Record<string, unknown> & { type: number, expressID: number }} Line */
/** @typedef {{ length: { name: string, toSI: number }, area: { name: string, toSI: number } }} Units */
/**
 * @typedef {object} Relations
 * @property {Map<number, number>} container element → storey (or other spatial element)
 * @property {Map<number, number>} type element → its type
 * @property {Map<number, number>} material element → its material select
 * @property {Map<number, number[]>} sets element → its property and quantity sets
 * @property {Map<number, number[]>} openings wall → its openings
 * @property {Map<number, number[]>} fillings opening → its windows and doors
 * @property {Map<number, number>} whole part → whole (roof slabs → roof)
 */
/** @typedef {{ material: string, thicknessMm: number | null }} Layer */

/**
 * The entities read from each open model, by number: a take-off reads a type, a layer set or a
 * window's quantities once for every wall that refers to it, and web-ifc builds a new object each
 * time. Read-only; dropped when the model is closed (`forgetLines`).
 * @type {WeakMap<IfcApi, Map<number, Map<number, Line>>>}
 */
const linesRead = new WeakMap();

/**
 * Entity `id` of the model.
 * @param {IfcApi} api @param {number} model @param {number} id @returns {Line}
 */
export function lineOf(api, model, id) {
  let models = linesRead.get(api);
  if (!models) {
    /** @type {Map<number, Map<number, Line>>} */
    const made = new Map();
    linesRead.set(api, (models = made));
  }
  let lines = models.get(model);
  if (!lines) {
    /** @type {Map<number, Line>} */
    const made = new Map();
    models.set(model, (lines = made));
  }
  const known = lines.get(id);
  if (known) return known;
  /** @type {unknown} */
  const read = api.GetLine(model, id);
  const line = /** @type {Line} */ (read);
  lines.set(id, line);
  return line;
}

/**
 * Drops what `lineOf` kept of a model (before it is closed: web-ifc reuses model numbers).
 * @param {IfcApi} api @param {number} model
 */
export function forgetLines(api, model) {
  linesRead.get(api)?.delete(model);
}

/**
 * The numbers of the model's entities of `type`.
 * @param {IfcApi} api @param {number} model @param {number} type @returns {number[]}
 */
export function idsOf(api, model, type) {
  const vector = api.GetLineIDsWithType(model, type);
  /** @type {number[]} */
  const out = [];
  for (let i = 0; i < vector.size(); i++) out.push(vector.get(i));
  return out;
}

/**
 * A simple value of an attribute: text, number, boolean or enumeration (web-ifc wraps each).
 * @param {unknown} attribute @returns {unknown}
 */
export function val(attribute) {
  if (attribute === null || attribute === undefined) return undefined;
  if (typeof attribute !== 'object') return attribute;
  const wrapped = /** @type {Record<string, unknown>} */ (attribute);
  return '_representationValue' in wrapped ? wrapped._representationValue : wrapped.value;
}
/**
 * The entity number an attribute refers to.
 * @param {unknown} attribute @returns {number | undefined}
 */
export function ref(attribute) {
  if (!attribute || typeof attribute !== 'object') return undefined;
  const wrapped = /** @type {{ type?: unknown, value?: unknown }} */ (attribute);
  return wrapped.type === 5 && typeof wrapped.value === 'number' ? wrapped.value : undefined;
}
/**
 * The entity numbers of a list attribute.
 * @param {unknown} attribute @returns {number[]}
 */
export function refs(attribute) {
  if (!Array.isArray(attribute)) return [];
  /** @type {number[]} */
  const out = [];
  for (const item of /** @type {unknown[]} */ (attribute)) {
    const id = ref(item);
    if (id !== undefined) out.push(id);
  }
  return out;
}
/**
 * A number value, or undefined.
 * @param {unknown} attribute @returns {number | undefined}
 */
export function num(attribute) {
  const v = val(attribute);
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
/**
 * A text value, or undefined.
 * @param {unknown} attribute @returns {string | undefined}
 */
export function text(attribute) {
  const v = val(attribute);
  return typeof v === 'string' ? v : undefined;
}

/** @type {Record<string, number>} */
const PREFIX = {
  EXA: 1e18,
  PETA: 1e15,
  TERA: 1e12,
  GIGA: 1e9,
  MEGA: 1e6,
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 10,
  DECI: 0.1,
  CENTI: 0.01,
  MILLI: 1e-3,
  MICRO: 1e-6,
  NANO: 1e-9,
};

/**
 * The model's length and area units: their names and the factor to metres and square metres.
 * @param {IfcApi} api @param {number} model @returns {Units}
 */
export function unitsOf(api, model) {
  const units = { length: { name: 'metre', toSI: 1 }, area: { name: 'square metre', toSI: 1 } };
  const assignments = idsOf(api, model, W.IFCUNITASSIGNMENT);
  if (assignments.length === 0) return units;
  const assignment = lineOf(api, model, assignments[0] ?? 0);
  for (const id of refs(assignment.Units)) {
    const unit = lineOf(api, model, id);
    const kind = val(unit.UnitType);
    if (kind !== 'LENGTHUNIT' && kind !== 'AREAUNIT') continue;
    const key = kind === 'LENGTHUNIT' ? 'length' : 'area';
    const name = String(val(unit.Name)).toLowerCase().replace('_', ' ');
    if (unit.type === W.IFCSIUNIT) {
      const prefixText = text(unit.Prefix);
      const prefix = PREFIX[prefixText ?? ''] ?? 1;
      units[key] = {
        name: `${prefixText ? prefixText.toLowerCase() : ''}${name}`,
        toSI: key === 'area' ? prefix * prefix : prefix,
      };
    } else if (unit.type === W.IFCCONVERSIONBASEDUNIT) {
      const factorId = ref(unit.ConversionFactor);
      const factor = factorId === undefined ? undefined : num(lineOf(api, model, factorId).ValueComponent);
      units[key] = { name, toSI: factor ?? 1 };
    }
  }
  return units;
}

/**
 * Pushes `value` onto the list at `key` of `map`.
 * @param {Map<number, number[]>} map @param {number | undefined} key @param {number | undefined} value
 */
function push(map, key, value) {
  if (key === undefined || value === undefined) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Every relationship the take-off follows, by the entity it is about.
 * @param {IfcApi} api @param {number} model @returns {Relations}
 */
export function relationsOf(api, model) {
  /** @type {Relations} */
  const rel = {
    container: new Map(),
    type: new Map(),
    material: new Map(),
    sets: new Map(),
    openings: new Map(),
    fillings: new Map(),
    whole: new Map(),
  };
  /** @param {number} type @param {(line: Line) => void} fn */
  const each = (type, fn) => {
    for (const id of idsOf(api, model, type)) fn(lineOf(api, model, id));
  };
  /** @param {Map<number, number>} map @param {unknown} from @param {unknown} to */
  const setAll = (map, from, to) => {
    const target = ref(to);
    if (target !== undefined) for (const e of refs(from)) map.set(e, target);
  };
  each(W.IFCRELCONTAINEDINSPATIALSTRUCTURE, (r) => setAll(rel.container, r.RelatedElements, r.RelatingStructure));
  each(W.IFCRELDEFINESBYTYPE, (r) => setAll(rel.type, r.RelatedObjects, r.RelatingType));
  each(W.IFCRELASSOCIATESMATERIAL, (r) => setAll(rel.material, r.RelatedObjects, r.RelatingMaterial));
  each(W.IFCRELDEFINESBYPROPERTIES, (r) => {
    for (const e of refs(r.RelatedObjects)) push(rel.sets, e, ref(r.RelatingPropertyDefinition));
  });
  each(W.IFCRELVOIDSELEMENT, (r) => push(rel.openings, ref(r.RelatingBuildingElement), ref(r.RelatedOpeningElement)));
  each(W.IFCRELFILLSELEMENT, (r) => push(rel.fillings, ref(r.RelatingOpeningElement), ref(r.RelatedBuildingElement)));
  each(W.IFCRELAGGREGATES, (r) => setAll(rel.whole, r.RelatedObjects, r.RelatingObject));
  return rel;
}

/**
 * Names of the base quantity sets: IFC4's Qto_* and the sets IFC2X3 exporters call 'BaseQuantities'.
 * @param {string | undefined} name @param {string} qto
 */
const isBaseSet = (name, qto) => name === qto || name === 'BaseQuantities';

/**
 * The element's base quantities (`Qto_<Element>BaseQuantities`, or IFC2X3's 'BaseQuantities'):
 * lengths in metres and areas in m², by quantity name; empty when the model has none.
 * @param {IfcApi} api @param {number} model @param {Relations} rel @param {Units} units
 * @param {number} id @param {string} qto
 * @returns {Record<string, number | undefined>}
 */
export function baseQuantitiesOf(api, model, rel, units, id, qto) {
  /** @type {Record<string, number | undefined>} */
  const found = {};
  for (const setId of rel.sets.get(id) ?? []) {
    const set = lineOf(api, model, setId);
    if (set.type !== W.IFCELEMENTQUANTITY || !isBaseSet(text(set.Name), qto)) continue;
    for (const qId of refs(set.Quantities)) {
      const q = lineOf(api, model, qId);
      const name = text(q.Name);
      if (!name) continue;
      if (q.type === W.IFCQUANTITYLENGTH) {
        const v = num(q.LengthValue);
        if (v !== undefined) found[name] = v * units.length.toSI;
      } else if (q.type === W.IFCQUANTITYAREA) {
        const v = num(q.AreaValue);
        if (v !== undefined) found[name] = v * units.area.toSI;
      }
    }
  }
  return found;
}

/**
 * A property of the element's property sets (and of its type's), e.g. Pset_WallCommon.IsExternal.
 * @param {IfcApi} api @param {number} model @param {Relations} rel @param {number} id
 * @param {string} setName @param {string} property @returns {unknown}
 */
export function propertyOf(api, model, rel, id, setName, property) {
  const setIds = [...(rel.sets.get(id) ?? [])];
  const typeId = rel.type.get(id);
  if (typeId !== undefined) setIds.push(...refs(lineOf(api, model, typeId).HasPropertySets));
  for (const setId of setIds) {
    const set = lineOf(api, model, setId);
    if (set.type !== W.IFCPROPERTYSET || text(set.Name) !== setName) continue;
    for (const pId of refs(set.HasProperties)) {
      const p = lineOf(api, model, pId);
      if (text(p.Name) === property) return val(p.NominalValue);
    }
  }
  return undefined;
}

/**
 * The element's materials: layers with thickness (mm) where it has a layer set, else the names.
 * @param {IfcApi} api @param {number} model @param {Relations} rel @param {Units} units @param {number} id
 * @returns {{ setName: string | undefined, layers: Layer[] }}
 */
export function materialsOf(api, model, rel, units, id) {
  let selectId = rel.material.get(id);
  if (selectId === undefined) {
    const typeId = rel.type.get(id);
    if (typeId !== undefined) selectId = rel.material.get(typeId);
  }
  if (selectId === undefined) return { setName: undefined, layers: [] };
  const select = lineOf(api, model, selectId);
  /** @param {number} layerId @returns {Layer} */
  const layer = (layerId) => {
    const l = lineOf(api, model, layerId);
    const materialId = ref(l.Material);
    const material = materialId === undefined ? undefined : lineOf(api, model, materialId);
    const thickness = num(l.LayerThickness);
    return {
      material: text(material?.Name) ?? 'Unnamed material',
      thicknessMm: thickness === undefined ? null : Math.round(thickness * units.length.toSI * 1e4) / 10,
    };
  };
  switch (select.type) {
    case W.IFCMATERIALLAYERSETUSAGE: {
      const setId = ref(select.ForLayerSet);
      if (setId === undefined) return { setName: undefined, layers: [] };
      const set = lineOf(api, model, setId);
      return { setName: text(set.LayerSetName), layers: refs(set.MaterialLayers).map(layer) };
    }
    case W.IFCMATERIALLAYERSET:
      return { setName: text(select.LayerSetName), layers: refs(select.MaterialLayers).map(layer) };
    case W.IFCMATERIAL:
      return { setName: undefined, layers: [{ material: text(select.Name) ?? 'Unnamed material', thicknessMm: null }] };
    case W.IFCMATERIALLIST:
      return {
        setName: undefined,
        layers: refs(select.Materials).map((m) => ({
          material: text(lineOf(api, model, m).Name) ?? 'Unnamed material',
          thicknessMm: null,
        })),
      };
    default:
      return { setName: undefined, layers: [] };
  }
}
