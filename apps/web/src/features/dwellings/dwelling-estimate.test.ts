import { describe, expect, it } from 'vitest';
import { toEngineDwellingInput, type DwellingOutputs, type DwellingSnapshotContent } from '@embodied/contracts';
import { estimateDwelling } from '@embodied/engine';
import { currentRequest, figuresFromOutputs, previewEstimate, sameRequest } from './dwelling-estimate';
import { readDwellingSnapshot } from './dwelling-snapshot';

/** A house under the form's (the API's) field names. */
const HOUSE = {
  groundFloorArea: 150,
  firstFloorArea: 120,
  ceilingHeight: 2.55,
  windowArea: 25,
  doubleGlazed: 'Double Glazed',
  windowFrameType: 'Timber',
  groundFloorWallArea: 'brick veneer',
  firstFloorWallArea: 'clad weatherboard',
  groundFloorStructure: 'waffle pod',
  firstFloorStructure: 'timber',
  roofMaterial: 'Metal',
  brickSupplier: 'Recycled Brick',
  concreteSupplier: 'Holcim ECOPAct VE251EKC',
} as const;

describe('the optimizer page’s estimate helpers', () => {
  it('previews only a complete form, with the dataset the page chose', () => {
    expect(currentRequest({ ...HOUSE, groundFloorArea: undefined }, 'au-typical')).toBeUndefined();
    const request = currentRequest({ ...HOUSE, project: 'Ignored', datasetId: 'au-hybrid' }, 'au-conservative');
    expect(request).toMatchObject({ ...HOUSE, datasetId: 'au-conservative' });
    expect(request).not.toHaveProperty('project');
    expect(previewEstimate(request!)?.totalCO2e).toBe(
      estimateDwelling(toEngineDwellingInput(HOUSE), 'au-conservative').totalCO2e,
    );
  });

  it('translates every renamed field for the engine: a different window share or glazing changes the preview', () => {
    const request = currentRequest(HOUSE, 'au-typical')!;
    const base = previewEstimate(request)!.totalCO2e;
    expect(previewEstimate({ ...request, windowArea: 40 })!.totalCO2e).not.toBe(base);
    expect(previewEstimate({ ...request, doubleGlazed: 'Single Glazed' })!.totalCO2e).not.toBe(base);
    expect(previewEstimate({ ...request, groundFloorWallArea: 'clad weatherboard' })!.totalCO2e).not.toBe(base);
  });

  it('passes the scope and a transport distance to the preview: the whole house adds parts, a distance moves A4 only (issue 51)', () => {
    const request = currentRequest(HOUSE, 'au-typical')!;
    const cold = previewEstimate(request)!.upfront!;
    const whole = previewEstimate({ ...request, scope: 'whole-house' })!.upfront!;
    expect(cold.scope).toBe('cold-shell');
    expect(whole.scope).toBe('whole-house');
    expect(whole.wholeHouseElements.map((e) => e.element)).toEqual([
      'internalWalls',
      'ceilings',
      'ceilingInsulation',
      'services',
    ]);
    expect(whole.siteActivity.a5Site).toBeGreaterThan(0);
    expect(cold.siteActivity.a5Site).toBe(0);
    const near = previewEstimate({ ...request, upfront: { transportKm: { concrete: 10 } } })!.upfront!;
    expect(near.total.a4).toBeLessThan(cold.total.a4);
    expect(near.total.a5).toBe(cold.total.a5);
    expect(near.total.a1a3).toBe(cold.total.a1a3);
    expect(currentRequest({ ...HOUSE, upfront: { transportKm: { concrete: -1 } } }, 'au-typical')).toBeUndefined();
  });

  it('treats requests that differ only in the project name as the same', () => {
    expect(sameRequest({ ...HOUSE, project: 'A' }, { ...HOUSE, project: 'B', brickworksNetOfOffsets: undefined })).toBe(
      true,
    );
    expect(sameRequest({ ...HOUSE }, { ...HOUSE, roofMaterial: 'Clay Tile' })).toBe(false);
    expect(sameRequest(undefined, HOUSE)).toBe(false);
  });

  it('reads a stored snapshot’s outputs, and refuses a snapshot on a dataset this version does not have', () => {
    const outputs = JSON.parse(JSON.stringify(estimateDwelling(toEngineDwellingInput(HOUSE)))) as DwellingOutputs;
    expect(figuresFromOutputs(outputs, 'au-typical').totalCO2e).toBe(outputs.totalCO2e);
    const snapshot: DwellingSnapshotContent = {
      number: 7,
      kind: 'dwelling',
      project: 'House',
      inputs: HOUSE,
      outputs,
      datasetId: 'au-typical',
      datasetVersion: '1',
      engineVersion: '1',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const read = readDwellingSnapshot(snapshot);
    expect('saved' in read && read.saved.request).toMatchObject({
      ...HOUSE,
      project: 'House',
      datasetId: 'au-typical',
    });
    expect(readDwellingSnapshot({ ...snapshot, datasetId: 'au-retired' })).toHaveProperty('problem');
  });
});
