import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { issuesAllOnFields, issuesByField, showIssuesOnFields } from './field-issues';

const invalid = (...issues: { path: string; message: string }[]) =>
  new ApiError(400, 'invalid_input', 'Invalid', issues);

describe('the server issues a form shows on its fields', () => {
  it('takes the first message for each field the form has and leaves the other paths out', () => {
    const issues = [
      { path: 'name', message: 'Required' },
      { path: 'name', message: 'Too long' },
      { path: 'elsewhere', message: 'Not a field' },
      { path: 'notes', message: 'Too long' },
    ];
    expect(issuesByField(issues, ['name', 'notes'] as const)).toEqual({ name: 'Required', notes: 'Too long' });
  });

  it('maps a path to a field of another name when given a function', () => {
    const fields = (path: string) => (path === 'area' ? `locations.2.${path}` : undefined);
    expect(issuesByField([{ path: 'area', message: 'Too small' }], fields)).toEqual({
      'locations.2.area': 'Too small',
    });
  });

  it('sets each field’s message as a server error, and nothing for a failure that is not an ApiError', () => {
    const set: [string, unknown][] = [];
    const setError = (name: string, error: unknown) => void set.push([name, error]);
    showIssuesOnFields(setError, invalid({ path: 'email', message: 'Not an e-mail address' }), ['email', 'role']);
    showIssuesOnFields(setError, new Error('network'), ['email', 'role']);
    expect(set).toEqual([['email', { type: 'server', message: 'Not an e-mail address' }]]);
  });

  it('says a failure is all on fields only when it has issues and each is on a field', () => {
    expect(issuesAllOnFields(invalid({ path: 'name', message: 'Required' }), ['name'])).toBe(true);
    expect(issuesAllOnFields(invalid({ path: 'name', message: 'x' }, { path: 'id', message: 'y' }), ['name'])).toBe(
      false,
    );
    expect(issuesAllOnFields(invalid(), ['name'])).toBe(false);
    expect(issuesAllOnFields(null, ['name'])).toBe(false);
  });
});
