/**
 * Version of the engine's models. Bump it whenever a model or a dataset file changes results, so
 * stored snapshots can say which engine produced them.
 */
export const ENGINE_VERSION: string = '1.2.0';

/** The data brief the datasets and models implement. */
export const DATA_BRIEF_VERSION = '2025.1-brief-1';
