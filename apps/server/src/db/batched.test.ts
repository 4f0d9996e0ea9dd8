import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batched } from './batched';

describe('group commit (batched)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec("create table item (id int primary key, label text not null check (label <> ''))");
  });
  afterAll(async () => client.close());

  /** One multi-row insert per batch, counted; each caller gets its own row's id back. */
  const writer = (statements: number[]) =>
    batched<{ id: number; label: string }, number>(
      async (rows) => {
        statements.push(rows.length);
        const values = rows.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ');
        const done = await client.query<{ id: number }>(
          `insert into item (id, label) values ${values} returning id`,
          rows.flatMap((r) => [r.id, r.label]),
        );
        return done.rows.map((r) => r.id);
      },
      { concurrency: 1, maxBatch: 16 },
    );

  it('writes calls made at the same time together, at most maxBatch a statement, answering each its own', async () => {
    const statements: number[] = [];
    const write = writer(statements);
    const ids = Array.from({ length: 40 }, (_, i) => 100 + i);
    const answers = await Promise.all(ids.map((id) => write({ id, label: `row ${id}` })));
    expect(answers).toEqual(ids);
    expect(statements).toEqual([16, 16, 8]);
    const stored = await client.query<{ n: number }>(
      'select count(*)::int as n from item where id between 100 and 139',
    );
    expect(stored.rows[0]!.n).toBe(40);
  });

  it("answers a batch's calls one per turn of the event loop, and sends the next batch meanwhile", async () => {
    const statements: number[] = [];
    const write = writer(statements);
    const events: string[] = [];
    const ids = [400, 401, 402];
    const calls = ids.map((id) =>
      write({ id, label: `turn ${id}` }).then((answer) => {
        events.push(`answered ${answer}`);
        // The answer's own work takes 2 ms, so this timer is due when it ends: it runs before the
        // next answer only if the loop turns in between.
        setTimeout(() => events.push(`timer after ${answer}`), 1);
        const until = performance.now() + 2;
        while (performance.now() < until);
      }),
    );
    const later = calls[0]!.then(() => write({ id: 403, label: 'next batch' }));
    await Promise.all([...calls, later]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events.slice(0, 5)).toEqual([
      'answered 400',
      'timer after 400',
      'answered 401',
      'timer after 401',
      'answered 402',
    ]);
    expect(statements).toEqual([3, 1]);
  });

  it('a lone call is sent at once, on its own', async () => {
    const statements: number[] = [];
    const write = writer(statements);
    await expect(write({ id: 200, label: 'alone' })).resolves.toBe(200);
    expect(statements).toEqual([1]);
  });

  it('one call the database refuses fails alone: every other call of its batch is still written', async () => {
    const statements: number[] = [];
    const write = writer(statements);
    const calls = [
      write({ id: 300, label: 'fine' }),
      write({ id: 301, label: '' }), // breaks the check
      write({ id: 100, label: 'taken' }), // breaks the primary key
      write({ id: 302, label: 'fine too' }),
    ];
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/check constraint/);
    expect(String((settled[2] as PromiseRejectedResult).reason)).toMatch(/duplicate key/);
    // The batch of four failed as a whole, then each call was tried on its own.
    expect(statements).toEqual([4, 1, 1, 1, 1]);
    const stored = await client.query<{ id: number; label: string }>(
      'select id, label from item where id between 300 and 302 order by id',
    );
    expect(stored.rows).toEqual([
      { id: 300, label: 'fine' },
      { id: 302, label: 'fine too' },
    ]);
    // The row already there kept its label.
    expect((await client.query<{ label: string }>('select label from item where id = 100')).rows[0]!.label).toBe(
      'row 100',
    );
  });

  it('a batch that answers the wrong number of rows is an error for each of its calls, never a wrong answer', async () => {
    const write = batched<number, number>((xs) => Promise.resolve(xs.length > 1 ? xs.slice(1) : []), {
      concurrency: 1,
      maxBatch: 8,
    });
    const settled = await Promise.allSettled([write(1), write(2)]);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(String((settled[0] as PromiseRejectedResult).reason)).toMatch(/gave 0 answers/);
  });
});
