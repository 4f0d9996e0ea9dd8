import { describe, expect, it } from 'vitest';
import { intlWarmUpSource, warmUpIntl } from './intl-warm-up';

/** Runs the worker's source as a worker would, with `postMessage` collecting what it posts. */
function runSource(source: string): unknown[] {
  const posted: unknown[] = [];
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source is the module's own, built from a locale tag
  const run = new Function('postMessage', source) as (post: (message: unknown) => void) => void;
  run((message) => posted.push(message));
  return posted;
}

describe('the Intl warm-up worker', () => {
  it('makes a number and a date formatter for the locale, then says so', () => {
    expect(runSource(intlWarmUpSource('en-AU'))).toEqual(['ready']);
  });

  it('carries the locale as a string literal, whatever it holds', () => {
    const source = intlWarmUpSource(`en-AU'); postMessage('injected`);
    expect(source).toContain(JSON.stringify(`en-AU'); postMessage('injected`));
    // Not a locale: Intl refuses it and the worker posts nothing (the page's formatters then do the work).
    expect(() => runSource(source)).toThrow(RangeError);
  });

  it('resolves false, at once, where there are no workers (the page then sets Intl up itself)', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    await expect(warmUpIntl('en-AU')).resolves.toBe(false);
  });
});
