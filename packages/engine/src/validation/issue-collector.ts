import { EngineInputError, type InputIssue } from './engine-input-error';
import { describeLimit, type Limit } from './limits';

/** Collects every issue of an input, then throws them together. */
export class IssueCollector {
  readonly issues: InputIssue[] = [];

  add(path: string, message: string): void {
    this.issues.push({ path, message });
  }

  /** A required finite number within `limit`; `label` names the field for a person. */
  number(path: string, value: unknown, limit: Limit, label = path): value is number {
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (limit.minExclusive ? value > limit.min : value >= limit.min) &&
      value <= limit.max;
    if (!ok) {
      const finite = typeof value === 'number' && Number.isFinite(value);
      const got = finite ? ` (got ${value})` : value === undefined || value === null ? ' (missing)' : '';
      this.add(path, `${label} must be ${finite ? '' : 'a number '}${describeLimit(limit)}${got}`);
    }
    return ok;
  }

  /** Like {@link number} but `null`/`undefined` are accepted (an empty form field). */
  optionalNumber(path: string, value: unknown, limit: Limit, label = path): boolean {
    if (value === null || value === undefined) return true;
    return this.number(path, value, limit, label);
  }

  /** One of a fixed list of keys; the message quotes the bad value and lists the good ones. */
  oneOf(path: string, value: unknown, keys: readonly (string | number)[], what: string, context?: string): boolean {
    if ((keys as readonly unknown[]).includes(value)) return true;
    const shown = typeof value === 'string' ? `'${value}'` : value === undefined ? '(missing)' : JSON.stringify(value);
    const where = context ? ` for ${context}` : '';
    this.add(path, `Unknown ${what} ${shown}${where} (expected one of: ${keys.join(', ')})`);
    return false;
  }

  boolean(path: string, value: unknown, label = path, optional = false): boolean {
    if (optional && (value === undefined || value === null)) return true;
    if (typeof value === 'boolean') return true;
    this.add(path, `${label} must be true or false`);
    return false;
  }

  optionalString(path: string, value: unknown, label = path): boolean {
    if (value === undefined || value === null || typeof value === 'string') return true;
    this.add(path, `${label} must be text`);
    return false;
  }

  /** Throws {@link EngineInputError} listing every issue, if there are any. */
  throwIfAny(): void {
    if (this.issues.length > 0) throw new EngineInputError(this.issues);
  }
}

/** True for a plain object input (not null, not an array). */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
