import type { Methodology } from '@embodied/engine';

export interface TocEntry {
  /** The element id the entry links to (`#id`). */
  readonly id: string;
  readonly title: string;
  readonly children?: readonly TocEntry[];
}

/** Anchor of a dataset's description. */
export const datasetAnchor = (id: string) => `dataset-${id}`;

/**
 * The page's table of contents, in page order, from the methodology data itself, so every model
 * the engine describes gets an entry and an anchor.
 */
export function methodologyToc(
  m: Pick<Methodology, 'scope' | 'datasets' | 'models' | 'limits' | 'decisions'>,
): TocEntry[] {
  return [
    { id: m.scope.id, title: m.scope.title },
    {
      id: 'datasets',
      title: 'Datasets',
      children: m.datasets.map((d) => ({ id: datasetAnchor(d.id), title: d.label })),
    },
    { id: 'sources', title: 'Sources and licences' },
    { id: 'models', title: 'Models', children: m.models.map((s) => ({ id: s.id, title: s.title })) },
    { id: 'factors', title: 'Every emission factor' },
    { id: 'limits', title: 'Input bounds' },
    { id: 'decisions', title: 'Resolved ambiguities' },
  ];
}

/** Every anchor id of the contents, depth first. */
export function tocIds(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((e) => [e.id, ...tocIds(e.children ?? [])]);
}
