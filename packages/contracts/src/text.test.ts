import { describe, expect, it } from 'vitest';
import {
  calculateFootingRequestSchema,
  calculateWallRequestSchema,
  estimateDwellingRequestSchema,
  snapshotListQuerySchema,
  updateUserSchema,
} from './index';
import { isStorableText, textSchema, routeTableLookup } from './text';

describe('text the database can store', () => {
  it('refuses NUL and lone surrogates, and keeps every real character', () => {
    for (const bad of ['a\u0000b', '\ud800x', 'x\udc00', '\udc00\ud800', 'end\ud83d'])
      expect(isStorableText(bad)).toBe(false);
    for (const good of ['', 'Smith House', 'Ngā Whare 🏠', 'tab\there', 'straße', '\ud83d\ude00']) {
      expect(isStorableText(good)).toBe(true);
    }
  });

  it('names the field, with its own label, in every free-text field of the API', () => {
    const nul = 'a\u0000b';
    const cases: Array<
      [
        {
          safeParse: (v: unknown) => {
            success: boolean;
            error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
          };
        },
        unknown,
        string,
      ]
    > = [
      [updateUserSchema, { displayName: nul }, 'displayName'],
      [updateUserSchema, { organisation: '\ud800x' }, 'organisation'],
      [snapshotListQuerySchema, { q: nul }, 'q'],
      [snapshotListQuerySchema, { project: nul }, 'project'],
      [estimateDwellingRequestSchema, { project: nul }, 'project'],
      [calculateFootingRequestSchema, { project: nul }, 'project'],
      [
        calculateWallRequestSchema,
        { project: nul, locations: [{ description: '\ud800x' }] },
        'locations.0.description',
      ],
    ];
    for (const [schema, value, path] of cases) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      const issue = result.error!.issues.find((i) => i.path.join('.') === path);
      expect(issue?.message, path).toMatch(/contains a character that cannot be stored/);
    }
  });

  it("keeps the field's own message for a value that is not text", () => {
    expect(textSchema('Project').safeParse(12).error?.issues[0]?.message).toBe('Project must be text.');
  });
});

describe('routeTableLookup', () => {
  const lookup = routeTableLookup<string>(
    {
      'GET /api/snapshots/{number}': 'one',
      'GET /api/snapshots/export.csv': 'csv',
      'DELETE /api/snapshots/{number}/share/{token}': 'revoke',
    },
    'none',
  );
  it('prefers a literal path to a template, reads HEAD as GET, and falls back for anything unlisted', () => {
    expect(lookup('GET', '/api/snapshots/export.csv')).toBe('csv');
    expect(lookup('get', '/api/snapshots/12')).toBe('one');
    expect(lookup('HEAD', '/api/snapshots/12')).toBe('one');
    expect(lookup('DELETE', '/api/snapshots/12/share/abc')).toBe('revoke');
    expect(lookup('POST', '/api/snapshots/12')).toBe('none');
    expect(lookup('GET', '/api/snapshots/12/extra')).toBe('none');
    expect(lookup('GET', '/api/snapshots')).toBe('none');
  });
});
