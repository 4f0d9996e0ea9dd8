import { describe, expect, it } from 'vitest';
import { HOME_PAGE } from '../../config/paths';
import { safeNext } from './account-api';

describe('safeNext', () => {
  it('returns to a page of ours, with its query', () => {
    expect(safeNext('/invitations/abc123')).toBe('/invitations/abc123');
    expect(safeNext('/snapshots?project=Lot%2012')).toBe('/snapshots?project=Lot%2012');
  });
  it('goes home for no address, another site, or the sign-in page itself', () => {
    expect(safeNext(null)).toBe(HOME_PAGE);
    expect(safeNext('')).toBe(HOME_PAGE);
    expect(safeNext('https://evil.example/')).toBe(HOME_PAGE);
    expect(safeNext('//evil.example/')).toBe(HOME_PAGE);
    expect(safeNext('/\\evil.example/')).toBe(HOME_PAGE);
    expect(safeNext('/login?next=/slab')).toBe(HOME_PAGE);
  });
});
