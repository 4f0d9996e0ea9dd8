import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonbBytes } from '../db/snapshot-insert';
import { canonicalCopy } from '../lib/canonical-json';
import { jsonValue } from '../../test/support/json-value';
import { canonicalContentHash, snapshotContentHash, type HashedContent } from './snapshot-hash';

const content = (inputs: unknown, outputs: unknown): HashedContent =>
  ({
    number: 42,
    kind: 'footing',
    project: 'Hash “house” ✓',
    inputs,
    outputs,
    datasetId: 'au-typical',
    datasetVersion: '2026.1',
    engineVersion: '1.2.3',
    createdAt: '2026-11-26T01:02:03.456Z',
  }) as unknown as HashedContent;

describe('the content hash of canonical copies', () => {
  it('is the content hash, for any inputs and outputs that have canonical copies', () => {
    fc.assert(
      fc.property(jsonValue, jsonValue, (inputs, outputs) => {
        const sortedInputs = canonicalCopy(inputs);
        const sortedOutputs = canonicalCopy(outputs);
        fc.pre(sortedInputs !== undefined && sortedOutputs !== undefined);
        const written = { inputs: JSON.stringify(sortedInputs), outputs: JSON.stringify(sortedOutputs) };
        const hash = snapshotContentHash(content(inputs, outputs));
        expect(canonicalContentHash(content(sortedInputs, sortedOutputs), written)).toBe(hash);
        // The outputs' bytes encoded once, as the save passes them: the same hash.
        const encoded = { ...written, outputsJsonb: jsonbBytes(written.outputs) };
        expect(canonicalContentHash(content(sortedInputs, sortedOutputs), encoded)).toBe(hash);
      }),
      { numRuns: 300 },
    );
  });

  it('differs when any field differs', () => {
    const base = content({ a: 1 }, { b: 2 });
    const written = { inputs: '{"a":1}', outputs: '{"b":2}' };
    const hash = canonicalContentHash(base, written);
    expect(hash).toBe(snapshotContentHash(base));
    expect(canonicalContentHash({ ...base, number: 43 }, written)).not.toBe(hash);
    expect(canonicalContentHash({ ...base, project: 'Another' }, written)).not.toBe(hash);
    expect(canonicalContentHash(base, { ...written, outputs: '{"b":3}' })).not.toBe(hash);
    expect(canonicalContentHash(base, { ...written, outputsJsonb: jsonbBytes('{"b":3}') })).not.toBe(hash);
    expect(canonicalContentHash(base, { ...written, inputs: '{"a":2}' })).not.toBe(hash);
    expect(canonicalContentHash({ ...base, createdAt: '2026-11-26T01:02:03.457Z' }, written)).not.toBe(hash);
  });
});
