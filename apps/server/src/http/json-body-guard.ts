import type { MiddlewareHandler } from 'hono';
import { isStorableText, type FieldIssue } from '@embodied/contracts';
import type { AppEnv } from './app-env';
import { sendError } from './app-error';

/** No request of this API nests deeper than this (a snapshot export is about 8 levels). */
export const JSON_DEPTH_LIMIT = 64;
const MAX_ISSUES = 20;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** The deepest nesting of arrays and objects in JSON text, found without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Values JSON can carry but no field of this API can hold: numbers out of range and unstorable text. */
export function unsafeJsonValues(value: unknown, path = '', issues: FieldIssue[] = []): FieldIssue[] {
  if (issues.length >= MAX_ISSUES) return issues;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      issues.push({
        path: path || '(body)',
        message: 'This number is too large to be represented (it is beyond ±1.8 × 10³⁰⁸).',
      });
  } else if (typeof value === 'string') {
    if (!isStorableText(value))
      issues.push({
        path: path || '(body)',
        message: 'This text contains a character that cannot be stored (a NUL character or a broken Unicode sequence).',
      });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unsafeJsonValues(item, at(path, i), issues));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key))
        issues.push({
          path: at(path, '(key)'),
          message:
            'A field name contains a character that cannot be stored (a NUL character or a broken Unicode sequence).',
        });
      unsafeJsonValues(item, at(path, key), issues);
    }
  }
  return issues;
}

/**
 * Every JSON body is read once here, before any route: too deep a nesting, text that is not JSON,
 * numbers JSON can write but not hold (1e400) and text the database cannot store are refused with a
 * 400 naming where they are. Routes then read the same parsed text (Hono caches it), and the
 * field rules of each contract still apply after this.
 */
export function jsonBodyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || !JSON_TYPE.test(c.req.header('content-type') ?? '')) return next();
    const text = await c.req.text();
    if (text.trim() === '') return next();
    if (jsonDepth(text) > JSON_DEPTH_LIMIT) {
      const message = `The request body nests arrays and objects deeper than ${JSON_DEPTH_LIMIT} levels, the limit.`;
      return sendError(c, 'invalid_request', message, [{ path: '(body)', message }]);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (err) {
      const message = `The request body is not valid JSON (${(err as Error).message}).`;
      return sendError(c, 'invalid_request', message, [{ path: '(body)', message }]);
    }
    const issues = unsafeJsonValues(body);
    if (issues.length > 0) {
      const fields = [...new Set(issues.map((i) => i.path))].join(', ');
      return sendError(c, 'invalid_request', `The request has values no field can hold: ${fields}.`, issues);
    }
    return next();
  };
}
