import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { canonicalCopy } from '../lib/canonical-json';
import { jsonValue } from '../../test/support/json-value';
import { jsonbBytes } from '../db/snapshot-insert';
import { answerWithSnapshot, withSnapshot, type SavedCalculation } from './save-calculation';

/**
 * A saved footing Calculate with these outputs, written as the save writes them (text and bytes),
 * as text only, or not at all.
 */
const saved = (outputs: unknown, write: 'bytes' | 'text' | false = 'bytes'): SavedCalculation<'footing'> => {
  const sorted = canonicalCopy(outputs);
  return {
    number: 7,
    kind: 'footing',
    project: 'Answer',
    inputs: {},
    outputs: (sorted ?? outputs) as SavedCalculation<'footing'>['outputs'],
    datasetId: 'au-typical',
    datasetVersion: '2026.1',
    engineVersion: '1.0.0',
    createdAt: '2026-11-26T01:02:03.456Z',
    contentHash: 'hash',
    written:
      write && sorted !== undefined
        ? {
            inputs: '{}',
            outputs: JSON.stringify(sorted),
            ...(write === 'bytes' ? { outputsJsonb: jsonbBytes(JSON.stringify(sorted)) } : {}),
          }
        : undefined,
  } as SavedCalculation<'footing'>;
};

/** What a route answering `answerWithSnapshot` sends for `s`. */
async function answered(s: SavedCalculation<'footing'>) {
  const app = new Hono<AppEnv>().get('/', (c) => answerWithSnapshot(c, s));
  const res = await app.request('/');
  return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
}

describe("a Calculate's answer written from its outputs' text", () => {
  it('is the answer withSnapshot gives, for any outputs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), jsonValue), async (outputs) => {
        for (const s of [saved(outputs), saved(outputs, 'text')]) {
          const expected = JSON.parse(JSON.stringify(withSnapshot(s))) as unknown;
          expect(await answered(s)).toEqual({ status: 200, type: 'application/json', body: expected });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the snapshot number and time when the outputs have fields of those names, or were not written', async () => {
    for (const s of [saved({ snapshot: 1, createdAt: 'then', total: 2 }), saved({ total: 2 }, false), saved({})]) {
      const { body } = await answered(s);
      expect(body).toEqual({ ...(s.outputs as object), snapshot: 7, createdAt: '2026-11-26T01:02:03.456Z' });
    }
  });
});
