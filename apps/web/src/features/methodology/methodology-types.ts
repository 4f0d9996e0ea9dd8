import type { Methodology } from '@embodied/engine';

// The engine exports Methodology only; its parts are named here from it.
export type MethodologySection = Methodology['scope'];
export type MethodologyTable = Methodology['limits'];
export type MethodologyDataset = Methodology['datasets'][number];
