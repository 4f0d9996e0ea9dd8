import { ifcHouse } from './ifc-house';

/*
 * Files a model upload must refuse with a 400 naming what is wrong: not IFC at all, cut off, of a
 * schema the take-off does not read, with entity numbers that would make the reader size its
 * tables beyond reason, nested without end, or an IFC file with nothing to take off.
 */

export interface HostileModel {
  why: string;
  name: string;
  bytes: Uint8Array;
  /** What the refusal's message says. */
  says: RegExp;
}

const text = (value: string) => new TextEncoder().encode(value);

const HEADER = (schema: string) =>
  [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION((''),'2;1');",
    "FILE_NAME('x.ifc','2026-01-01T00:00:00',(''),(''),'','','');",
    `FILE_SCHEMA(('${schema}'));`,
    'ENDSEC;',
    'DATA;',
  ].join('\n');
const END = '\nENDSEC;\nEND-ISO-10303-21;\n';

export function hostileModels(): HostileModel[] {
  const house = ifcHouse({ schema: 'IFC4', baseQuantities: true });
  const cut = house.slice(0, Math.floor(house.length / 2));
  return [
    { why: 'plain text', name: 'notes.ifc', bytes: text('These are not the drawings.'), says: /not an IFC model/ },
    {
      why: 'a PNG image',
      name: 'plan.ifc',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      says: /not an IFC model/,
    },
    { why: 'an empty file', name: 'empty.ifc', bytes: new Uint8Array(0), says: /empty/ },
    { why: 'cut off mid-entity', name: 'cut.ifc', bytes: text(cut), says: /cut off/ },
    {
      why: 'a schema the take-off does not read',
      name: 'bridge.ifc',
      bytes: text(house.replace("FILE_SCHEMA(('IFC4'));", "FILE_SCHEMA(('IFC4X3_ADD2'));")),
      says: /schema is IFC4X3_ADD2/,
    },
    {
      why: 'no schema',
      name: 'noschema.ifc',
      bytes: text(house.replace(/FILE_SCHEMA.*\n/, '')),
      says: /no IFC schema/,
    },
    {
      why: 'an entity number far beyond any model',
      name: 'huge.ifc',
      bytes: text(
        `${HEADER('IFC4')}\n#1=IFCCARTESIANPOINT((0.,0.,0.));\n#999999999999=IFCDIRECTION((1.,0.,0.));${END}`,
      ),
      says: /numbered beyond/,
    },
    {
      why: 'a list nested a hundred thousand deep',
      name: 'nested.ifc',
      bytes: text(`${HEADER('IFC4')}\n#1=IFCCARTESIANPOINT(${'('.repeat(100_000)}0.${')'.repeat(100_000)});${END}`),
      says: /nests lists more than 32 deep/,
    },
    {
      why: 'an IFC file with no walls, slabs or roofs',
      name: 'point.ifc',
      bytes: text(`${HEADER('IFC4')}\n#1=IFCCARTESIANPOINT((0.,0.,0.));${END}`),
      says: /nothing to take off/,
    },
    { why: 'no entities', name: 'blank.ifc', bytes: text(`${HEADER('IFC2X3')}${END}`), says: /no entities/ },
    { why: 'a compressed model', name: 'house.ifczip', bytes: text(house), says: /Compressed models/ },
    { why: 'another kind of file', name: 'house.dwg', bytes: text(house), says: /must be an IFC model/ },
  ];
}
