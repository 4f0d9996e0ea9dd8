import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('the zod setting the web app makes before any schema is built', () => {
  it('is the one zod itself reads: no parser is compiled with new Function', () => {
    expect(z.config().jitless).toBe(true);
    // A schema built now parses without eval (the page's Content-Security-Policy forbids it).
    const schema = z.object({ a: z.number() });
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct() {
        throw new Error('zod compiled a parser');
      },
    });
    try {
      expect(schema.parse({ a: 1 })).toEqual({ a: 1 });
    } finally {
      globalThis.Function = original;
    }
  });
});
