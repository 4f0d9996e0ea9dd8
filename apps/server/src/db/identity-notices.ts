import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Logger } from 'pino';
import { keptAnswers, type IdentityMemo, type IdentityMemos } from './identity-read-cache';

/** The channel migration 0008 notifies on every write to an identity table (drizzle/0008_identity_notices.sql). */
export const IDENTITY_CHANNEL = 'embodied_identity';

/** The listening connection's name in `pg_stat_activity`. */
export const LISTENER_NAME = 'embodied identity listener';

/** How long to wait before listening again after the connection was lost: doubling up to the last. */
const RECONNECT_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * The guard's memos on PostgreSQL, where other servers write too.
 *
 * Every statement that writes an identity table, from any server, sends a notice when its transaction
 * commits (a trigger per table, migration 0008). This process listens on one connection of its own and
 * counts a generation with every notice. An answer worked out from the identity tables (who a session
 * is, a user's active workspace) is kept with the generation it started from, and given back only
 * while that is still the generation **after catching up**: one short statement on the listening
 * connection that was sent after the request arrived (it asks for the database's process id, which
 * must be the one that listens: behind a pooler in transaction mode it would not be, and the
 * listener counts itself lost). PostgreSQL sends a listening connection every
 * notice committed before that statement ahead of the statement's own answer, so by the time it
 * answers, every change committed before the request arrived has been counted. A sign-out, a revoked
 * session, a deleted account, a changed role or a removed member through any server therefore takes
 * effect on the next request here, exactly as when every request read the rows.
 *
 * The requests waiting at one moment share one catching-up statement (at most one is in flight and
 * one waits to be sent), so under load it is a fraction of a statement per request, and much less
 * work for the database than reading the session, its user and the workspace.
 *
 * While the listening connection is lost (the database restarted, an administrator ended it), nothing
 * is given back from memory: every request reads afresh, until the connection listens again. Then
 * everything remembered before is forgotten, since notices sent meanwhile were missed.
 */
export interface IdentityNotices extends IdentityMemos {
  /** Whether the connection is listening now (answers may come from memory). */
  readonly listening: boolean;
  readonly stats: {
    notices: number;
    catchUps: number;
    rounds: number;
    hits: number;
    misses: number;
    reconnects: number;
  };
  /**
   * Lets `rider` add its work to the rounds on the listening connection (one rider; db/round-riders.ts).
   * Call {@link IdentityNotices.wake} when it has work waiting.
   */
  carry(rider: RoundRider): void;
  /** A round goes soon, if none is in flight (the one in flight sends the next when it answers). */
  wake(): void;
  close(): Promise<void>;
}

/**
 * The listening connection runs one statement at a time, a **round**: it catches up (above), and it
 * carries whatever its rider has waiting, in the same statement. A round that answers has caught up
 * as of when it was sent, whoever it was sent for. So on a busy server a Calculate's steps on the
 * database (the guard catching up, its snapshot number, its row) share one statement with every
 * other request's, and the database runs one transaction for them all (db/round-riders.ts).
 */
export interface RoundRider {
  /** Takes the work waiting now, for the round about to be sent; null when nothing waits. */
  board(): RoundPart | null;
}

/** A rider's part of one round's statement. */
export interface RoundPart {
  /** A data-modifying statement, run in the round as a `with` query (parameters from $1). */
  readonly write: string | null;
  /** Further columns of the round's one answer row (SQL; parameters follow the write's). */
  readonly columns: string | null;
  readonly params: readonly unknown[];
  /** How many requests' work the part carries (numbers and rows). */
  readonly size: number;
  /** The round answered, so its write is committed: the answer row. */
  arrived(row: Record<string, unknown>): void;
  /** The round failed, or was never sent (not listening): its work must be done another way. */
  failed(err: unknown): void;
}

/**
 * How long a round waits after the one before it was sent, when that one carried the work of more
 * than one request: under load, more requests share a round, so a Calculate costs the server and the
 * database a smaller part of a statement (measured then, decision 022). A lone request
 * never waits.
 */
export const ROUND_PACE_MS = 4;

/** Why a rider's part was not sent: the connection is not listening (lost, or closing). */
export class NotListeningError extends Error {
  constructor() {
    super('the identity listener is not listening');
  }
}

/** A round's statement: the rider's write as a `with` query, the catching up, the rider's columns. */
export function roundText(part: Pick<RoundPart, 'write' | 'columns'> | null): string {
  const write = part?.write ? `with written as (${part.write}) ` : '';
  const columns = part?.columns ? `, ${part.columns}` : '';
  return `${write}select pg_backend_pid() as pid${columns}`;
}

/** Each round statement's name: prepared once on a listening connection, only bound and run after. */
const ROUND_STATEMENTS = new Map<string, string>();

/**
 * The name a round's statement is prepared under. The texts are few (a round writes from none to
 * round-riders' most rows, with or without numbers drawn), and the same text always has the same
 * name, on every connection. Prepared, PostgreSQL parses and plans it once per connection instead
 * of once per round (a tenth of its work for a Calculate: measured then, decision 022).
 */
export function roundStatementName(text: string): string {
  let name = ROUND_STATEMENTS.get(text);
  if (name === undefined) {
    name = `embodied_round_${ROUND_STATEMENTS.size + 1}`;
    ROUND_STATEMENTS.set(text, name);
  }
  return name;
}

/**
 * Listens for the identity notices on a connection of its own (the guard's memos on PostgreSQL,
 * {@link IdentityNotices}), and runs the rounds on it ({@link RoundRider}).
 */
export async function listenForIdentityChanges(
  url: string,
  logger?: Pick<Logger, 'warn' | 'info'>,
): Promise<IdentityNotices> {
  return IdentityListener.open(url, logger);
}

/** A catching-up statement still to be sent: every request that arrived after the one in flight was sent. */
interface NextCatchUp {
  readonly done: Promise<boolean>;
  readonly settle: (ok: boolean) => void;
}

/** The listening connection, its generation and its rounds. */
class IdentityListener implements IdentityNotices {
  readonly stats = { notices: 0, catchUps: 0, rounds: 0, hits: 0, misses: 0, reconnects: 0 };
  private generation = 0;
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private reconnect: NodeJS.Timeout | null = null;
  /** The database server process that runs the LISTEN: every catching-up statement must reach it. */
  private listenerPid: number | undefined;
  /** When the newest catching-up statement that has answered was sent (performance.now()). */
  private caughtUpAt = Number.NEGATIVE_INFINITY;
  /** The catching-up statement in flight, with when it was sent. */
  private inFlight: { sentAt: number; done: Promise<boolean> } | null = null;
  /** The one that waits for the one in flight: every request that arrived after that one was sent. */
  private next: NextCatchUp | null = null;
  /** What rides the rounds besides the catching up (db/round-riders.ts). */
  private rider: RoundRider | null = null;
  /** The next round's timer (or immediate), while one is due. */
  private due: NodeJS.Timeout | NodeJS.Immediate | null = null;
  /** Requests waiting for the next round to catch them up. */
  private catchingUp = 0;
  /** When the last round was sent, and how many requests' work it carried. */
  private last = { sentAt: Number.NEGATIVE_INFINITY, carried: 0 };

  private constructor(
    private readonly url: string,
    private readonly logger?: Pick<Logger, 'warn' | 'info'>,
  ) {}

  /** A listener that listens already (the first connection's failure is the caller's). */
  static async open(url: string, logger?: Pick<Logger, 'warn' | 'info'>): Promise<IdentityListener> {
    const listener = new IdentityListener(url, logger);
    await listener.listen();
    return listener;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  memo<V>(): IdentityMemo<V, number> {
    return keptAnswers<V, number>({
      stamp: () => this.generation,
      mayKeep: (startedAt) => startedAt === this.generation && this.client !== null,
      stillHolds: async (entry, since) => {
        const ok = await this.caughtUp(since ?? performance.now());
        const holds = ok && entry.stamp === this.generation;
        if (holds) this.stats.hits++;
        else this.stats.misses++;
        return holds;
      },
    });
  }

  carry(rider: RoundRider): void {
    this.rider = rider;
  }

  /**
   * A round goes once none is in flight, with whatever has arrived by then: at the next check phase,
   * or, when the last round carried the work of more than one request (the server is busy), no
   * sooner than {@link ROUND_PACE_MS} after it was sent, so that more requests share each round.
   */
  wake(): void {
    if (this.due || this.inFlight) return;
    const wait = this.last.carried > 1 ? this.last.sentAt + ROUND_PACE_MS - performance.now() : 0;
    this.due = wait > 0 ? setTimeout(() => this.send(), wait) : setImmediate(() => this.send());
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    // Every round due goes now, and the last one in flight finishes: its rows are answered as
    // committed, or go the other way with the rider's work still waiting (db/round-riders.ts).
    this.send();
    while (this.inFlight) await this.inFlight.done;
    const open = this.client;
    this.client = null;
    this.forget();
    this.next?.settle(false);
    this.next = null;
    for (let part = this.rider?.board(); part; part = this.rider?.board()) part.failed(new NotListeningError());
    if (open) {
      open.removeAllListeners('end');
      await open.end().catch(() => {});
    }
  }

  /** A notice, or notices missed: whatever was remembered no longer holds. */
  private forget(): void {
    this.generation++;
  }

  /** Sends a round now, if none is in flight and anything waits for one: the catching up, the rider's part. */
  private send(): void {
    if (this.due) {
      clearTimeout(this.due as NodeJS.Timeout);
      clearImmediate(this.due as NodeJS.Immediate);
      this.due = null;
    }
    if (this.inFlight) return;
    const waiting = this.next;
    const part = this.rider?.board() ?? null;
    if (!waiting && !part) return;
    this.next = null;
    const carried = this.catchingUp + (part?.size ?? 0);
    this.catchingUp = 0;
    const asked = this.client;
    if (!asked) {
      waiting?.settle(false);
      part?.failed(new NotListeningError());
      return;
    }
    const sentAt = performance.now();
    this.last = { sentAt, carried };
    this.stats.rounds++;
    if (waiting) this.stats.catchUps++;
    const text = roundText(part);
    const done = asked
      .query<Record<string, unknown> & { pid: number }>({
        name: roundStatementName(text),
        text,
        values: [...(part?.params ?? [])],
      })
      .then(
        (result) => this.roundAnswered(asked, part, sentAt, result.rows[0]!),
        (err: unknown) => {
          part?.failed(err);
          return false;
        },
      );
    this.inFlight = { sentAt, done };
    const finished = (ok: boolean) => {
      waiting?.settle(ok);
      this.inFlight = null;
      if (this.closed) this.send();
      else this.wake();
    };
    // Whatever happens to the round, the next one can go.
    void done.then(finished, () => finished(false));
  }

  /** A round's answer: the rider's part arrived; whether it caught up (answered by the listening session). */
  private roundAnswered(
    asked: pg.Client,
    part: RoundPart | null,
    sentAt: number,
    row: Record<string, unknown> & { pid: number },
  ): boolean {
    // The write committed whoever answered; the catching up holds only on the listening session.
    try {
      part?.arrived(row);
    } catch (err) {
      // Its work goes the other way (a row found stored with its own content is answered as saved).
      part?.failed(err);
    }
    if (asked !== this.client) return false;
    // Answered by another server process than the one that listens: a pooler in transaction
    // mode between us and the database. Notices would be missed, so this connection is useless.
    if (row.pid !== this.listenerPid) {
      this.lost(
        asked,
        new Error('the identity listener is not on one database session (a pooler in transaction mode?)'),
      );
      return false;
    }
    // Answered on the connection that still listens: every notice before it has been counted.
    this.caughtUpAt = Math.max(this.caughtUpAt, sentAt);
    return true;
  }

  /** Resolves true once every change committed before `since` has been counted; false while not listening. */
  private caughtUp(since: number): Promise<boolean> | boolean {
    if (!this.client) return false;
    if (this.caughtUpAt >= since) return true;
    if (this.inFlight && this.inFlight.sentAt >= since) return this.inFlight.done;
    if (!this.next) {
      let settle!: (ok: boolean) => void;
      const done = new Promise<boolean>((resolve) => (settle = resolve));
      this.next = { done, settle };
    }
    this.catchingUp++;
    const waiting = this.next.done;
    this.wake();
    return waiting;
  }

  /** The connection `from` is lost (if it is still the one listening): forget, and listen again soon. */
  private lost(from: pg.Client, err?: unknown): void {
    if (from !== this.client) return;
    this.client = null;
    this.forget();
    from.removeAllListeners('notification');
    from.end().catch(() => {});
    if (this.closed) return;
    this.logger?.warn(
      { err },
      'the identity listener lost its database connection; sessions are read afresh on every request until it listens again',
    );
    this.schedule();
  }

  /** Listens again after the next wait of {@link RECONNECT_MS}. */
  private schedule(): void {
    const wait = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)]!;
    this.failures++;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.listen().catch(() => {
        if (!this.closed) this.schedule();
      });
    }, wait);
    this.reconnect.unref();
  }

  /** Opens a connection, listens on it and learns its server process; it is then the one listening. */
  private async listen(): Promise<void> {
    const candidate = new pg.Client({ connectionString: this.url, application_name: LISTENER_NAME });
    candidate.on('error', (err) => this.lost(candidate, err));
    candidate.on('end', () => this.lost(candidate));
    candidate.on('notification', (message) => {
      if (message.channel !== IDENTITY_CHANNEL) return;
      this.stats.notices++;
      this.forget();
    });
    let pid: number | undefined;
    try {
      await candidate.connect();
      await candidate.query(`listen ${IDENTITY_CHANNEL}`);
      pid = (await candidate.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    } catch (err) {
      candidate.removeAllListeners('end');
      await candidate.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await candidate.end().catch(() => {});
      return;
    }
    // Notices sent before this connection listened were missed: forget whatever was remembered.
    this.forget();
    if (this.failures > 0) {
      this.stats.reconnects++;
      this.logger?.info('the identity listener listens again; sessions may be answered from memory');
    }
    this.failures = 0;
    this.listenerPid = pid;
    this.client = candidate;
  }
}
