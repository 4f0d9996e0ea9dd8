import type { IfcSchema, Ref, StepValue } from '../test/support/ifc-step';
import { enumOf } from '../test/support/ifc-step';
import { ModelWriter, type P3 } from './ifc-model-writer';

/*
 * The bench's model: a terrace of townhouses written as IFC, the size of a real exported house model
 * (about 2.5 MB and 40,000 entities with the defaults), deterministic (the same text every run).
 * It is written with the test suite's STEP writer (test/support/ifc-step.ts) and has what exported
 * models have: storeys, external, party and internal walls with types, material layers, property
 * sets and base quantities, windows and doors in openings with frame materials, floor slabs, gable
 * roof planes, true north turned 20°, and the elements the take-off skips (columns, stairs, railings)
 * and furniture drawn as faceted solids (most of an exported model's entities are such geometry).
 * One unit in four has no base quantities (as if copied in from a Revit export), so the take-off
 * measures those walls and slabs on their meshes.
 */

export interface TerraceOptions {
  schema?: IfcSchema;
  /** Townhouses in the row, each 6 m wide and 12 m deep. */
  units?: number;
  storeys?: number;
  /** Pieces of furniture per unit and storey (each a faceted solid of three boxes). */
  furniture?: number;
}

const W = 6;
const D = 12;
const STOREY = 3;
const WALL_H = 2.7;
const EXT_T = 0.3;
const INT_T = 0.1;
const PITCH = (25 * Math.PI) / 180;

interface WallSpec {
  name: string;
  start: [number, number];
  dir: [number, number];
  length: number;
  thickness: number;
  external: boolean;
  openings: { kind: 'window' | 'door'; offset: number; width: number; height: number; sill: number }[];
}

/** The IFC text of the terrace. */
export function ifcTerrace(options: TerraceOptions = {}): string {
  return new TerraceWriter(options).write();
}

/** One wall of a unit: its kind gives its thickness and whether it faces outside. */
type TerraceWall = WallSpec & { kind: 'external' | 'party' | 'internal' };

function wallSpec(
  kind: TerraceWall['kind'],
  name: string,
  start: [number, number],
  dir: [number, number],
  length: number,
  openings: WallSpec['openings'],
): TerraceWall {
  const thickness = kind === 'internal' ? INT_T : EXT_T;
  return { kind, name, start, dir, length, thickness, external: kind === 'external', openings };
}

class TerraceWriter extends ModelWriter {
  private readonly units: number;
  private readonly storeys: number;
  private readonly furniture: number;
  private contained: Ref[][] = [];

  constructor(options: TerraceOptions) {
    super((options.schema ?? 'IFC4') === 'IFC4');
    this.units = options.units ?? 14;
    this.storeys = options.storeys ?? 3;
    this.furniture = options.furniture ?? 5;
  }

  write(): string {
    const storeys = this.spatial('Terrace', this.storeys, STOREY);
    this.contained = storeys.map(() => []);
    const types = this.wallTypes();
    for (let u = 0; u < this.units; u++) {
      storeys.forEach((s, level) => this.storeyOfUnit(u, level, s.place, types));
      this.roof(u, storeys[storeys.length - 1]!.place);
    }
    storeys.forEach((s, i) => this.rel('IFCRELCONTAINEDINSPATIALSTRUCTURE', this.contained[i], s.storey));
    for (const { type, usage, walls } of Object.values(types)) {
      if (walls.length === 0) continue;
      this.rel('IFCRELDEFINESBYTYPE', walls, type);
      this.rel('IFCRELASSOCIATESMATERIAL', walls, usage);
    }
    return this.f.text({
      schema: this.ifc4 ? 'IFC4' : 'IFC2X3',
      fileName: 'terrace.ifc',
      application: 'Embodied IFC terrace generator',
    });
  }

  private wallTypes() {
    const type = (name: string) =>
      this.f.add('IFCWALLTYPE', this.f.guid(), this.oh, name, null, null, null, null, null, null, enumOf('STANDARD'));
    const make = (name: string, layers: [string, number][]) => ({
      type: type(name),
      usage: this.layerUsage(name, layers),
      walls: [] as Ref[],
    });
    return {
      external: make('Brick veneer 270', [
        ['Clay brick', 0.11],
        ['Cavity', 0.05],
        ['Timber stud', 0.09],
        ['Plasterboard', 0.04],
      ]),
      party: make('Party wall 300', [
        ['Concrete block', 0.19],
        ['Cavity', 0.05],
        ['Plasterboard', 0.06],
      ]),
      internal: make('Stud partition 90', [
        ['Plasterboard', 0.005],
        ['Timber stud', 0.09],
        ['Plasterboard', 0.005],
      ]),
    };
  }

  /** One storey of one townhouse: its walls (with their openings), floor, stair, furniture and columns. */
  private storeyOfUnit(u: number, level: number, storeyPlace: Ref, types: ReturnType<TerraceWriter['wallTypes']>) {
    const x0 = u * W;
    const withQ = u % 4 !== 3;
    const win = (offset: number, width: number) => ({ kind: 'window' as const, offset, width, height: 1.5, sill: 0.9 });
    const front =
      level === 0
        ? [{ kind: 'door' as const, offset: 0.8, width: 0.9, height: 2.1, sill: 0 }, win(3, 2.1)]
        : [win(0.8, 1.8), win(3.4, 1.8)];
    const specs: TerraceWall[] = [
      wallSpec('external', 'front', [x0, 0], [1, 0], W, front),
      wallSpec('external', 'back', [x0 + W, D], [-1, 0], W, [win(1, 2.4), win(4, 1.2)]),
      wallSpec(u === 0 ? 'external' : 'party', 'side', [x0, D], [0, -1], D, []),
      wallSpec('internal', 'hall', [x0 + 2, 0], [0, 1], 5, [
        { kind: 'door', offset: 3.5, width: 0.82, height: 2.04, sill: 0 },
      ]),
      wallSpec('internal', 'cross', [x0, 5], [1, 0], W, [
        { kind: 'door', offset: 2.6, width: 0.82, height: 2.04, sill: 0 },
      ]),
      wallSpec('internal', 'bath', [x0 + 4, 5], [0, 1], 3, []),
    ];
    if (u === this.units - 1) specs.push(wallSpec('external', 'end', [x0 + W, 0], [0, 1], D, [win(5, 1.2)]));
    for (const spec of specs)
      types[spec.kind].walls.push(this.wall(`U${u + 1} L${level} ${spec.name}`, storeyPlace, level, spec, withQ));
    this.slab(u, level, storeyPlace, withQ);
    this.others(u, level, storeyPlace);
  }

  private wall(name: string, storeyPlace: Ref, level: number, s: WallSpec, withQ: boolean) {
    const place = this.placement(storeyPlace, [s.start[0], s.start[1], 0], [s.dir[0], s.dir[1], 0]);
    const shape = this.box(s.length / 2, 0, s.length, s.thickness, WALL_H);
    const wall = this.element(
      this.ifc4 ? 'IFCWALL' : 'IFCWALLSTANDARDCASE',
      name,
      place,
      shape,
      [enumOf(this.ifc4 ? 'SOLIDWALL' : 'STANDARD')],
      [],
    );
    this.contained[level]!.push(wall);
    const b = (v: boolean) => `IFCBOOLEAN(.${v ? 'T' : 'F'}.)`;
    this.pset(wall, 'Pset_WallCommon', [
      ['Reference', `IFCIDENTIFIER('${s.external ? 'EXT' : 'INT'}-${s.thickness * 1000}')`],
      ['IsExternal', b(s.external)],
      ['LoadBearing', b(s.thickness > 0.2)],
      ['FireRating', "IFCLABEL('FRL 60/60/60')"],
      ['ThermalTransmittance', `IFCTHERMALTRANSMITTANCEMEASURE(${s.external ? '0.35' : '1.9'})`],
    ]);
    this.pset(wall, 'Identity Data', [
      ['Renovation Status', "IFCLABEL('New')"],
      ['Element ID', `IFCLABEL('${name}')`],
      ['Layer', "IFCLABEL('A-WALL')"],
    ]);
    this.pset(wall, 'Constraints', [
      ['Base Constraint', `IFCLABEL('Level ${level}')`],
      ['Base Offset', 'IFCLENGTHMEASURE(0.)'],
      ['Top Constraint', `IFCLABEL('Up to level: Level ${level + 1}')`],
      ['Unconnected Height', `IFCLENGTHMEASURE(${WALL_H})`],
      ['Location Line', "IFCLABEL('Wall Centreline')"],
      ['Room Bounding', 'IFCBOOLEAN(.T.)'],
    ]);
    const openingArea = s.openings.reduce((sum, o) => sum + o.width * o.height, 0);
    this.quantities(withQ, 'Qto_WallBaseQuantities', wall, [
      ['Length', 'length', s.length],
      ['Height', 'length', WALL_H],
      ['Width', 'length', s.thickness],
      ['GrossSideArea', 'area', s.length * WALL_H],
      ['NetSideArea', 'area', s.length * WALL_H - openingArea],
    ]);
    for (const o of s.openings) this.opening(wall, place, level, o, s.thickness, withQ);
    return wall;
  }

  private opening(
    wall: Ref,
    wallPlace: Ref,
    level: number,
    o: WallSpec['openings'][number],
    thickness: number,
    withQ: boolean,
  ) {
    const place = this.placement(wallPlace, [0, 0, 0]);
    const shape = this.box(o.offset + o.width / 2, 0, o.width, thickness + 0.2, o.height, o.sill);
    const opening = this.element('IFCOPENINGELEMENT', `Opening ${o.kind}`, place, shape, [enumOf('OPENING')], []);
    this.rel('IFCRELVOIDSELEMENT', wall, opening);
    const fillPlace = this.placement(place, [o.offset, 0, o.sill]);
    const isWindow = o.kind === 'window';
    const frame = this.box(o.width / 2, 0, o.width, 0.07, o.height);
    const sizes = [o.height, o.width];
    const type = isWindow ? 'IFCWINDOW' : 'IFCDOOR';
    const extra = [...sizes, enumOf(isWindow ? 'WINDOW' : 'DOOR'), enumOf('NOTDEFINED'), null];
    const fill = this.element(type, isWindow ? 'Window' : 'Door', fillPlace, frame, extra, sizes);
    this.contained[level]!.push(fill);
    this.rel('IFCRELFILLSELEMENT', opening, fill);
    this.rel('IFCRELASSOCIATESMATERIAL', [fill], this.material(isWindow ? 'Aluminium' : 'Timber'));
    this.pset(fill, isWindow ? 'Pset_WindowCommon' : 'Pset_DoorCommon', [
      ['IsExternal', `IFCBOOLEAN(.${isWindow ? 'T' : 'F'}.)`],
      ['ThermalTransmittance', 'IFCTHERMALTRANSMITTANCEMEASURE(4.2)'],
      ['GlazingAreaFraction', 'IFCPOSITIVERATIOMEASURE(0.8)'],
    ]);
    this.pset(fill, 'Dimensions', [
      ['Rough Width', `IFCLENGTHMEASURE(${o.width + 0.02})`],
      ['Rough Height', `IFCLENGTHMEASURE(${o.height + 0.02})`],
      ['Sill Height', `IFCLENGTHMEASURE(${o.sill})`],
      ['Head Height', `IFCLENGTHMEASURE(${o.sill + o.height})`],
    ]);
    this.quantities(withQ, isWindow ? 'Qto_WindowBaseQuantities' : 'Qto_DoorBaseQuantities', fill, [
      ['Width', 'length', o.width],
      ['Height', 'length', o.height],
      ['Area', 'area', o.width * o.height],
    ]);
  }

  private slab(u: number, level: number, storeyPlace: Ref, withQ: boolean) {
    const place = this.placement(storeyPlace, [u * W, 0, 0]);
    const slab = this.element('IFCSLAB', `U${u + 1} L${level} floor`, place, this.box(W / 2, D / 2, W, D, 0.2, -0.2), [
      enumOf(level === 0 ? 'BASESLAB' : 'FLOOR'),
    ]);
    this.contained[level]!.push(slab);
    this.rel('IFCRELASSOCIATESMATERIAL', [slab], this.material(level === 0 ? 'Concrete 25 MPa' : 'Timber joists'));
    this.quantities(withQ, 'Qto_SlabBaseQuantities', slab, [
      ['Depth', 'length', 0.2],
      ['GrossArea', 'area', W * D],
      ['NetArea', 'area', W * D],
    ]);
  }

  /** What the take-off skips: a stair, a railing and two columns; and furniture as faceted solids. */
  private others(u: number, level: number, storeyPlace: Ref) {
    const x0 = u * W;
    const add = (type: string, name: string, shape: Ref, extra: StepValue[], ifc2x3: StepValue[] = []) => {
      const el = this.element(type, name, this.placement(storeyPlace, [x0, 0, 0]), shape, extra, ifc2x3);
      this.contained[level]!.push(el);
    };
    if (level < this.storeys - 1) {
      add(
        'IFCSTAIR',
        'Stair',
        this.box(1, 8, 1, 3, STOREY),
        [enumOf('STRAIGHT_RUN_STAIR')],
        [enumOf('STRAIGHT_RUN_STAIR')],
      );
      add('IFCRAILING', 'Balustrade', this.box(1.5, 8, 0.05, 3, 1), [enumOf('BALUSTRADE')], [enumOf('BALUSTRADE')]);
    }
    for (const cx of [0.2, W - 0.2])
      add('IFCCOLUMN', 'Post', this.box(cx, 0.2, 0.2, 0.2, WALL_H), [enumOf('COLUMN')], []);
    for (let i = 0; i < this.furniture; i++) {
      const at: P3 = [0.5 + (i % 3) * 1.7, 6 + Math.floor(i / 3) * 2, 0];
      const turn = ((u * 7 + level * 3 + i) % 12) * 0.1309;
      const parts = [
        this.brep(at, [1.2, 0.6, 0.05], turn),
        this.brep([at[0], at[1], 0.7], [1.2, 0.6, 0.05], turn),
        this.brep([at[0], at[1], 0], [0.05, 0.05, 0.7], turn),
      ];
      add('IFCFURNISHINGELEMENT', `Furniture ${i + 1}`, this.shape(parts, 'Brep'), [], []);
    }
  }

  private roof(u: number, topPlace: Ref) {
    const roofPlace = this.placement(topPlace, [u * W, 0, 0]);
    const roof = this.element(
      'IFCROOF',
      `U${u + 1} roof`,
      roofPlace,
      null,
      [enumOf('GABLE_ROOF')],
      [enumOf('GABLE_ROOF')],
    );
    this.contained[this.contained.length - 1]!.push(roof);
    const slope = D / 2 / Math.cos(PITCH);
    const planes: { at: P3; y: P3; x: P3 }[] = [
      { at: [0, 0, WALL_H], y: [0, Math.cos(PITCH), Math.sin(PITCH)], x: [1, 0, 0] },
      { at: [W, D, WALL_H], y: [0, -Math.cos(PITCH), Math.sin(PITCH)], x: [-1, 0, 0] },
    ];
    const parts = planes.map(({ at, y, x }, i) => {
      const z: P3 = [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]];
      const axis = this.f.add(
        'IFCAXIS2PLACEMENT3D',
        this.point(...at),
        this.f.add('IFCDIRECTION', z),
        this.direction(...x),
      );
      const place = this.f.add('IFCLOCALPLACEMENT', roofPlace, axis);
      const slab = this.element(
        'IFCSLAB',
        `U${u + 1} roof plane ${i + 1}`,
        place,
        this.box(W / 2, slope / 2, W, slope, 0.15),
        [enumOf('ROOF')],
      );
      this.quantities(u % 4 !== 3, 'Qto_SlabBaseQuantities', slab, [['NetArea', 'area', W * slope]]);
      return slab;
    });
    this.rel('IFCRELAGGREGATES', roof, parts);
    this.rel('IFCRELASSOCIATESMATERIAL', [roof, ...parts], this.material('Colorbond steel'));
  }
}
