import type { Factor } from './dataset-types';

/**
 * Edition 2025.1 had no mesh factor: its models priced slab and trench mesh at the reinforcing-bar
 * factor. The key `reinforcingMesh_kg` (edition 2026.11) reads that same factor in 2025.1, so the
 * edition's worked examples still reproduce.
 */
export function meshAsBar(bar: Factor): Factor {
  return { ...bar, key: 'reinforcingMesh_kg', note: 'edition 2025.1: mesh priced at the bar-and-mesh factor' };
}
