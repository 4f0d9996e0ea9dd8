import type { MeasuredTakeoff, TakeoffMapping, TakeoffMappingKind } from '@embodied/contracts';
import type { RememberedMapping } from '../db/queries/takeoffs';
import { suggestMapping } from './suggest-mapping';

/** A name of the model that maps to one of the product's options, with the words its suggestion reads. */
interface MappingSource {
  kind: TakeoffMappingKind;
  source: string;
  materials: string;
  thicknessMm: number;
}

/** The names of a take-off that need a mapping: wall types, floor and roof materials, window frames. */
export function mappingSources(
  takeoff: Pick<MeasuredTakeoff, 'wallGroups' | 'slabs' | 'roof' | 'openings'>,
): MappingSource[] {
  const found = new Map<string, MappingSource>();
  const add = (kind: TakeoffMappingKind, source: string | null, materials: string, thicknessMm = 0) => {
    if (source && !found.has(`${kind}|${source}`))
      found.set(`${kind}|${source}`, { kind, source, materials, thicknessMm });
  };
  for (const group of takeoff.wallGroups) {
    const thickness = group.layers.reduce((sum, layer) => sum + (layer.thicknessMm ?? 0), 0);
    add('wall', group.typeName, group.layers.map((l) => l.material).join(', '), thickness);
  }
  for (const slab of takeoff.slabs)
    if (slab.kind !== 'landing' && slab.kind !== 'finish') add('floor', slab.material, slab.material ?? '');
  if (takeoff.roof) add('roof', takeoff.roof.material, takeoff.roof.material ?? '');
  for (const opening of takeoff.openings)
    if (opening.kind === 'window') add('frame', opening.frameMaterial, opening.frameMaterial ?? '');
  return [...found.values()];
}

/**
 * Each name's mapping: as the workspace mapped it before, else suggested from its words, else none.
 */
export function mappingsOf(
  sources: readonly MappingSource[],
  remembered: readonly RememberedMapping[],
): TakeoffMapping[] {
  const known = new Map(remembered.map((m) => [`${m.kind}|${m.source}`, m.target]));
  return sources.map(({ kind, source, materials, thicknessMm }) => {
    const target = known.get(`${kind}|${source}`);
    if (target !== undefined) return { kind, source, materials, target, status: 'remembered' };
    const suggested = suggestMapping(kind, `${source} ${materials}`, thicknessMm);
    return { kind, source, materials, target: suggested, status: suggested === null ? 'none' : 'suggested' };
  });
}
