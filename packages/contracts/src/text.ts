import { z } from 'zod';

/**
 * Text the database cannot store: PostgreSQL refuses the NUL character, and a lone UTF-16
 * surrogate is not a character at all (it cannot be written as UTF-8). Both come only from a
 * careless or hostile client, never from a keyboard.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

export const unstorableTextMessage = (label: string) =>
  `${label} contains a character that cannot be stored (a NUL character or a broken Unicode sequence). Remove it and try again.`;

/**
 * The one string schema for text a person types and for query and path parameters: every free-text
 * field of every request starts here, so none can reach the database with text it cannot store.
 * `error` is the field's own message for a value that is not text at all.
 */
export function textSchema(label: string, error?: z.core.$ZodStringParams['error']) {
  return z
    .string(error === undefined ? { error: `${label} must be text.` } : { error })
    .refine(isStorableText, { error: unstorableTextMessage(label), abort: true });
}

/** Text a person must fill in: trimmed, at least one character, at most `max`, each rule named. */
export const requiredText = (label: string, max: number) =>
  textSchema(label, (iss) =>
    iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be text.`,
  )
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * A lookup of a table keyed `METHOD /path/{param}` (the OpenAPI document's paths) for a concrete
 * request: a literal path wins over a template; HEAD is read as GET; `fallback` when nothing fits.
 */
export function routeTableLookup<V>(table: Readonly<Record<string, V>>, fallback: V) {
  const compiled = Object.entries(table).map(([key, value]) => {
    const [method, path] = key.split(' ') as [string, string];
    const literal = !path.includes('{');
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return { method, path, literal, pattern, value };
  });
  return (method: string, path: string): V => {
    const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const candidates = compiled.filter((r) => r.method === m);
    const exact = candidates.find((r) => r.literal && r.path === path);
    if (exact) return exact.value;
    return candidates.find((r) => !r.literal && r.pattern.test(path))?.value ?? fallback;
  };
}
