/*
 * A small writer of IFC STEP physical files (ISO 10303-21) for the take-off tests: entities are
 * appended one a line and numbered in order, so a test model is plain text a reader can check.
 */

export type IfcSchema = 'IFC2X3' | 'IFC4';

/** A STEP value: a reference, a number (REAL unless integer), text, an enumeration, a list, unset. */
export type StepValue = Ref | number | string | Enum | Raw | StepValue[] | null | undefined;

export class Ref {
  constructor(readonly id: number) {}
}
export class Enum {
  constructor(readonly name: string) {}
}
/** Written as it is (a typed value such as IFCBOOLEAN(.T.), the `*` of a derived attribute). */
export class Raw {
  constructor(readonly text: string) {}
}

export const enumOf = (name: string) => new Enum(name);
export const raw = (text: string) => new Raw(text);
export const int = (value: number) => raw(String(Math.trunc(value)));

const real = (value: number) => {
  const text = String(Number(value.toPrecision(12)));
  return /[.eE]/.test(text) ? text.replace(/e/, '.E').replace(/\.\.E/, '.E') : `${text}.`;
};
const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

function write(value: StepValue): string {
  if (value === null || value === undefined) return '$';
  if (value instanceof Ref) return `#${value.id}`;
  if (value instanceof Enum) return `.${value.name}.`;
  if (value instanceof Raw) return value.text;
  if (typeof value === 'number') return real(value);
  if (typeof value === 'string') return text(value);
  return `(${value.map(write).join(',')})`;
}

const GUID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** Entities of one file, each written when added; `ref` gives the reference to one. */
export class StepFile {
  private readonly lines: string[] = [];
  private guids = 0;

  add(type: string, ...attributes: StepValue[]): Ref {
    const ref = new Ref(this.lines.length + 1);
    this.lines.push(`#${ref.id}=${type.toUpperCase()}(${attributes.map(write).join(',')});`);
    return ref;
  }

  /** A unique, deterministic 22-character GlobalId. */
  guid(): string {
    let n = ++this.guids;
    let id = '';
    for (let i = 0; i < 22; i++) {
      id = GUID_ALPHABET[n % 64]! + id;
      n = Math.floor(n / 64);
    }
    return id;
  }

  /** The whole file, with its header naming the file, the authoring application and the schema. */
  text(options: { schema: IfcSchema; fileName: string; application: string }): string {
    return [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');",
      `FILE_NAME(${text(options.fileName)},'2026-01-01T00:00:00',('Embodied tests'),('Embodied'),'',${text(options.application)},'');`,
      `FILE_SCHEMA(('${options.schema}'));`,
      'ENDSEC;',
      'DATA;',
      ...this.lines,
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n');
  }
}
