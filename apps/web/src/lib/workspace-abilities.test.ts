import { describe, expect, it } from 'vitest';
import type { Workspace } from '@embodied/contracts';
import { abilitiesOf, assignableRoles, snapshotRole, workspaceLabel } from './workspace-abilities';

const personal: Workspace = { organisationId: null, name: 'Personal', role: 'owner' };
const smith: Workspace = { organisationId: 'org1', name: 'Smith Building Co', role: 'viewer' };
const jones: Workspace = { organisationId: 'org2', name: 'Jones Homes', role: 'admin' };

describe('abilitiesOf', () => {
  it('lets each role do what the role table says, and everything a lesser role may', () => {
    expect(abilitiesOf('viewer')).toEqual({ calculate: false, manage: false, own: false });
    expect(abilitiesOf('editor')).toEqual({ calculate: true, manage: false, own: false });
    expect(abilitiesOf('admin')).toEqual({ calculate: true, manage: true, own: false });
    expect(abilitiesOf('owner')).toEqual({ calculate: true, manage: true, own: true });
  });
});

describe('workspaceLabel', () => {
  it('names the personal workspace without a role and an organisation with one', () => {
    expect(workspaceLabel(personal)).toBe('Personal');
    expect(workspaceLabel(smith)).toBe('Smith Building Co · Viewer');
  });
});

describe('assignableRoles', () => {
  it('lets an owner give any role, an admin any but owner, and nobody else any', () => {
    expect(assignableRoles('owner', 'owner')).toEqual(['owner', 'admin', 'editor', 'viewer']);
    expect(assignableRoles('admin', 'viewer')).toEqual(['admin', 'editor', 'viewer']);
    expect(assignableRoles('admin', 'owner')).toEqual([]);
    expect(assignableRoles('editor', 'viewer')).toEqual([]);
    expect(assignableRoles('viewer', 'viewer')).toEqual([]);
  });
});

describe('snapshotRole', () => {
  it('is owner of a personal snapshot whatever workspace is active', () => {
    expect(snapshotRole(null, [personal, smith])).toBe('owner');
  });
  it('is the role in the organisation the snapshot belongs to, by id (two organisations may share a name)', () => {
    const twin: Workspace = { organisationId: 'org3', name: 'Jones Homes', role: 'viewer' };
    expect(snapshotRole({ organisationId: smith.organisationId! }, [personal, jones, smith])).toBe('viewer');
    expect(snapshotRole({ organisationId: jones.organisationId! }, [personal, jones, twin, smith])).toBe('admin');
    expect(snapshotRole({ organisationId: 'org3' }, [personal, jones, twin, smith])).toBe('viewer');
  });
  it('is unknown for an organisation the user no longer belongs to', () => {
    expect(snapshotRole({ organisationId: 'gone' }, [personal])).toBeUndefined();
  });
});
