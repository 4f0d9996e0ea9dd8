import { describe, expect, it } from 'vitest';
import { estimateDwelling } from '@embodied/engine';
import { currentRequest, figuresFromOutputs, previewEstimate, sameRequest } from './dwelling-estimate';

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
    expect(previewEstimate(request!)?.totalCO2e).toBe(estimateDwelling(HOUSE, 'au-conservative').totalCO2e);
  });

  it('treats requests that differ only in the project name as the same', () => {
    expect(sameRequest({ ...HOUSE, project: 'A' }, { ...HOUSE, project: 'B', brickworksNetOfOffsets: undefined })).toBe(true);
    expect(sameRequest({ ...HOUSE }, { ...HOUSE, roofMaterial: 'Clay Tile' })).toBe(false);
    expect(sameRequest(undefined, HOUSE)).toBe(false);
  });

  it('reads a stored snapshot’s outputs, and refuses outputs that are not an estimate', () => {
    const outputs = JSON.parse(JSON.stringify(estimateDwelling(HOUSE))) as unknown;
    expect(figuresFromOutputs(outputs, 'au-typical')?.totalCO2e).toBeCloseTo(17892.49, 2);
    expect(figuresFromOutputs({ bauValue: 1 }, 'au-typical')).toBeUndefined();
  });
});
