import { z } from 'zod';

/*
 * Object schemas the OpenAPI document names: each is one entry of `components.schemas` under its
 * `id`, and every schema that uses it refers to it by that name. They differ only in what they do
 * with a field they do not know: `namedObject` drops it (answers), `namedStrictObject` refuses it,
 * `namedLooseObject` keeps it.
 */

export const namedObject = <T extends z.ZodRawShape>(id: string, shape: T) => z.object(shape).meta({ id });

export const namedStrictObject = <T extends z.ZodRawShape>(id: string, shape: T) => z.strictObject(shape).meta({ id });

export const namedLooseObject = <T extends z.ZodRawShape>(id: string, shape: T) => z.looseObject(shape).meta({ id });

/** A moment as ISO 8601 text in UTC (e.g. 2026-11-23T21:41:27.000Z); `what` says which moment. */
export const isoTime = (what: string) => z.string().meta({ description: `${what} (ISO 8601, UTC).` });
