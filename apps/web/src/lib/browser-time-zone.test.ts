import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@embodied/contracts';
import { shouldAdoptBrowserZone } from './browser-time-zone';

const now = Date.parse('2026-11-29T08:00:00Z');
const fresh = { id: 'u1', timeZone: DEFAULT_TIME_ZONE, createdAt: '2026-11-29T07:00:00Z' };

describe('shouldAdoptBrowserZone', () => {
  it("sets a new account's zone to the browser's, once", () => {
    expect(shouldAdoptBrowserZone(fresh, 'Europe/London', now, false)).toBe(true);
    expect(shouldAdoptBrowserZone(fresh, 'Europe/London', now, true)).toBe(false);
  });
  it('keeps a zone the user chose, an older account, and a browser in the default zone or of unknown zone', () => {
    expect(shouldAdoptBrowserZone({ ...fresh, timeZone: 'Australia/Perth' }, 'Europe/London', now, false)).toBe(false);
    expect(shouldAdoptBrowserZone({ ...fresh, createdAt: '2026-11-27T07:00:00Z' }, 'Europe/London', now, false)).toBe(
      false,
    );
    expect(shouldAdoptBrowserZone(fresh, DEFAULT_TIME_ZONE, now, false)).toBe(false);
    expect(shouldAdoptBrowserZone(fresh, undefined, now, false)).toBe(false);
  });
});
