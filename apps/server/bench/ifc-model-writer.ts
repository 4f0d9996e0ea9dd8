import { enumOf, int, raw, StepFile, type Ref, type StepValue } from '../test/support/ifc-step';

/*
 * The parts of an exported IFC model the bench's terrace (ifc-terrace.ts) is built of: placements,
 * extruded and faceted bodies, elements, materials and layer sets, property and quantity sets, and
 * the project's header (units, context with true north). All in metres.
 */

export type P3 = [number, number, number];

/** What an exporter writes in each element's Description (most write something of the kind). */
const DESCRIPTIONS: Record<string, string> = {
  IFCWALL: 'wall, modelled as a layered wall of its type; see the wall schedule for its finishes',
  IFCWALLSTANDARDCASE: 'wall, modelled as a layered wall of its type; see the wall schedule for its finishes',
  IFCOPENINGELEMENT: 'opening cut by the window or door it holds, sized to its rough opening',
  IFCWINDOW: 'aluminium framed window, double glazed, see the window schedule',
  IFCDOOR: 'hinged door in a timber frame, see the door schedule',
  IFCSLAB: 'slab, concrete on ground or a framed floor, see the structural drawings',
  IFCFURNISHINGELEMENT: 'loose furniture from the office library, not part of the contract',
};

export class ModelWriter {
  protected readonly f = new StepFile();
  protected oh!: Ref;
  protected ctx!: Ref;
  protected zAxis!: Ref;
  private readonly dirs = new Map<string, Ref>();
  private readonly materials = new Map<string, Ref>();

  constructor(protected readonly ifc4: boolean) {}

  protected point = (...c: number[]) => this.f.add('IFCCARTESIANPOINT', c);
  protected direction(...r: number[]) {
    const key = r.join(',');
    const known = this.dirs.get(key);
    if (known) return known;
    const made = this.f.add('IFCDIRECTION', r);
    this.dirs.set(key, made);
    return made;
  }
  protected rel = (type: string, ...rest: StepValue[]) => this.f.add(type, this.f.guid(), this.oh, null, null, ...rest);
  protected placement(relTo: Ref | null, at: P3, x: P3 = [1, 0, 0]) {
    const axis = this.f.add('IFCAXIS2PLACEMENT3D', this.point(...at), this.zAxis, this.direction(...x));
    return this.f.add('IFCLOCALPLACEMENT', relTo, axis);
  }
  protected shape(items: Ref[], kind = 'SweptSolid') {
    const rep = this.f.add('IFCSHAPEREPRESENTATION', this.ctx, 'Body', kind, items);
    return this.f.add('IFCPRODUCTDEFINITIONSHAPE', null, null, [rep]);
  }
  /** An extruded rectangle centred at (cx, cy), `depth` up from z0. */
  protected extrusion(cx: number, cy: number, x: number, y: number, depth: number, z0 = 0) {
    const pos2 = this.f.add('IFCAXIS2PLACEMENT2D', this.f.add('IFCCARTESIANPOINT', [cx, cy]), null);
    const profile = this.f.add('IFCRECTANGLEPROFILEDEF', enumOf('AREA'), null, pos2, x, y);
    const pos3 = this.f.add('IFCAXIS2PLACEMENT3D', this.point(0, 0, z0), null, null);
    return this.f.add('IFCEXTRUDEDAREASOLID', profile, pos3, this.zAxis, depth);
  }
  protected box = (cx: number, cy: number, x: number, y: number, depth: number, z0 = 0) =>
    this.shape([this.extrusion(cx, cy, x, y, depth, z0)]);
  /** A box as a faceted solid: 8 points, 6 loops, bounds and faces, a shell (as exporters write furniture). */
  protected brep([x0, y0, z0]: P3, [dx, dy, dz]: P3, turn = 0) {
    const [c, s] = [Math.cos(turn), Math.sin(turn)];
    const p = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const [x, y] = [i & 1 ? dx : 0, i & 2 ? dy : 0];
      return this.point(x0 + c * x - s * y, y0 + s * x + c * y, z0 + (i & 4 ? dz : 0));
    });
    const quads = [
      [0, 2, 3, 1],
      [4, 5, 7, 6],
      [0, 1, 5, 4],
      [2, 6, 7, 3],
      [0, 4, 6, 2],
      [1, 3, 7, 5],
    ];
    const faces = quads.map((q) => {
      const loop = this.f.add(
        'IFCPOLYLOOP',
        q.map((i) => p[i]!),
      );
      return this.f.add('IFCFACE', [this.f.add('IFCFACEOUTERBOUND', loop, raw('.T.'))]);
    });
    return this.f.add('IFCFACETEDBREP', this.f.add('IFCCLOSEDSHELL', faces));
  }
  protected element(type: string, name: string, place: Ref, shape: Ref | null, extra: StepValue[], ifc2x3 = extra) {
    const tag = `${type.slice(3, 7)}-${this.f.guid().slice(-6)}`;
    const description = `${name} (${DESCRIPTIONS[type] ?? 'element'})`;
    return this.f.add(
      type,
      this.f.guid(),
      this.oh,
      name,
      description,
      null,
      place,
      shape,
      tag,
      ...(this.ifc4 ? extra : ifc2x3),
    );
  }
  protected material(name: string) {
    const known = this.materials.get(name);
    if (known) return known;
    const made = this.ifc4 ? this.f.add('IFCMATERIAL', name, null, null) : this.f.add('IFCMATERIAL', name);
    this.materials.set(name, made);
    return made;
  }
  protected layerUsage(name: string, layers: [string, number][]) {
    const made = layers.map(([m, t]) =>
      this.ifc4
        ? this.f.add('IFCMATERIALLAYER', this.material(m), t, null, m, null, null, null)
        : this.f.add('IFCMATERIALLAYER', this.material(m), t, null),
    );
    const set = this.ifc4
      ? this.f.add('IFCMATERIALLAYERSET', made, name, null)
      : this.f.add('IFCMATERIALLAYERSET', made, name);
    const half = -layers.reduce((s, [, t]) => s + t, 0) / 2;
    return this.f.add(
      'IFCMATERIALLAYERSETUSAGE',
      set,
      enumOf('AXIS2'),
      enumOf('POSITIVE'),
      half,
      ...(this.ifc4 ? [null] : []),
    );
  }
  protected quantities(withQ: boolean, name: string, owner: Ref, values: [string, 'length' | 'area', number][]) {
    if (!withQ) return;
    const qs = values.map(([q, kind, v]) => {
      const type = kind === 'length' ? 'IFCQUANTITYLENGTH' : 'IFCQUANTITYAREA';
      return this.ifc4 ? this.f.add(type, q, null, null, v, null) : this.f.add(type, q, null, null, v);
    });
    const set = this.f.add(
      'IFCELEMENTQUANTITY',
      this.f.guid(),
      this.oh,
      this.ifc4 ? name : 'BaseQuantities',
      null,
      null,
      qs,
    );
    this.rel('IFCRELDEFINESBYPROPERTIES', [owner], set);
  }
  protected pset(owner: Ref, name: string, props: [string, string][]) {
    const made = props.map(([n, v]) => this.f.add('IFCPROPERTYSINGLEVALUE', n, null, raw(v), null));
    this.rel(
      'IFCRELDEFINESBYPROPERTIES',
      [owner],
      this.f.add('IFCPROPERTYSET', this.f.guid(), this.oh, name, null, made),
    );
  }

  protected header() {
    const f = this.f;
    const person = f.add('IFCPERSON', null, 'Bench', null, null, null, null, null, null);
    const org = f.add('IFCORGANIZATION', null, 'Embodied', null, null, null);
    const user = f.add('IFCPERSONANDORGANIZATION', person, org, null);
    const app = f.add('IFCAPPLICATION', org, '1.0', 'Embodied IFC terrace generator', 'embodied-bench');
    this.oh = f.add('IFCOWNERHISTORY', user, app, null, enumOf('ADDED'), null, null, null, int(1767225600));
    const units = f.add('IFCUNITASSIGNMENT', [
      f.add('IFCSIUNIT', raw('*'), enumOf('LENGTHUNIT'), null, enumOf('METRE')),
      f.add('IFCSIUNIT', raw('*'), enumOf('AREAUNIT'), null, enumOf('SQUARE_METRE')),
      f.add('IFCSIUNIT', raw('*'), enumOf('PLANEANGLEUNIT'), null, enumOf('RADIAN')),
    ]);
    this.zAxis = this.direction(0, 0, 1);
    const world = f.add('IFCAXIS2PLACEMENT3D', this.point(0, 0, 0), this.zAxis, this.direction(1, 0, 0));
    const turn = (20 * Math.PI) / 180;
    const north = f.add('IFCDIRECTION', [Number(Math.sin(-turn).toFixed(12)), Number(Math.cos(turn).toFixed(12))]);
    this.ctx = f.add('IFCGEOMETRICREPRESENTATIONCONTEXT', null, 'Model', int(3), 1e-5, world, north);
    return f.add('IFCPROJECT', f.guid(), this.oh, 'Bench terrace', null, null, null, null, [this.ctx], units);
  }

  /** Project, site, building and `count` storeys `height` apart (aggregated), with their placements. */
  protected spatial(name: string, count: number, height: number) {
    const f = this.f;
    const project = this.header();
    const spatialElement = (type: string, label: string, place: Ref, tail: StepValue[]) =>
      f.add(type, f.guid(), this.oh, label, null, null, place, null, null, enumOf('ELEMENT'), ...tail);
    const sitePlace = this.placement(null, [0, 0, 0]);
    const site = spatialElement('IFCSITE', 'Site', sitePlace, [null, null, null, null, null]);
    const buildingPlace = this.placement(sitePlace, [0, 0, 0]);
    const building = spatialElement('IFCBUILDING', name, buildingPlace, [null, null, null]);
    const storeys = Array.from({ length: count }, (_, i) => {
      const place = this.placement(buildingPlace, [0, 0, i * height]);
      return { storey: spatialElement('IFCBUILDINGSTOREY', `Level ${i}`, place, [i * height]), place };
    });
    this.rel('IFCRELAGGREGATES', project, [site]);
    this.rel('IFCRELAGGREGATES', site, [building]);
    this.rel(
      'IFCRELAGGREGATES',
      building,
      storeys.map((s) => s.storey),
    );
    return storeys;
  }
}
