import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ifcHouse } from '../../test/support/ifc-house';
import { DomainError } from '../lib/domain-error';
import { runTakeoff, TAKEOFF_QUEUE_LIMIT } from './run-takeoff';

describe('runTakeoff (the worker thread)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'embodied-run-takeoff-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return { path, offset: 0, length: Buffer.byteLength(text) };
  };

  it('reads a byte range of a file: the model inside an upload', async () => {
    const house = ifcHouse({ schema: 'IFC4', baseQuantities: true });
    const wrapped = `--x\r\nheaders\r\n\r\n${house}\r\n--x--\r\n`;
    const part = file('wrapped.bin', wrapped);
    const takeoff = await runTakeoff({ ...part, offset: wrapped.indexOf('ISO'), length: Buffer.byteLength(house) });
    expect(takeoff.summary.groundFloorArea).toBe(80);
  });

  it('ends the worker at the time limit and says so (a 400, never a hang)', async () => {
    const started = Date.now();
    const error = await runTakeoff(file('slow.ifc', ifcHouse({ schema: 'IFC2X3' })), 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('invalid');
    expect((error as DomainError).message).toMatch(/could not be read within 0 s/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reads the next model right after a file that failed inside the reader or passed the time limit', async () => {
    const house = file('house.ifc', ifcHouse({ schema: 'IFC4', baseQuantities: true }));
    const first = await runTakeoff(house);
    // An IFC file web-ifc opens but that has nothing to take off (its worker is replaced after it).
    const empty = file(
      'empty.ifc',
      ifcHouse({ schema: 'IFC4' }).replace(/^#\d+=IFC(WALL|SLAB|WINDOW|DOOR|ROOF)\(.*$/gm, ''),
    );
    const refused = await runTakeoff(empty).catch((e: unknown) => e);
    expect((refused as DomainError).message).toMatch(/nothing to take off/);
    expect(await runTakeoff(house)).toEqual(first);
    await runTakeoff(house, 1).catch(() => undefined);
    expect(await runTakeoff(house)).toEqual(first);
  });

  it(`reads one model at a time, lets ${TAKEOFF_QUEUE_LIMIT} wait and answers one more that the server is busy`, async () => {
    const house = file('queued.ifc', ifcHouse({ schema: 'IFC2X3' }));
    const answers = await Promise.allSettled(Array.from({ length: TAKEOFF_QUEUE_LIMIT + 2 }, () => runTakeoff(house)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(TAKEOFF_QUEUE_LIMIT + 1);
    const busy = answers.find((a) => a.status === 'rejected');
    expect((busy?.reason as DomainError).kind).toBe('unavailable');
    expect((busy?.reason as DomainError).message).toMatch(/try the upload again/);
  });
});
