import type { ReportBreakdown, ReportChart, SnapshotKind } from '@embodied/contracts';
import { isRecord, numberAt, recordAt, stringAt } from './json-access';

type Element = ReportBreakdown['elements'][number];
type Line = Element['lines'][number];
type Path = Array<string | number>;

const confidence = (v: unknown): 'sourced' | 'estimate' => (v === 'estimate' ? 'estimate' : 'sourced');

function toLine(l: Record<string, unknown>): Line | undefined {
  const kg = numberAt(l, 'kgCO2e');
  const component = stringAt(l, 'component');
  if (kg === undefined || component === undefined) return undefined;
  return {
    component,
    quantity: numberAt(l, 'quantity') ?? 0,
    unit: stringAt(l, 'unit') ?? '',
    factorKey: stringAt(l, 'factorKey') ?? '',
    factor: numberAt(l, 'factor') ?? 0,
    factorUnit: stringAt(l, 'factorUnit') ?? '',
    kgCO2e: kg,
    min: numberAt(l, 'min') ?? kg,
    max: numberAt(l, 'max') ?? kg,
    sourceId: stringAt(l, 'sourceId') ?? '',
    sourceRow: stringAt(l, 'sourceRow') ?? '',
    citation: stringAt(l, 'citation') ?? '',
    confidence: confidence(l.confidence),
    factorConfidence: confidence(l.factorConfidence ?? l.confidence),
    quantityConfidence: confidence(l.quantityConfidence ?? l.confidence),
  };
}

/** An engine BreakdownElement (element, label, kgCO2e, lines[]), else undefined. */
function toElement(e: unknown): Element | undefined {
  if (!isRecord(e) || !Array.isArray(e.lines)) return undefined;
  const label = stringAt(e, 'label');
  const kg = numberAt(e, 'kgCO2e');
  if (label === undefined || kg === undefined) return undefined;
  const lines = e.lines.map((l) => (isRecord(l) ? toLine(l) : undefined));
  if (lines.some((l) => l === undefined)) return undefined;
  return { element: stringAt(e, 'element') ?? label, label, kgCO2e: kg, min: numberAt(e, 'min') ?? kg, max: numberAt(e, 'max') ?? kg, lines: lines as Line[] };
}

function at(root: unknown, path: Path): unknown {
  let v = root;
  for (const p of path) v = isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[p] : undefined;
  return v;
}

/** A caption a person can read, from where the breakdown sits in the outputs. */
function captionOf(path: Path, outputs: Record<string, unknown>): string {
  const last = path[path.length - 1];
  const option = last === 'breakdownA' ? 'option A' : last === 'breakdownB' ? 'option B' : null;
  if (path[0] === 'locations' && typeof path[1] === 'number') {
    const loc = at(outputs, path.slice(0, 2));
    const description = isRecord(loc) ? stringAt(loc, 'description') : undefined;
    const name = `Wall location ${path[1] + 1}${description ? ` (${description})` : ''}`;
    return option ? `${name}, ${option}` : name;
  }
  if (option && path.length === 1) return `Wall, ${option}`;
  const parent = at(outputs, path.slice(0, -1));
  const system = isRecord(parent) ? stringAt(parent, 'label') : undefined;
  if (path[0] === 'bau') return `Business as usual${system ? `: ${system}` : ''}`;
  if (path[0] === 'afs') return `Alternate footing system${system ? `: ${system}` : ''}`;
  if (path.length === 1 && last === 'elements') return 'Dwelling elements';
  return path.map((p) => (typeof p === 'number' ? String(p + 1) : p)).join(' › ');
}

const ORDER: Readonly<Record<string, number>> = { bau: 0, afs: 1 };

/**
 * Every breakdown (element → lines of quantity × factor) the outputs carry, wherever the
 * calculator put it: the footing's bau/afs, the dwelling's elements, the wall's per-option lists.
 */
export function findBreakdowns(outputs: unknown): ReportBreakdown[] {
  if (!isRecord(outputs)) return [];
  const found: ReportBreakdown[] = [];
  const walk = (value: unknown, path: Path, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      const elements = value.map(toElement);
      if (value.length > 0 && elements.every((e) => e !== undefined)) {
        found.push({ caption: captionOf(path, outputs), elements: elements });
        return;
      }
      value.forEach((v, i) => walk(v, [...path, i], depth + 1));
    } else if (isRecord(value)) {
      // jsonb stores keys in its own order; show business as usual before the alternate, then A–Z.
      const keys = Object.keys(value).sort((a, b) => (ORDER[a] ?? 9) - (ORDER[b] ?? 9) || (a < b ? -1 : a > b ? 1 : 0));
      for (const k of keys) walk(value[k], [...path, k], depth + 1);
    }
  };
  walk(outputs, [], 0);
  return found;
}

function wallChart(o: Record<string, unknown>): ReportChart | null {
  if (!Array.isArray(o.locations)) return null;
  const groups = o.locations.filter(isRecord).flatMap((l, i) => {
    const a = numberAt(l, 'optionA');
    const b = numberAt(l, 'optionB');
    if (a === undefined || b === undefined || l.included === false) return [];
    const description = stringAt(l, 'description');
    return [{ label: `Wall ${numberAt(l, 'wallNumber') ?? i + 1}${description ? `: ${description}` : ''}`, values: [a, b] }];
  });
  const ta = numberAt(o, 'optionATotal');
  const tb = numberAt(o, 'optionBTotal');
  if (ta !== undefined && tb !== undefined && groups.length > 1) groups.push({ label: 'Total', values: [ta, tb] });
  return groups.length ? { title: 'Option A and option B by wall location (kgCO2e)', unit: 'kgCO2e', series: ['Option A', 'Option B'], groups } : null;
}

function footingChart(o: Record<string, unknown>): ReportChart | null {
  const bau = recordAt(o, 'bau');
  const afs = recordAt(o, 'afs');
  const elementsOf = (r: Record<string, unknown> | undefined) => (r && Array.isArray(r.breakdown) ? r.breakdown.map(toElement).filter((e) => e !== undefined) : []);
  const b = elementsOf(bau);
  const a = elementsOf(afs);
  const labels = [...new Set([...b, ...a].map((e) => e.label))];
  const sum = (list: Element[], label: string) => list.filter((e) => e.label === label).reduce((s, e) => s + e.kgCO2e, 0);
  const groups = labels.map((label) => ({ label, values: [sum(b, label), sum(a, label)] }));
  const bauTotal = (bau && numberAt(bau, 'kgCO2e')) ?? numberAt(o, 'bauValue');
  const afsTotal = (afs && numberAt(afs, 'kgCO2e')) ?? numberAt(o, 'afsValue');
  if (bauTotal !== undefined && afsTotal !== undefined) groups.push({ label: 'Total', values: [bauTotal, afsTotal] });
  return groups.length ? { title: 'Business as usual and alternate by component (kgCO2e)', unit: 'kgCO2e', series: ['Business as usual', 'Alternate'], groups } : null;
}

function dwellingChart(o: Record<string, unknown>): ReportChart | null {
  if (!Array.isArray(o.elements)) return null;
  const groups = o.elements.filter(isRecord).flatMap((e) => {
    const kg = numberAt(e, 'kgCO2e');
    const label = stringAt(e, 'label');
    return kg === undefined || label === undefined ? [] : [{ label, values: [kg] }];
  });
  return groups.length ? { title: 'Dwelling carbon by element (kgCO2e)', unit: 'kgCO2e', series: ['Carbon'], groups } : null;
}

/** The bar chart of the print layout, from what the outputs carry (null when they carry nothing to chart). */
export function chartOf(kind: SnapshotKind, outputs: unknown): ReportChart | null {
  if (!isRecord(outputs)) return null;
  return kind === 'wall' ? wallChart(outputs) : kind === 'footing' ? footingChart(outputs) : dwellingChart(outputs);
}
