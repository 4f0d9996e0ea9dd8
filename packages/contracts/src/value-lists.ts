import { z } from 'zod';
import {
  BRICK_SUPPLIER_KEYS,
  CONCRETE_SUPPLIER_KEYS,
  DATASET_IDS,
  FLOOR_STRUCTURE_KEYS,
  FOOTING_SYSTEM_KEYS,
  GLAZING_KEYS,
  LOW_CARBON_CONCRETE_KEYS,
  ROOF_MATERIAL_KEYS,
  WALL_MATERIAL_KEYS,
  WALL_TYPE_KEYS,
  WINDOW_FRAME_KEYS,
  type LookupListName,
} from '@embodied/engine';

/*
 * The value lists of the API, by name (issue #48): each lookup list's option keys are exactly the
 * values the calculators take in the fields it feeds, so "pick from the lookups, send to the
 * calculator" holds in the types as well. The OpenAPI document publishes each as one named schema
 * (components.schemas.<id>) that both the lookups' option `key` and every request field taking it
 * refer to (apps/server/src/http/openapi-finish.ts, nameValueLists).
 */

interface ValueList {
  /** Its name in the OpenAPI document. */
  readonly id: string;
  readonly keys: readonly [string, ...string[]];
  /** Which request fields take it. */
  readonly usedBy: string;
}

export const VALUE_LISTS = {
  wallTypes: {
    id: 'WallType',
    keys: WALL_TYPE_KEYS,
    usedBy: 'the wall calculator’s materialA and materialB',
  },
  footingSystems: {
    id: 'FootingSystem',
    keys: FOOTING_SYSTEM_KEYS,
    usedBy: 'the slab calculator’s businessAsUsual and alternateFootingSystem',
  },
  lowCarbonConcrete: {
    id: 'LowCarbonConcrete',
    keys: LOW_CARBON_CONCRETE_KEYS,
    usedBy: 'the slab calculator’s lowCarbonConcrete',
  },
  floorStructures: {
    id: 'FloorStructure',
    keys: FLOOR_STRUCTURE_KEYS,
    usedBy: 'the dwelling choices groundFloorStructure and firstFloorStructure',
  },
  wallMaterials: {
    id: 'WallMaterial',
    keys: WALL_MATERIAL_KEYS,
    usedBy: 'the dwelling choices groundFloorWallArea and firstFloorWallArea',
  },
  roofMaterials: { id: 'RoofMaterial', keys: ROOF_MATERIAL_KEYS, usedBy: 'the dwelling choice roofMaterial' },
  windowFrames: { id: 'WindowFrame', keys: WINDOW_FRAME_KEYS, usedBy: 'the dwelling choice windowFrameType' },
  glazing: { id: 'Glazing', keys: GLAZING_KEYS, usedBy: 'the dwelling choice doubleGlazed' },
  brickSuppliers: { id: 'BrickSupplier', keys: BRICK_SUPPLIER_KEYS, usedBy: 'the dwelling choice brickSupplier' },
  concreteSuppliers: {
    id: 'ConcreteSupplier',
    keys: CONCRETE_SUPPLIER_KEYS,
    usedBy: 'the dwelling choice concreteSupplier',
  },
} as const satisfies Record<LookupListName, ValueList>;

/** The carbon datasets, by the same rule: the `datasetId` of every calculator and `dataset` of the lookups. */
export const DATASET_ID_LIST = {
  id: 'DatasetId',
  keys: DATASET_IDS,
  usedBy: 'every calculator’s datasetId, and the dataset query parameter of the lookups and of recalculating',
} as const satisfies ValueList;

/** The key of an option of `list`: one of the values the calculators take for it. */
export type ValueListKey<L extends LookupListName> = (typeof VALUE_LISTS)[L]['keys'][number];

/** The zod schema of a list's keys (as the lookups answer them). */
export const valueListSchema = <L extends LookupListName>(list: L) =>
  z.enum(VALUE_LISTS[list].keys as (typeof VALUE_LISTS)[L]['keys']);
