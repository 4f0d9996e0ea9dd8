/**
 * Remembers the answers of the reads that say who is asking (the session, its user, the active
 * workspace with its role and the user's default dataset) on an embedded database, and forgets all of
 * them the moment any statement might change one.
 *
 * Every signed-in call reads those three things before it does its own work; on PGlite that was three
 * of a Calculate's five statements, and the database's share of a request's time. PGlite is used by
 * exactly one process (db/data-dir-lock.ts), and every statement of that process passes through
 * db/cached-reads.ts, which asks this cache first for a read and tells it about every other statement.
 * So nothing can change a remembered row without the cache seeing the statement that does it:
 * sign-out, a revoked session, a changed password, a deleted account, a changed role or a removed
 * member take effect on the very next request, as without the cache (tests: test/hot-path.test.ts
 * and the session and organisation tests, which run on PGlite).
 *
 * The rule is deliberately coarse:
 * - a read is remembered only if it is a plain `select` of the identity tables alone, outside a
 *   transaction, with no function whose answer changes by itself (`now()`, `nextval`, …);
 * - any other statement forgets everything, unless it provably writes one table outside the identity
 *   tables (inserting a snapshot or an audit event, the hot path's writes), and no identity row
 *   depends on that table (nothing cascades from it into them).
 *
 * PostgreSQL gets no such cache: other servers write to it too, and this process would not see their
 * statements. There the guard's memos forget on the notices every write to these tables sends
 * (db/identity-notices.ts; docs/decisions/019-event-loop-and-hot-reads.md).
 */

/** Tables the guard and the workspace check read (better-auth's session and user, our profile and memberships). */
export const IDENTITY_TABLES: ReadonlySet<string> = new Set([
  'session',
  'api_token',
  'user',
  'profile',
  'organisation',
  'organisation_member',
]);

/** Reads in the statement (the tables after `from` and `join`), unquoted and lower-cased. */
function tablesRead(text: string): string[] {
  return [...text.matchAll(/\b(?:from|join)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi)].map((m) => m[1]!.toLowerCase());
}

/** Functions whose answer is not a function of the rows: a read using one is never remembered. */
const VOLATILE =
  /\b(?:now|nextval|currval|setval|random|clock_timestamp|current_timestamp|current_date|pg_\w+)\b|\bfor\s+(?:update|share|no\s+key\s+update|key\s+share)\b/i;

/** Whether a statement is a read the cache may answer and remember. */
export function isCacheableRead(text: string): boolean {
  const t = text.trimStart();
  if (!/^select\b/i.test(t) || t.includes(';') || VOLATILE.test(t)) return false;
  const tables = tablesRead(t);
  return tables.length > 0 && tables.every((name) => IDENTITY_TABLES.has(name));
}

/**
 * Tables whose rows the identity rows never depend on: writing them cannot change a remembered
 * answer. An identity table's row never references these, so no cascade reaches the identity tables
 * from them (the foreign keys run the other way).
 */
const WRITES_THAT_KEEP: ReadonlySet<string> = new Set([
  'snapshot',
  'audit_event',
  'share_link',
  'project',
  'deleted_snapshot',
  'custom_product',
  'verification',
  'rate_limit',
]);

/** Whether a statement that is not a cacheable read may leave the remembered answers as they are. */
export function keepsIdentityReads(text: string): boolean {
  const t = text.trimStart();
  if (t.includes(';')) return false;
  // A plain read of anything (including the hot path's `select nextval(...)`) changes no row.
  if (/^select\b/i.test(t) && !/\bfor\s+(?:update|share|no\s+key\s+update|key\s+share)\b/i.test(t)) return true;
  const write = /^(?:insert\s+into|update|delete\s+from)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i.exec(t);
  if (!write) return false;
  // One write statement: no second write hidden in a CTE or a sub-statement.
  if (/\b(?:insert\s+into|update|delete\s+from)\b/gi.exec(t.slice(write[0].length))) return false;
  return WRITES_THAT_KEEP.has(write[1]!.toLowerCase());
}

export interface IdentityReadCache extends IdentityMemos {
  /** The remembered answer of this read with these parameters and options, if any. */
  get(text: string, params: unknown, options: unknown): unknown;
  /**
   * Remembers the answer of a cacheable read, unless a statement that might change an identity row
   * was seen since `since` (the {@link generation} when the read was sent): with several statements
   * in flight, a read may answer after such a statement was sent.
   */
  set(text: string, params: unknown, options: unknown, result: unknown, since: number): void;
  /** Counts the times everything was forgotten. */
  readonly generation: number;
  /** Called with every statement that is not answered from the cache; forgets everything unless it keeps them. */
  saw(text: string): void;
  /** Forgets everything (a transaction wrote something, a multi-statement exec, …). */
  clear(): void;
  /**
   * A memo of answers worked out from the identity reads (who a session is, a user's active
   * workspace), forgotten with them: an answer is kept only if no statement that might change an
   * identity row ran while it was worked out, and it is given back only until the next such statement.
   */
  memo<V>(): IdentityMemo<V, number>;
  readonly stats: { hits: number; misses: number; clears: number };
}

export interface IdentityMemo<V, R = unknown> {
  /**
   * The answer for `key`: the remembered one while nothing could have changed it and its time has
   * not passed, else `work()`'s, remembered until `keepUntil(answer)` (ms since the epoch; a time
   * already past keeps nothing) unless a statement that might change an identity row ran meanwhile.
   * `request` goes to the memo's rules: on PostgreSQL, the moment the request arrived
   * (db/identity-notices.ts), from which every change must count.
   */
  answer(key: string, work: () => Promise<V>, keepUntil: (value: V) => number, request?: R): Promise<V>;
}

/**
 * Where the guard's memos come from: the embedded database's read cache (this file), or, on
 * PostgreSQL, the notices every server's writes to the identity tables send (db/identity-notices.ts).
 * A memo's `request` is the moment (`performance.now()`) the request arrived.
 */
export interface IdentityMemos {
  memo<V>(): IdentityMemo<V, number>;
}

/** Without a source: every answer is worked out afresh. */
const NO_MEMO: IdentityMemo<never> = { answer: (_key, work) => work() };

/** The source's memo, or one that remembers nothing when there is none. */
export function identityMemo<V>(source: IdentityMemos | null): IdentityMemo<V, number> {
  return source ? source.memo<V>() : NO_MEMO;
}

/** When a memo may keep an answer, and when a kept one may be given back. */
export interface MemoRules<V, R> {
  /** Taken when an answer starts being worked out, and kept with it. */
  stamp(): number;
  /** Whether an answer worked out since `stamp` may be kept. */
  mayKeep(stamp: number): boolean;
  /** Whether a kept answer (not past its time) may be given back now. */
  stillHolds(entry: { value: V; stamp: number }, request: R | undefined): boolean | Promise<boolean>;
}

/** The memo every source shares: answers by key, each until its time, at most MAX_ENTRIES of them. */
export function keptAnswers<V, R>(rules: MemoRules<V, R>): IdentityMemo<V, R> {
  const kept = new Map<string, { value: V; stamp: number; until: number }>();
  return {
    async answer(key, work, keepUntil, request) {
      const entry = kept.get(key);
      if (entry && Date.now() < entry.until && (await rules.stillHolds(entry, request))) return entry.value;
      kept.delete(key);
      const stamp = rules.stamp();
      const value = await work();
      const until = keepUntil(value);
      if (rules.mayKeep(stamp) && until > Date.now()) {
        if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
        kept.set(key, { value, stamp, until });
      }
      return value;
    },
  };
}

/** At most this many answers are kept; the oldest go first. */
const MAX_ENTRIES = 2000;

export function createIdentityReadCache(): IdentityReadCache {
  const answers = new Map<string, unknown>();
  const stats = { hits: 0, misses: 0, clears: 0 };
  // The row mode is part of the key: drizzle asks for one text as objects or as arrays.
  const keyOf = (text: string, params: unknown, options: unknown) =>
    `${(options as { rowMode?: string } | undefined)?.rowMode ?? 'object'}\u0000${text}\u0000${JSON.stringify(params ?? [])}`;
  let generation = 0;
  const clear = () => {
    generation++;
    if (answers.size > 0) stats.clears++;
    answers.clear();
  };
  return {
    stats,
    memo<V>(): IdentityMemo<V, number> {
      // An answer is kept only if nothing was forgotten while it was worked out, and given back until the next time.
      return keptAnswers<V, number>({
        stamp: () => generation,
        mayKeep: (startedAt) => startedAt === generation,
        stillHolds: (entry) => entry.stamp === generation,
      });
    },
    get(text, params, options) {
      const hit = answers.get(keyOf(text, params, options));
      if (hit === undefined) {
        stats.misses++;
        return undefined;
      }
      stats.hits++;
      return copyResult(hit);
    },
    get generation() {
      return generation;
    },
    set(text, params, options, result, since) {
      if (since !== generation) return;
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value!);
      answers.set(keyOf(text, params, options), copyResult(result));
    },
    saw(text) {
      if (!keepsIdentityReads(text)) clear();
    },
    clear,
  };
}

/** A copy of a query result whose rows (arrays or objects of plain values) a caller may change freely. */
function copyResult(result: unknown): unknown {
  const r = result as { rows?: unknown[] };
  if (!r || !Array.isArray(r.rows)) return result;
  return {
    ...r,
    rows: r.rows.map((row: unknown) => (Array.isArray(row) ? [...(row as unknown[])] : { ...(row as object) })),
  };
}
