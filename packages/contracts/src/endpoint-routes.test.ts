import { describe, expect, it } from 'vitest';
import { endpointRoutes } from './endpoint-routes';
import { endpoints } from './endpoints';

describe('endpointRoutes (the endpoint table without its schemas)', () => {
  it('has every operation of the table with its method, path and multipart flag, and nothing more', () => {
    const fromTable = Object.fromEntries(
      Object.entries(endpoints).map(([name, e]) => [
        name,
        { method: e.method, path: e.path, ...('multipart' in e ? { multipart: e.multipart } : {}) },
      ]),
    );
    expect(endpointRoutes).toEqual(fromTable);
  });
});
