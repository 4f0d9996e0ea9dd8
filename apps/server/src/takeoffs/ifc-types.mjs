// @ts-check
/*
 * The shapes the take-off's worker builds (types only: JSDoc for the plain JavaScript that runs in
 * the worker). Lengths m, areas m², angles degrees. Contracts' takeoffs.ts is the answer's schema.
 */

/** @typedef {'baseQuantities' | 'geometry' | 'attributes'} Source */
/** @typedef {'N' | 'E' | 'S' | 'W'} Facing */

/**
 * @typedef {object} Wall
 * @property {string} name
 * @property {string | null} storey
 * @property {string} typeName the model's wall type, else its layer set's name
 * @property {import('./ifc-model.mjs').Layer[]} layers
 * @property {boolean} external
 * @property {'property' | 'position'} externalSource Pset_WallCommon.IsExternal, or its place in the plan
 * @property {Facing | null} facing the way its outer face looks (external walls)
 * @property {number | null} bearing clockwise from true north, degrees
 * @property {number} length
 * @property {number} height
 * @property {number} grossArea one side, openings included
 * @property {number} netArea one side, openings deducted
 * @property {Source} source
 */

/**
 * @typedef {object} Opening
 * @property {'window' | 'door'} kind
 * @property {string} name
 * @property {string | null} storey
 * @property {number} area
 * @property {number | null} width
 * @property {number | null} height
 * @property {Source} source
 * @property {string | null} frameMaterial
 * @property {Facing | null} facing
 */

/**
 * @typedef {object} Slab
 * @property {string} name
 * @property {string | null} storey
 * @property {'floor' | 'baseslab' | 'landing' | 'finish' | 'roof'} kind
 * @property {number} area upper face
 * @property {number | null} pitchDegrees roofs
 * @property {string | null} material
 * @property {Source} source
 */

/** @typedef {{ area: number, pitchDegrees: number | null, material: string | null, parts: Slab[] }} Roof */
/** @typedef {{ name: string, elevation: number }} Storey */
/** @typedef {{ type: string, name: string, reason: string }} Skipped */

export {};
