import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { canonicalCopy } from '../lib/canonical-json';
import { jsonValue } from '../../test/support/json-value';
import { writeCalculation } from '../db/fast-save';
import { withSnapshot, type SavedCalculation } from '../calculations/save-calculation';
import { answerWithSnapshot } from './calculate-request';

/** A saved footing Calculate with these outputs, written as the save writes them. */
const saved = (outputs: unknown): SavedCalculation<'footing'> => {
  const calculation = writeCalculation({}, outputs);
  return {
    number: 7,
    kind: 'footing',
    project: 'Answer',
    inputs: calculation.inputs,
    outputs: calculation.outputs,
    datasetId: 'au-typical',
    datasetVersion: '2026.1',
    engineVersion: '1.0.0',
    createdAt: '2026-11-26T01:02:03.456Z',
    contentHash: 'hash',
    written: calculation.written,
  } as SavedCalculation<'footing'>;
};

/** What a route answering `answerWithSnapshot` sends for `s`. */
async function answered(s: SavedCalculation<'footing'>) {
  const app = new Hono<AppEnv>().get('/', (c) => answerWithSnapshot(c, s));
  const res = await app.request('/');
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, body: JSON.parse(text) as unknown };
}

describe("a Calculate's answer written from its outputs' text", () => {
  it('is the answer withSnapshot gives, for any outputs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), jsonValue), async (outputs) => {
        const s = saved(outputs);
        const expected = JSON.parse(JSON.stringify(withSnapshot(s))) as unknown;
        const { text, ...answer } = await answered(s);
        expect(answer).toEqual({ status: 200, type: 'application/json', body: expected });
        // Outputs with canonical copies (every calculator's): the very bytes `c.json` would send.
        if (canonicalCopy(outputs) !== undefined) expect(text).toBe(JSON.stringify(withSnapshot(s)));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the snapshot number and time when the outputs have fields of those names', async () => {
    for (const s of [saved({ snapshot: 1, createdAt: 'then', total: 2 }), saved({ total: 2 }), saved({})]) {
      const { body } = await answered(s);
      expect(body).toEqual({ ...(s.outputs as object), snapshot: 7, createdAt: '2026-11-26T01:02:03.456Z' });
    }
  });
});
