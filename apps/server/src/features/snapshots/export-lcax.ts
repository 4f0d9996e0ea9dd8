import {
  LCAX_FORMAT_VERSION,
  SNAPSHOT_KIND_LABELS,
  splitComponent,
  type BreakdownElementBody,
  type BreakdownLineBody,
  type LcaxAssembly,
  type LcaxGenericData,
  type LcaxImpacts,
  type LcaxProduct,
  type LcaxProject,
  type SnapshotContent,
  type UsedCustomProduct,
  type UpfrontModulesBody,
} from '@embodied/contracts';
import { SOURCES, USER_EPD_SOURCE_ID, getDataset, isDatasetId } from '@embodied/engine';
import type { SnapshotKinds } from '../../calculations/snapshot-kind';
import { withHandler } from './snapshot-content';
import { figuresOf } from './snapshot-figures';
import { epdModuleBasis, lcaxEpdOf, lineResults, productsBySlot } from './export-lcax-epd';
import { declaredUnitOf, lcaxUnit } from './export-lcax-units';
import type { LcaxLibraryProject } from './lcax-library-types';

import { snapshotTitle } from './snapshot-report';

/*
 * A snapshot as an LCAx project (the open LCA exchange format, https://github.com/ocni-dtu/lcax;
 * typed against the `lcax` library's model, lcax-library-types.ts, and described for the OpenAPI
 * document by packages/contracts/src/lcax.ts). The mapping, recorded in
 * docs/decisions/014-lcax-and-xlsx-exports.md:
 *
 *   snapshot              → Project (country aus, modules [a1a3], categories [gwp])
 *                           (each kind's assemblies, total and building: its calculator's
 *                           `lcax`, e.g. features/walls/wall-exports.ts)
 *   wall location×option,
 *   footing system,
 *   dwelling element      → Assembly (quantity 1 pcs; results = the snapshot's own figure for it)
 *   breakdown line        → Product (its quantity and unit; results gwp a1a3 = the line's kgCO2e)
 *   the line's factor     → GenericData (GWP A1–A3 per declared unit, source = its citation), or
 *                           the custom product's EPD (export-lcax-epd.ts: reference, validity, modules)
 *
 * With assembly quantity 1 and each factor declared in its quantity's unit, LCAx's own
 * calculation (product = quantity × factor, assembly = Σ products × quantity) gives the same
 * figures back. A wall's options and a footing's two systems are alternatives: the project then
 * has no total (results null), and its metaData carries the snapshot's result figures.
 */

const A1A3_GWP = (value: number): LcaxImpacts => ({ gwp: { a1a3: value } });

/** A1–A3, A4 and A5 where the snapshot carries them (issue 51), else A1–A3 alone. */
const resultsOf = (a1a3: number, modules: UpfrontModulesBody | undefined): LcaxImpacts =>
  modules ? { gwp: { a1a3: modules.a1a3, a4: modules.a4, a5: modules.a5 } } : A1A3_GWP(a1a3);

/** The first web address a source names (some list two, or add a note after it). */
function sourceUrl(sourceId: string): string | null {
  const source = SOURCES.find((s) => s.id === sourceId);
  const text = `${source?.officialPage ?? ''} ${source?.url ?? ''}`;
  return /https?:\/\/[^\s;,]+/.exec(text)?.[0] ?? null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function impactData(content: SnapshotContent, line: BreakdownLineBody): LcaxGenericData {
  return {
    type: 'EPD',
    id: `${content.datasetId}@${content.datasetVersion}/${line.factorKey}`,
    name: line.sourceRow || line.factorKey,
    declaredUnit: declaredUnitOf(line.factorUnit),
    source: { name: line.citation, url: sourceUrl(line.sourceId) },
    comment: `GWP A1–A3, ${line.factorUnit}.`,
    conversions: null,
    impacts: A1A3_GWP(line.factor),
    metaData: {
      factorKey: line.factorKey,
      factorUnit: line.factorUnit,
      sourceId: line.sourceId,
      sourceRow: line.sourceRow,
      factorConfidence: line.factorConfidence,
      datasetId: content.datasetId,
      datasetVersion: content.datasetVersion,
    },
  };
}

function product(
  content: SnapshotContent,
  id: string,
  element: BreakdownElementBody,
  line: BreakdownLineBody,
  bySlot: ReadonlyMap<string, UsedCustomProduct>,
): LcaxProduct {
  const { words, quantityId } = splitComponent(line.component);
  const custom = line.sourceId === USER_EPD_SOURCE_ID ? bySlot.get(line.factorKey) : undefined;
  return {
    type: 'product',
    id,
    name: capitalised(words),
    description: element.label,
    referenceServiceLife: 0,
    impactData: [custom ? lcaxEpdOf(custom, line) : impactData(content, line)],
    quantity: line.quantity,
    unit: lcaxUnit(line.unit),
    transport: null,
    results: lineResults(line, custom),
    metaData: {
      element: element.element,
      elementLabel: element.label,
      component: line.component,
      ...(quantityId ? { quantityId } : {}),
      quantityUnit: line.unit,
      lifeCycleModule: 'A1-A3',
      kgCO2eMin: line.min,
      kgCO2eMax: line.max,
      confidence: line.confidence,
      quantityConfidence: line.quantityConfidence,
      ...epdModuleBasis(custom),
    },
  };
}

/** One snapshot as an LCAx project: every breakdown line a product with its factor and source. */
export function snapshotLcax(kinds: SnapshotKinds, content: SnapshotContent, contentHash: string): LcaxProject {
  const base = `embodied-snapshot-${content.number}-${contentHash.slice(0, 12)}`;
  const dataset = isDatasetId(content.datasetId) ? getDataset(content.datasetId).label : content.datasetId;
  const title = snapshotTitle(content.kind, content.number);
  const lcax = withHandler(kinds, content, (handler, c) => ({
    parts: handler.lcax.parts(c),
    total: handler.lcax.total(c.outputs),
    totalModules: handler.lcax.totalModules?.(c.outputs),
    buildingInfo: handler.lcax.buildingInfo(c.inputs),
    description: handler.lcax.description(title),
    calculation: handler.lcax.calculation,
    figures: figuresOf(handler, c.outputs),
  }));
  const bySlot = productsBySlot(content);
  const upfront = lcax.parts.some((p) => p.modules !== undefined);
  const assemblies: LcaxAssembly[] = lcax.parts.map((part, a) => ({
    type: 'assembly',
    id: `${base}-a${a + 1}`,
    name: part.name,
    description: part.description,
    comment: null,
    quantity: 1,
    unit: 'pcs',
    classification: null,
    products: part.elements.flatMap((element, e) =>
      element.lines.map((line, l) => product(content, `${base}-a${a + 1}-e${e + 1}-l${l + 1}`, element, line, bySlot)),
    ),
    results: resultsOf(part.kgCO2e, part.modules),
    metaData: { ...part.metaData, kgCO2eMin: part.min, kgCO2eMax: part.max },
  }));
  return {
    id: base,
    name: content.project,
    description: lcax.description,
    comment: null,
    location: { country: 'aus', city: null, address: null },
    owner: null,
    formatVersion: LCAX_FORMAT_VERSION,
    lciaMethod: null,
    classificationSystems: null,
    referenceStudyPeriod: null,
    lifeCycleModules: upfront ? ['a1a3', 'a4', 'a5'] : ['a1a3'],
    impactCategories: ['gwp'],
    assemblies,
    results: lcax.total === null ? null : resultsOf(lcax.total, lcax.totalModules),
    projectInfo: lcax.buildingInfo,
    projectPhase: 'other',
    softwareInfo: {
      lcaSoftware: 'Embodied',
      lcaSoftwareVersion: content.engineVersion,
      goalAndScopeDefinition: `${upfront ? 'Upfront embodied carbon (modules A1–A3, A4 transport to site and A5 construction; products carry A1–A3)' : 'Embodied carbon, cradle to gate (modules A1–A3)'}, kgCO2e, of the materials of a ${SNAPSHOT_KIND_LABELS[content.kind].toLowerCase()} snapshot; factors from the dataset ${dataset}, edition ${content.datasetVersion}.`,
      calculationType: lcax.calculation,
    },
    metaData: {
      snapshotNumber: content.number,
      snapshotKind: content.kind,
      title,
      createdAt: content.createdAt,
      datasetId: content.datasetId,
      dataset,
      datasetVersion: content.datasetVersion,
      engineVersion: content.engineVersion,
      contentHash,
      ...Object.fromEntries(lcax.figures.map((f) => [f.key, { label: f.label, value: f.value, unit: f.unit }])),
    },
    // The compiler checks the document against the LCAx library's own model (lcax-library-types.ts).
  } satisfies LcaxLibraryProject;
}
