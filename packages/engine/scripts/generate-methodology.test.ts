/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildMethodology, renderMethodologyMarkdown } from '../src/index';
import { METHODOLOGY_PATH } from './generate-methodology';

describe('docs/methodology.md', () => {
  it('matches renderMethodologyMarkdown() (if not, run npm run docs:methodology)', () => {
    const committed = readFileSync(METHODOLOGY_PATH, 'utf8');
    expect(
      committed === renderMethodologyMarkdown(),
      'docs/methodology.md is stale: run npm run docs:methodology',
    ).toBe(true);
  });
});

describe('buildMethodology', () => {
  const m = buildMethodology();

  it('states the scope: A1–A3 with A4, A5 and A1–A5 beside it, biogenic storage reported apart and never netted, the no-EPD default beside every total', () => {
    expect(m.scope.paragraphs.join(' ')).toMatch(/A1–A3 \(cradle to gate\) on every result/);
    expect(m.scope.paragraphs.join(' ')).toMatch(/A4 \(transport to site\), A5 \(construction/);
    expect(m.scope.paragraphs.join(' ')).toMatch(/Biogenic carbon: never netted off a total/);
    expect(m.scope.paragraphs.join(' ')).toMatch(/No-EPD default/);
  });

  it('lists every factor of every dataset with its source', () => {
    expect(m.datasets.map((d) => d.id)).toEqual(['au-typical', 'au-conservative', 'au-hybrid']);
    for (const d of m.datasets) {
      expect(d.factors.length).toBeGreaterThan(35);
      for (const f of d.factors) expect(f.citation && f.sourceId).toBeTruthy();
    }
  });

  it('documents every model', () => {
    expect(m.models.map((s) => s.id)).toEqual([
      'edition-2026-11',
      'walls',
      'wall-materials',
      'footings',
      'roofs',
      'windows',
      'floors',
      'dwelling',
      'floor-insulation',
      'suppliers',
      'costs',
      'optimizer',
      'upfront',
      'thermal',
      'targets',
      'custom-products',
      'model-takeoffs',
    ]);
  });

  it('is deterministic', () => {
    expect(renderMethodologyMarkdown()).toBe(renderMethodologyMarkdown());
  });
});
