import { describe, expect, it } from 'vitest';
import { buildMethodology, DATASET_IDS } from '@embodied/engine';
import { methodologyToc, tocIds } from './methodology-toc';

describe('methodologyToc', () => {
  const m = buildMethodology();
  const ids = tocIds(methodologyToc(m));

  it('links every model and every dataset the engine describes', () => {
    for (const s of m.models) expect(ids).toContain(s.id);
    for (const id of DATASET_IDS) expect(ids).toContain(`dataset-${id}`);
    expect(ids).toEqual(
      expect.arrayContaining(['scope', 'datasets', 'sources', 'models', 'factors', 'limits', 'decisions']),
    );
  });

  it('gives every anchor a unique, URL-safe id', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
