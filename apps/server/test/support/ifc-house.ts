import { enumOf, int, raw, StepFile, type IfcSchema, type Ref, type StepValue } from './ifc-step';

/*
 * A two-storey test house written as IFC, so that every quantity the take-off reads is known
 * exactly. Plan 10 m (x) × 8 m (y), wall centre lines on its edges; each storey has four external
 * walls 0.3 m thick and one internal wall (x = 5 m, 8 m long, 0.1 m thick), 2.7 m high; storeys at
 * 0 m and 3 m; a floor slab per storey (10 × 8 m); a gable roof of two planes pitched 30°, each
 * 10 m × (4 m / cos 30°). The model's y axis is project north; true north is `trueNorth` (degrees
 * the model's y axis is turned clockwise from true north, so 90 puts true north on the model's −x).
 */

export interface HouseOptions {
  schema: IfcSchema;
  /** Write Qto_*BaseQuantities (and the IFC2X3 'BaseQuantities' sets) beside the geometry. */
  baseQuantities?: boolean;
  /** Length unit of the model: metres, or millimetres (areas stay m², as exporters write them). */
  unit?: 'm' | 'mm';
  trueNorth?: number;
  /** Write Pset_WallCommon.IsExternal on every wall (else the reader must judge by position). */
  isExternal?: boolean;
  fileName?: string;
}

export const HOUSE = {
  width: 10,
  depth: 8,
  wallHeight: 2.7,
  storeyHeight: 3,
  externalThickness: 0.3,
  internalThickness: 0.1,
  roofPitchDegrees: 30,
  /** Openings (width × height m, sill m) by storey and wall. */
  openings: [
    { storey: 0, wall: 'south', kind: 'window', width: 2.4, height: 1.5, sill: 0.9, offset: 1 },
    { storey: 0, wall: 'south', kind: 'door', width: 0.9, height: 2.1, sill: 0, offset: 6 },
    { storey: 0, wall: 'north', kind: 'window', width: 1.2, height: 1.2, sill: 1, offset: 3 },
    { storey: 1, wall: 'east', kind: 'window', width: 1, height: 1.2, sill: 1, offset: 3 },
    { storey: 1, wall: 'west', kind: 'window', width: 1, height: 1.2, sill: 1, offset: 3 },
    { storey: 1, wall: 'north', kind: 'window', width: 1.8, height: 1.2, sill: 1, offset: 2 },
  ],
} as const;

type Side = 'south' | 'east' | 'north' | 'west';
const SIDES: readonly { side: Side; start: [number, number]; dir: [number, number]; length: number }[] = [
  { side: 'south', start: [0, 0], dir: [1, 0], length: HOUSE.width },
  { side: 'east', start: [HOUSE.width, 0], dir: [0, 1], length: HOUSE.depth },
  { side: 'north', start: [HOUSE.width, HOUSE.depth], dir: [-1, 0], length: HOUSE.width },
  { side: 'west', start: [0, HOUSE.depth], dir: [0, -1], length: HOUSE.depth },
];

/** The quantities the house has, in m and m² (what the take-off must answer). */
export function houseQuantities() {
  const opening = (o: (typeof HOUSE.openings)[number]) => o.width * o.height;
  const gross = 2 * (HOUSE.width + HOUSE.depth) * HOUSE.wallHeight * 2;
  const openings = HOUSE.openings.reduce((sum, o) => sum + opening(o), 0);
  const slope = HOUSE.depth / 2 / Math.cos((HOUSE.roofPitchDegrees * Math.PI) / 180);
  return {
    groundFloorArea: HOUSE.width * HOUSE.depth,
    firstFloorArea: HOUSE.width * HOUSE.depth,
    externalWallGrossArea: gross,
    externalWallArea: gross - openings,
    internalWallArea: 2 * HOUSE.depth * HOUSE.wallHeight,
    windowArea: HOUSE.openings.filter((o) => o.kind === 'window').reduce((sum, o) => sum + opening(o), 0),
    doorArea: HOUSE.openings.filter((o) => o.kind === 'door').reduce((sum, o) => sum + opening(o), 0),
    roofArea: 2 * HOUSE.width * slope,
    /** Net external wall area by the side it faces (model north = true north unless turned). */
    externalBySide: Object.fromEntries(
      SIDES.map(({ side, length }) => [
        side,
        2 * length * HOUSE.wallHeight -
          HOUSE.openings.filter((o) => o.wall === side).reduce((sum, o) => sum + opening(o), 0),
      ]),
    ) as Record<Side, number>,
  };
}

/** The IFC text of the house. */
export function ifcHouse(options: HouseOptions): string {
  return new HouseWriter(options).write();
}

class HouseWriter {
  private readonly f = new StepFile();
  private readonly ifc4: boolean;
  private readonly scale: number;
  private readonly contained: Ref[][] = [[], []];
  private oh!: Ref;
  private ctx!: Ref;
  private zAxis!: Ref;
  private xAxis!: Ref;

  constructor(private readonly options: HouseOptions) {
    this.ifc4 = options.schema === 'IFC4';
    this.scale = options.unit === 'mm' ? 1000 : 1;
  }

  private L = (metres: number) => metres * this.scale;
  private point = (...coords: number[]) => this.f.add('IFCCARTESIANPOINT', coords.map(this.L));
  private direction = (...ratios: number[]) => this.f.add('IFCDIRECTION', ratios);
  private rel = (type: string, ...rest: StepValue[]) => this.f.add(type, this.f.guid(), this.oh, null, null, ...rest);

  private placement(relTo: Ref | null, at: [number, number, number], x: [number, number, number] = [1, 0, 0]) {
    const axis = this.f.add('IFCAXIS2PLACEMENT3D', this.point(...at), this.zAxis, this.direction(...x));
    return this.f.add('IFCLOCALPLACEMENT', relTo, axis);
  }

  /** A Body representation: a rectangle (centred at cx, cy) extruded by `depth` along z, from z0. */
  private box(cx: number, cy: number, xDim: number, yDim: number, depth: number, z0 = 0) {
    const pos2 = this.f.add('IFCAXIS2PLACEMENT2D', this.f.add('IFCCARTESIANPOINT', [this.L(cx), this.L(cy)]), null);
    const profile = this.f.add('IFCRECTANGLEPROFILEDEF', enumOf('AREA'), null, pos2, this.L(xDim), this.L(yDim));
    const pos3 = this.f.add('IFCAXIS2PLACEMENT3D', this.point(0, 0, z0), null, null);
    const solid = this.f.add('IFCEXTRUDEDAREASOLID', profile, pos3, this.zAxis, this.L(depth));
    const shape = this.f.add('IFCSHAPEREPRESENTATION', this.ctx, 'Body', 'SweptSolid', [solid]);
    return this.f.add('IFCPRODUCTDEFINITIONSHAPE', null, null, [shape]);
  }

  /** An element: 9 attributes in IFC4 (with PredefinedType), `ifc2x3Count` in IFC2X3. */
  private element(type: string, name: string, place: Ref, shape: Ref | null, extra: StepValue[], ifc2x3Extra = extra) {
    const tail = this.ifc4 ? extra : ifc2x3Extra;
    return this.f.add(type, this.f.guid(), this.oh, name, null, null, place, shape, null, ...tail);
  }

  private header() {
    const f = this.f;
    const person = f.add('IFCPERSON', null, 'Tester', null, null, null, null, null, null);
    const org = f.add('IFCORGANIZATION', null, 'Embodied', null, null, null);
    const user = f.add('IFCPERSONANDORGANIZATION', person, org, null);
    const app = f.add('IFCAPPLICATION', org, '1.0', 'Embodied IFC house generator', 'embodied-tests');
    this.oh = f.add('IFCOWNERHISTORY', user, app, null, enumOf('ADDED'), null, null, null, int(1767225600));
    const lengthUnit = f.add(
      'IFCSIUNIT',
      raw('*'),
      enumOf('LENGTHUNIT'),
      this.scale === 1 ? null : enumOf('MILLI'),
      enumOf('METRE'),
    );
    const areaUnit = f.add('IFCSIUNIT', raw('*'), enumOf('AREAUNIT'), null, enumOf('SQUARE_METRE'));
    const angleUnit = f.add('IFCSIUNIT', raw('*'), enumOf('PLANEANGLEUNIT'), null, enumOf('RADIAN'));
    const units = f.add('IFCUNITASSIGNMENT', [lengthUnit, areaUnit, angleUnit]);
    this.zAxis = this.direction(0, 0, 1);
    this.xAxis = this.direction(1, 0, 0);
    const world = f.add('IFCAXIS2PLACEMENT3D', this.point(0, 0, 0), this.zAxis, this.xAxis);
    const turn = ((this.options.trueNorth ?? 0) * Math.PI) / 180;
    // True north in model coordinates: the model's y axis turned back by `trueNorth` (clockwise angle).
    const north = this.direction(Number(Math.sin(-turn).toFixed(12)), Number(Math.cos(turn).toFixed(12)));
    this.ctx = f.add('IFCGEOMETRICREPRESENTATIONCONTEXT', null, 'Model', int(3), 1e-5, world, north);
    return f.add('IFCPROJECT', f.guid(), this.oh, 'Test house', null, null, null, null, [this.ctx], units);
  }

  write(): string {
    const f = this.f;
    const project = this.header();
    const sitePlace = this.placement(null, [0, 0, 0]);
    const site = f.add(
      'IFCSITE',
      f.guid(),
      this.oh,
      'Site',
      null,
      null,
      sitePlace,
      null,
      null,
      enumOf('ELEMENT'),
      null,
      null,
      null,
      null,
      null,
    );
    const buildingPlace = this.placement(sitePlace, [0, 0, 0]);
    const building = f.add(
      'IFCBUILDING',
      f.guid(),
      this.oh,
      'House',
      null,
      null,
      buildingPlace,
      null,
      null,
      enumOf('ELEMENT'),
      null,
      null,
      null,
    );
    const storeys = [0, 1].map((i) => {
      const place = this.placement(buildingPlace, [0, 0, i * HOUSE.storeyHeight]);
      const name = i === 0 ? 'Ground floor' : 'First floor';
      const storey = f.add(
        'IFCBUILDINGSTOREY',
        f.guid(),
        this.oh,
        name,
        null,
        null,
        place,
        null,
        null,
        enumOf('ELEMENT'),
        this.L(i * HOUSE.storeyHeight),
      );
      return { storey, place };
    });
    this.rel('IFCRELAGGREGATES', project, [site]);
    this.rel('IFCRELAGGREGATES', site, [building]);
    this.rel(
      'IFCRELAGGREGATES',
      building,
      storeys.map((s) => s.storey),
    );
    this.walls(storeys.map((s) => s.place));
    this.slabs(storeys.map((s) => s.place));
    this.roof(storeys[1]!.place);
    storeys.forEach((s, i) => this.rel('IFCRELCONTAINEDINSPATIALSTRUCTURE', this.contained[i], s.storey));
    return f.text({
      schema: this.options.schema,
      fileName: this.options.fileName ?? 'house.ifc',
      application: 'Embodied IFC house generator',
    });
  }

  private material(name: string) {
    return this.ifc4 ? this.f.add('IFCMATERIAL', name, null, null) : this.f.add('IFCMATERIAL', name);
  }

  private layerSet(name: string, layers: [string, number][]) {
    const made = layers.map(([material, t]) =>
      this.ifc4
        ? this.f.add('IFCMATERIALLAYER', this.material(material), this.L(t), null, material, null, null, null)
        : this.f.add('IFCMATERIALLAYER', this.material(material), this.L(t), null),
    );
    const set = this.ifc4
      ? this.f.add('IFCMATERIALLAYERSET', made, name, null)
      : this.f.add('IFCMATERIALLAYERSET', made, name);
    const usage = [set, enumOf('AXIS2'), enumOf('POSITIVE'), this.L(-layers.reduce((s, [, t]) => s + t, 0) / 2)];
    return this.f.add('IFCMATERIALLAYERSETUSAGE', ...usage, ...(this.ifc4 ? [null] : []));
  }

  private quantities(name: string, owner: Ref, values: [string, 'length' | 'area', number][]) {
    if (!this.options.baseQuantities) return;
    const qs = values.map(([q, kind, v]) => {
      const type = kind === 'length' ? 'IFCQUANTITYLENGTH' : 'IFCQUANTITYAREA';
      const value = kind === 'length' ? this.L(v) : v;
      return this.ifc4 ? this.f.add(type, q, null, null, value, null) : this.f.add(type, q, null, null, value);
    });
    const setName = this.ifc4 ? name : 'BaseQuantities';
    const set = this.f.add('IFCELEMENTQUANTITY', this.f.guid(), this.oh, setName, null, null, qs);
    this.rel('IFCRELDEFINESBYPROPERTIES', [owner], set);
  }

  private isExternal(wall: Ref, external: boolean) {
    if (this.options.isExternal === false) return;
    const prop = this.f.add(
      'IFCPROPERTYSINGLEVALUE',
      'IsExternal',
      null,
      raw(`IFCBOOLEAN(.${external ? 'T' : 'F'}.)`),
      null,
    );
    const pset = this.f.add('IFCPROPERTYSET', this.f.guid(), this.oh, 'Pset_WallCommon', null, [prop]);
    this.rel('IFCRELDEFINESBYPROPERTIES', [wall], pset);
  }

  private walls(storeyPlaces: Ref[]) {
    const wallType = (name: string) =>
      this.f.add('IFCWALLTYPE', this.f.guid(), this.oh, name, null, null, null, null, null, null, enumOf('STANDARD'));
    const external = wallType('Brick veneer 270');
    const internal = wallType('Stud partition 90');
    const externalLayers = this.layerSet('Brick veneer 270', [
      ['Clay brick', 0.11],
      ['Cavity', 0.05],
      ['Timber stud', 0.09],
      ['Gipskarton', 0.05],
    ]);
    const internalLayers = this.layerSet('Stud partition 90', [
      ['Plasterboard', 0.005],
      ['Timber stud', 0.09],
      ['Plasterboard', 0.005],
    ]);
    const externalWalls: Ref[] = [];
    const internalWalls: Ref[] = [];
    storeyPlaces.forEach((storeyPlace, storey) => {
      for (const side of SIDES) {
        const wall = this.wall(
          storeyPlace,
          storey,
          side.side,
          side.start,
          side.dir,
          side.length,
          HOUSE.externalThickness,
          true,
        );
        externalWalls.push(wall);
      }
      internalWalls.push(
        this.wall(storeyPlace, storey, 'internal', [5, 0], [0, 1], HOUSE.depth, HOUSE.internalThickness, false),
      );
    });
    this.rel('IFCRELDEFINESBYTYPE', externalWalls, external);
    this.rel('IFCRELDEFINESBYTYPE', internalWalls, internal);
    this.rel('IFCRELASSOCIATESMATERIAL', externalWalls, externalLayers);
    this.rel('IFCRELASSOCIATESMATERIAL', internalWalls, internalLayers);
  }

  private wall(
    storeyPlace: Ref,
    storey: number,
    side: Side | 'internal',
    start: [number, number],
    dir: [number, number],
    length: number,
    thickness: number,
    external: boolean,
  ) {
    const place = this.placement(storeyPlace, [start[0], start[1], 0], [dir[0], dir[1], 0]);
    const shape = this.box(length / 2, 0, length, thickness, HOUSE.wallHeight);
    const type = this.ifc4 ? 'IFCWALL' : 'IFCWALLSTANDARDCASE';
    const name = `${storey === 0 ? 'GF' : 'FF'} ${side} wall`;
    const wall = this.element(type, name, place, shape, [enumOf(this.ifc4 ? 'SOLIDWALL' : 'STANDARD')], []);
    this.contained[storey]!.push(wall);
    this.isExternal(wall, external);
    const openings = HOUSE.openings.filter((o) => o.storey === storey && o.wall === side);
    const openingArea = openings.reduce((s, o) => s + o.width * o.height, 0);
    this.quantities('Qto_WallBaseQuantities', wall, [
      ['Length', 'length', length],
      ['Height', 'length', HOUSE.wallHeight],
      ['Width', 'length', thickness],
      ['GrossSideArea', 'area', length * HOUSE.wallHeight],
      ['NetSideArea', 'area', length * HOUSE.wallHeight - openingArea],
    ]);
    for (const o of openings) this.opening(wall, place, storey, o, thickness);
    return wall;
  }

  private opening(wall: Ref, wallPlace: Ref, storey: number, o: (typeof HOUSE.openings)[number], thickness: number) {
    const place = this.placement(wallPlace, [0, 0, 0]);
    const shape = this.box(o.offset + o.width / 2, 0, o.width, thickness + 0.2, o.height, o.sill);
    const opening = this.element('IFCOPENINGELEMENT', `Opening ${o.kind}`, place, shape, [enumOf('OPENING')], []);
    this.rel('IFCRELVOIDSELEMENT', wall, opening);
    const fillPlace = this.placement(place, [o.offset, 0, o.sill]);
    const isWindow = o.kind === 'window';
    const type = isWindow ? 'IFCWINDOW' : 'IFCDOOR';
    const sizes = [this.L(o.height), this.L(o.width)];
    const fill = this.element(
      type,
      isWindow ? 'Window' : 'Door',
      fillPlace,
      null,
      [...sizes, enumOf(isWindow ? 'WINDOW' : 'DOOR'), enumOf('NOTDEFINED'), null],
      sizes,
    );
    this.contained[storey]!.push(fill);
    this.rel('IFCRELFILLSELEMENT', opening, fill);
    const frame = isWindow ? (storey === 0 ? 'Aluminium' : 'Holz') : 'Timber';
    this.rel('IFCRELASSOCIATESMATERIAL', [fill], this.material(frame));
    const qto = isWindow ? 'Qto_WindowBaseQuantities' : 'Qto_DoorBaseQuantities';
    this.quantities(qto, fill, [['Area', 'area', o.width * o.height]]);
  }

  private slabs(storeyPlaces: Ref[]) {
    storeyPlaces.forEach((storeyPlace, storey) => {
      const place = this.placement(storeyPlace, [0, 0, 0]);
      const shape = this.box(HOUSE.width / 2, HOUSE.depth / 2, HOUSE.width, HOUSE.depth, 0.2, -0.2);
      const kind = storey === 0 ? 'BASESLAB' : 'FLOOR';
      const slab = this.element('IFCSLAB', `${storey === 0 ? 'Ground' : 'First'} floor slab`, place, shape, [
        enumOf(kind),
      ]);
      this.contained[storey]!.push(slab);
      this.rel('IFCRELASSOCIATESMATERIAL', [slab], this.material(storey === 0 ? 'Beton C25/30' : 'Timber joists'));
      this.quantities('Qto_SlabBaseQuantities', slab, [['NetArea', 'area', HOUSE.width * HOUSE.depth]]);
    });
  }

  private roof(topPlace: Ref) {
    const pitch = (HOUSE.roofPitchDegrees * Math.PI) / 180;
    const slope = HOUSE.depth / 2 / Math.cos(pitch);
    const ridge = HOUSE.wallHeight + (HOUSE.depth / 2) * Math.tan(pitch);
    const roofPlace = this.placement(topPlace, [0, 0, 0]);
    const roof = this.element('IFCROOF', 'Roof', roofPlace, null, [enumOf('GABLE_ROOF')]);
    this.contained[1]!.push(roof);
    const planes = [
      // South plane: from the eave at y = 0 up to the ridge; local x along the eave, local y up the slope.
      { at: [0, 0, HOUSE.wallHeight] as [number, number, number], y: [0, Math.cos(pitch), Math.sin(pitch)] },
      {
        at: [HOUSE.width, HOUSE.depth, HOUSE.wallHeight] as [number, number, number],
        y: [0, -Math.cos(pitch), Math.sin(pitch)],
      },
    ];
    const parts = planes.map(({ at, y }, i) => {
      const x = i === 0 ? [1, 0, 0] : [-1, 0, 0];
      // z = x × y: the plane's upward normal.
      const z = [x[1]! * y[2]! - x[2]! * y[1]!, x[2]! * y[0]! - x[0]! * y[2]!, x[0]! * y[1]! - x[1]! * y[0]!];
      const axis = this.f.add('IFCAXIS2PLACEMENT3D', this.point(...at), this.direction(...z), this.direction(...x));
      const place = this.f.add('IFCLOCALPLACEMENT', roofPlace, axis);
      const shape = this.box(HOUSE.width / 2, slope / 2, HOUSE.width, slope, 0.15);
      const slab = this.element('IFCSLAB', `Roof plane ${i + 1}`, place, shape, [enumOf('ROOF')]);
      this.quantities('Qto_SlabBaseQuantities', slab, [['NetArea', 'area', HOUSE.width * slope]]);
      return slab;
    });
    void ridge;
    this.rel('IFCRELAGGREGATES', roof, parts);
    this.rel('IFCRELASSOCIATESMATERIAL', [roof, ...parts], this.material('Colorbond steel'));
  }
}
