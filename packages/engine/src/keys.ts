/**
 * Every option list of the three calculators, spelled exactly as the data brief
 * (2025.1-brief-1, sections 7a–7e) spells them. Other packages validate against these tuples.
 */

/** The 13 wall types of the wall calculator (brief 7a). */
export const WALL_TYPE_KEYS = [
  'LightWeightTimberClad',
  'LightWeightMetalClad',
  'LightWeightFCClad',
  'LightWeightHebel',
  'DoubleBrickVirginLocal',
  'DoubleBrickVirginRecycled',
  'BrickVeneerVirginLocal',
  'BrickVeneerVirginRecycled',
  'Block90',
  'Block140HC',
  'Block190HC',
  'Block190CoreCF',
  'Block140CoreCF',
] as const;
export type WallTypeKey = (typeof WALL_TYPE_KEYS)[number];

/** The 6 footing systems of the slab calculator (brief 7c). */
export const FOOTING_SYSTEM_KEYS = [
  'BlindedRaft',
  'PieredRaft',
  'Waffle',
  'PieredRaftStumps',
  'BlindedRaftStumps',
  'Stumps',
] as const;
export type FootingSystemKey = (typeof FOOTING_SYSTEM_KEYS)[number];

/** The slab page's low-carbon concrete switch (brief 7c). */
export const LOW_CARBON_CONCRETE_KEYS = ['StandardConcrete', 'FlyAshSubstitution30'] as const;
export type LowCarbonConcreteKey = (typeof LOW_CARBON_CONCRETE_KEYS)[number];

/** Footing complexity, % (0–25, step 5; brief 7c). */
export const COMPLEXITY_VALUES = [0, 5, 10, 15, 20, 25] as const;
export type ComplexityValue = (typeof COMPLEXITY_VALUES)[number];

/** The optimizer's 12 wall materials (its "Wall Area" fields select one of these; brief 7b). */
export const WALL_MATERIAL_KEYS = [
  'brick veneer',
  'clad AAC',
  'clad fibre cement',
  'clad insulated panel system',
  'clad metal',
  'clad weatherboard',
  'concrete block',
  'concrete other (insitu wall)',
  'concrete panel (precast)',
  'masonry cavity',
  'masonry single brick',
  'reverse brick veneer',
] as const;
export type WallMaterialKey = (typeof WALL_MATERIAL_KEYS)[number];

/** The optimizer's floor structures (brief 7d). */
export const FLOOR_STRUCTURE_KEYS = [
  'AAC',
  'concrete slab',
  'waffle pod',
  'suspended concrete',
  'timber',
  'strip footing',
] as const;
export type FloorStructureKey = (typeof FLOOR_STRUCTURE_KEYS)[number];

/** Floor build-ups: the six options plus the internal `timberFirstFloor` a timber first floor maps to. */
export const FLOOR_KEYS = [...FLOOR_STRUCTURE_KEYS, 'timberFirstFloor'] as const;
export type FloorKey = (typeof FLOOR_KEYS)[number];

/** Roof coverings (brief 7d). */
export const ROOF_MATERIAL_KEYS = ['Metal', 'Clay Tile', 'Concrete Tile'] as const;
export type RoofMaterialKey = (typeof ROOF_MATERIAL_KEYS)[number];

/** Window frames (brief 7d). */
export const WINDOW_FRAME_KEYS = ['Timber', 'Aluminium'] as const;
export type WindowFrameKey = (typeof WINDOW_FRAME_KEYS)[number];

/** Glazing (the optimizer's `glazing` field; brief 7d). */
export const GLAZING_KEYS = ['Double Glazed', 'Single Glazed'] as const;
export type GlazingKey = (typeof GLAZING_KEYS)[number];

/** Brick suppliers (optimizer only; brief 7e). */
export const BRICK_SUPPLIER_KEYS = [
  'Adbri VIC (low)',
  'Adbri VIC (mid)',
  'Adbri VIC (high)',
  'Brickworks (Carbon Neutral)',
  'Recycled Brick',
] as const;
export type BrickSupplierKey = (typeof BRICK_SUPPLIER_KEYS)[number];

/** Ready-mix concrete suppliers (optimizer only; brief 7e). */
export const CONCRETE_SUPPLIER_KEYS = [
  'Boral Normal GP',
  'Boral Envisia',
  'Boral Envirocrete 30%',
  'Holcim ECOPAct VE251EKC',
  'Holcim ViroDecs G (VIC)',
] as const;
export type ConcreteSupplierKey = (typeof CONCRETE_SUPPLIER_KEYS)[number];

/**
 * Type guard: is `value` one of `keys`?
 * @example isOneOf(ROOF_MATERIAL_KEYS, 'Metal') // true
 */
export function isOneOf<const T extends readonly (string | number)[]>(keys: T, value: unknown): value is T[number] {
  return (keys as readonly unknown[]).includes(value);
}
