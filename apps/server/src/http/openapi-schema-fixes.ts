import { DATASET_ID_LIST, VALUE_LISTS } from '@embodied/contracts';
import type { OpenApiDocument } from './openapi-document';

/* Corrections to the schemas the generator writes (openapi-finish.ts). */

/**
 * The generator writes a nullable named schema (zod's `Named.nullable()`) as
 * `allOf: [{ $ref }, { type: ['object', 'null'] }]`, which refuses null (the `$ref` part must hold
 * too): a real answer with that field null fails validation (issue #47). Each such place becomes
 * `anyOf: [{ $ref }, { type: 'null' }]`, the schema the contract means. Everything else is kept.
 */
export function correctNullableReferences(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) correctNullableReferences(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length === 2) {
    const [ref, nullable] = allOf as [Record<string, unknown>, Record<string, unknown>];
    const type = nullable?.type;
    if (
      typeof ref?.$ref === 'string' &&
      Object.keys(nullable ?? {}).join() === 'type' &&
      Array.isArray(type) &&
      type.includes('null')
    ) {
      delete schema.allOf;
      schema.anyOf = [ref, { type: 'null' }];
    }
  }
  for (const value of Object.values(schema)) correctNullableReferences(value);
}

// ---- Named value lists ------------------------------------------------------------------------

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && [...a].map(String).sort().join('\u0000') === [...b].map(String).sort().join('\u0000');

/**
 * Publishes each value list (contracts' VALUE_LISTS: wall types, footing systems, the dwelling
 * choices…, and the dataset ids) as one named schema, and makes every place that lists exactly
 * those values refer to it: the lookups' option `key`s and the calculators' request fields alike,
 * so that a generated client types "pick from the lookups, send to the calculator" (issue #48).
 * A place keeps its own description and example beside the reference.
 */
export function nameValueLists(doc: OpenApiDocument): void {
  const components = (doc.components ??= {});
  const schemas = (components.schemas ??= {});
  const lists = [
    ...Object.entries(VALUE_LISTS).map(([list, v]) => ({ ...v, list })),
    { ...DATASET_ID_LIST, list: undefined },
  ];
  const refer = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) refer(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    if (schema.type === 'string' && Array.isArray(schema.enum)) {
      const list = lists.find((l) => sameValues(l.keys, schema.enum as unknown[]));
      if (list) {
        delete schema.type;
        delete schema.enum;
        schema.$ref = `#/components/schemas/${list.id}`;
      }
    }
    for (const value of Object.values(schema)) refer(value);
  };
  refer(schemas);
  refer(doc.paths);
  for (const list of lists) {
    schemas[list.id] = {
      type: 'string',
      enum: [...list.keys],
      description: list.list
        ? `The values of ${list.usedBy}: the option keys of GET /api/lookups/${list.list} (and of ${list.list} in GET /api/lookups).`
        : `The carbon datasets: ${list.usedBy}.`,
    };
  }
}
