import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalCopy } from '../lib/canonical-json';
import { jsonValue } from '../../test/support/json-value';
import { canonicalContentHash, jsonbBytes, writeCalculation } from './fast-save';
import { snapshotContentHash, type HashedContent } from './stored-content';

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

/** Text and bytes as the save writes them, from texts given. */
const writtenAs = (inputs: string, outputs: string) => ({ inputs, outputs, outputsJsonb: jsonbBytes(outputs) });

describe('the content hash of canonical copies', () => {
  it('is the content hash, for any inputs and outputs that have canonical copies', () => {
    fc.assert(
      fc.property(jsonValue, jsonValue, (inputs, outputs) => {
        const sortedInputs = canonicalCopy(inputs);
        const sortedOutputs = canonicalCopy(outputs);
        fc.pre(sortedInputs !== undefined && sortedOutputs !== undefined);
        const written = writtenAs(JSON.stringify(sortedInputs), JSON.stringify(sortedOutputs));
        const hash = snapshotContentHash(content(inputs, outputs));
        expect(canonicalContentHash(content(sortedInputs, sortedOutputs), written)).toBe(hash);
        // As the save writes them: the same copies, text and hash.
        const calculation = writeCalculation(inputs, outputs);
        expect(calculation).toEqual({ inputs: sortedInputs, outputs: sortedOutputs, written });
      }),
      { numRuns: 300 },
    );
  });

  it('is the content hash of the JSON copies, for any inputs and outputs (those without canonical copies too)', () => {
    fc.assert(
      fc.property(jsonValue, jsonValue, (inputs, outputs) => {
        const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
        const calculation = writeCalculation(inputs, outputs);
        // The copies are what jsonb stores and gives back, the text is theirs.
        expect(calculation.inputs).toEqual(throughJson(inputs));
        expect(calculation.outputs).toEqual(throughJson(outputs));
        expect(JSON.parse(calculation.written.outputs)).toEqual(calculation.outputs);
        expect(canonicalContentHash(content(calculation.inputs, calculation.outputs), calculation.written)).toBe(
          snapshotContentHash(content(throughJson(inputs), throughJson(outputs))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('differs when any field differs', () => {
    const base = content({ a: 1 }, { b: 2 });
    const written = writtenAs('{"a":1}', '{"b":2}');
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
    expect(canonicalContentHash(base, { ...written, outputsJsonb: jsonbBytes('{"b":3}') })).not.toBe(hash);
    expect(canonicalContentHash(base, { ...written, inputs: '{"a":2}' })).not.toBe(hash);
    expect(canonicalContentHash({ ...base, createdAt: '2026-11-26T01:02:03.457Z' }, written)).not.toBe(hash);
  });
});
