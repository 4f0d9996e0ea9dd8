import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonbBytes } from '../db/snapshot-insert';
import { canonicalCopy } from '../lib/canonical-json';
import { jsonValue } from '../../test/support/json-value';
import { canonicalContentHash, snapshotContentHash, type HashedContent } from './snapshot-hash';

const content = (inputs: unknown, outputs: unknown): HashedContent =>
  ({
    serial: 42,
    number: 7,
    hashVersion: 2,
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
    expect(canonicalContentHash({ ...base, serial: 43 }, written)).not.toBe(hash);
    // The number is given after the hash (decision 023): a version-2 hash does not cover it.
    expect(canonicalContentHash({ ...base, number: 8 }, written)).toBe(hash);
    // A version-1 hash covers the serial under the name `number`: another hash, the same both ways.
    const v1 = { ...base, hashVersion: 1 as const };
    expect(canonicalContentHash(v1, written)).not.toBe(hash);
    expect(canonicalContentHash(v1, written)).toBe(snapshotContentHash(v1));
    expect(canonicalContentHash({ ...base, project: 'Another' }, written)).not.toBe(hash);
    expect(canonicalContentHash(base, { ...written, outputs: '{"b":3}' })).not.toBe(hash);
    expect(canonicalContentHash(base, { ...written, outputsJsonb: jsonbBytes('{"b":3}') })).not.toBe(hash);
    expect(canonicalContentHash(base, { ...written, inputs: '{"a":2}' })).not.toBe(hash);
    expect(canonicalContentHash({ ...base, createdAt: '2026-11-26T01:02:03.457Z' }, written)).not.toBe(hash);
  });
});
