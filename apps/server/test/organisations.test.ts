import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANISATION_ROLES,
  WORKSPACE_ACCESS,
  roleAtLeast,
  type AuditList,
  type Invitation,
  type InvitationPreview,
  type Organisation,
  type OrganisationRole,
  type Project,
  type ProjectList,
  type SnapshotDetail,
  type SnapshotExport,
  type SnapshotList,
  type WorkspaceList,
} from '@embodied/contracts';
import { organisationMember, user as userTable } from '../src/db/schema';
import { CALCULATOR_EXAMPLES } from '../src/http/openapi-examples';
import { ifcHouse } from './support/ifc-house';
import { pdfText } from './support/pdf-text';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const FOOTING = CALCULATOR_EXAMPLES['POST /api/project/calculate-footing'].value;
const PROJECT = 'Lot 12 Banksia St';

describeEachDatabase('organisations: roles, invitations, projects, audit trail', (kind) => {
  let app: TestApp;
  const users = {} as Record<OrganisationRole | 'outsider' | 'former', SignedInUser & { id: string }>;
  let org: Organisation;

  const send = (u: SignedInUser, method: string, path: string, body?: unknown) =>
    body instanceof FormData
      ? app.request(path, { method, headers: { cookie: u.cookie, 'x-xsrf-token': u.xsrf }, body })
      : app.request(path, { method, headers: u.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const refused = async (res: Response, status: number, code: string) => {
    const body = (await res.json()) as ErrorJson;
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body.error.code).toBe(code);
    return body.error;
  };
  const userId = async (u: SignedInUser) =>
    (await ok<{ id: string }>(await app.request('/api/user', { headers: u.headers }))).id;
  /** The token of the newest invitation mail to `email` (through the real SMTP receiver). */
  const invitationToken = async (email: string) => {
    const link = new URL(await app.mailSink!.link(email, /invited you/));
    expect(link.pathname).toMatch(/^\/invitations\/[A-Za-z0-9_-]{40,}$/);
    return link.pathname.split('/').pop()!;
  };
  /** A member without the invitation round trip (for the role × route table's throwaway organisations). */
  const addMember = (organisationId: string, id: string, role: OrganisationRole) =>
    app.database.db.insert(organisationMember).values({ organisationId, userId: id, role });
  const calculate = async (u: SignedInUser, project = PROJECT) =>
    ok<{ snapshot: number }>(await send(u, 'POST', '/api/project/calculate-footing', { ...FOOTING, project }));

  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '200' }, { smtp: true });
    for (const name of ['owner', 'admin', 'editor', 'viewer', 'outsider', 'former'] as const) {
      const u = await signUpVerified(app);
      users[name] = { ...u, id: await userId(u) };
    }
    org = await ok<Organisation>(
      await send(users.owner, 'POST', '/api/organisations', { name: 'Smith Building Co' }),
      201,
    );
    // Every member joins the way a person does: an invitation mail, then its link.
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      await ok(
        await send(users.owner, 'POST', `/api/organisations/${org.id}/invitations`, { email: users[role].email, role }),
        201,
      );
      const token = await invitationToken(users[role].email);
      await ok(await send(users[role], 'POST', '/api/organisations/join', { token }));
    }
    await addMember(org.id, users.former.id, 'editor');
    await ok(await send(users.former, 'PUT', '/api/workspace', { organisationId: org.id }));
  }, 120_000);
  afterAll(async () => app?.close());

  it('an organisation starts with its creator as owner and becomes the active workspace', async () => {
    expect(org).toMatchObject({ name: 'Smith Building Co', role: 'owner' });
    const ws = await ok<WorkspaceList>(await app.request('/api/workspace', { headers: users.owner.headers }));
    expect(ws.active).toEqual({ organisationId: org.id, name: 'Smith Building Co', role: 'owner' });
    expect(ws.items[0]).toEqual({ organisationId: null, name: 'Personal', role: 'owner' });
    expect(ws.lostAccess).toBeNull();
    const detail = await ok<Organisation>(
      await app.request(`/api/organisations/${org.id}`, { headers: users.owner.headers }),
    );
    expect(detail.members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [users.owner.email, 'owner'],
        [users.admin.email, 'admin'],
        [users.editor.email, 'editor'],
        [users.viewer.email, 'viewer'],
      ]),
    );
    expect(detail.members[0]!.role).toBe('owner');
  });

  it('invitations: the mail names the organisation; the preview is public; only the invited address accepts, once', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const invitation = await ok<Invitation>(
      await send(users.admin, 'POST', `/api/organisations/${org.id}/invitations`, {
        email: email.toUpperCase(),
        role: 'editor',
      }),
      201,
    );
    expect(invitation).toMatchObject({ email, role: 'editor' });
    const mail = app.mailSink!.mails.find((m) => m.to.includes(email))!;
    expect(mail.subject).toContain('Smith Building Co');
    const token = await invitationToken(email);
    const preview = await ok<InvitationPreview>(await app.request(`/api/invitations/${token}`));
    expect(preview).toMatchObject({ organisationName: 'Smith Building Co', email, role: 'editor', status: 'pending' });
    await refused(await app.request('/api/invitations/not-a-token'), 404, 'not_found');

    // Someone else signed in cannot take it.
    const wrong = await refused(
      await send(users.outsider, 'POST', '/api/organisations/join', { token }),
      403,
      'forbidden',
    );
    expect(wrong.message).toContain(email);
    // A new account for the invited address (the link works for a person with no account yet).
    const newcomer = await signUpVerified(app, email);
    const joined = await ok<Organisation>(await send(newcomer, 'POST', '/api/organisations/join', { token }));
    expect(joined).toMatchObject({ id: org.id, role: 'editor' });
    expect((await ok<InvitationPreview>(await app.request(`/api/invitations/${token}`))).status).toBe('accepted');
    await refused(await send(newcomer, 'POST', '/api/organisations/join', { token }), 409, 'conflict');
    // Already a member: no second invitation.
    const again = await refused(
      await send(users.owner, 'POST', `/api/organisations/${org.id}/invitations`, { email, role: 'viewer' }),
      409,
      'conflict',
    );
    expect(again.message).toContain('already a member');
  });

  it('invitations: a revoked one stops working; only an owner invites an owner; bad input names each field', async () => {
    const email = `gone-${randomUUID().slice(0, 8)}@example.com`;
    const inv = await ok<Invitation>(
      await send(users.admin, 'POST', `/api/organisations/${org.id}/invitations`, { email, role: 'viewer' }),
      201,
    );
    const token = await invitationToken(email);
    await ok(await send(users.admin, 'DELETE', `/api/organisations/${org.id}/invitations/${inv.id}`), 204);
    expect((await ok<InvitationPreview>(await app.request(`/api/invitations/${token}`))).status).toBe('revoked');
    const owner = await refused(
      await send(users.admin, 'POST', `/api/organisations/${org.id}/invitations`, { email, role: 'owner' }),
      403,
      'forbidden',
    );
    expect(owner.message).toMatch(/only an owner/i);
    const bad = await refused(
      await send(users.owner, 'POST', `/api/organisations/${org.id}/invitations`, { email: 'nope', role: 'boss' }),
      400,
      'invalid_request',
    );
    expect(bad.issues?.map((i) => i.path).sort()).toEqual(['email', 'role']);
    const badOrg = await refused(
      await send(users.owner, 'POST', '/api/organisations', { name: '  ' }),
      400,
      'invalid_request',
    );
    expect(badOrg.issues).toEqual([{ path: 'name', message: 'Name is required.' }]);
  });

  it('editors calculate into the organisation; every member sees the snapshot with who made it; a viewer cannot calculate', async () => {
    const { snapshot } = await calculate(users.editor);
    for (const role of ORGANISATION_ROLES) {
      const list = await ok<SnapshotList>(await app.request('/api/snapshots', { headers: users[role].headers }));
      const row = list.items.find((s) => s.number === snapshot);
      expect(row, role).toBeDefined();
      expect(row!.createdBy).toBe('Test');
      expect(list.projects).toContain(PROJECT);
    }
    const detail = await ok<SnapshotDetail>(
      await app.request(`/api/snapshots/${snapshot}`, { headers: users.viewer.headers }),
    );
    expect(detail.report.workspace).toEqual({ organisationId: org.id, name: 'Smith Building Co', createdBy: 'Test' });
    const pdf = await app.request(`/api/snapshots/${snapshot}/export.pdf`, { headers: users.viewer.headers });
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(
      'Organisation: Smith Building Co · prepared by Test',
    );
    const denied = await refused(
      await send(users.viewer, 'POST', '/api/project/calculate-footing', { ...FOOTING, project: PROJECT }),
      403,
      'forbidden',
    );
    expect(denied.message).toBe('Your role in “Smith Building Co” is viewer: this needs an editor or above.');
    // Not in anyone's personal workspace, and not visible to an outsider (404, not 403).
    const personal = await ok<SnapshotList>(await app.request('/api/snapshots', { headers: users.outsider.headers }));
    expect(personal.items.some((s) => s.number === snapshot)).toBe(false);
    await refused(
      await app.request(`/api/snapshots/${snapshot}`, { headers: users.outsider.headers }),
      404,
      'not_found',
    );
    // The project is a record of the organisation now, holding the snapshot.
    const projects = await ok<ProjectList>(await app.request('/api/projects', { headers: users.viewer.headers }));
    expect(projects.items.find((p) => p.name === PROJECT)?.snapshotCount).toBeGreaterThanOrEqual(1);
  });

  it('share links, verification and recalculation work for organisation snapshots', async () => {
    const { snapshot } = await calculate(users.editor);
    const link = await ok<{ token: string; url: string }>(
      await send(users.editor, 'POST', `/api/snapshots/${snapshot}/share`),
      201,
    );
    const shared = await ok<SnapshotDetail>(await app.request(`/api/shared/${link.token}`));
    expect(shared.number).toBe(snapshot);
    expect(shared.report.workspace?.name).toBe('Smith Building Co');
    // Any editor of the organisation may revoke it; the link then stops working.
    await ok(await send(users.admin, 'DELETE', `/api/snapshots/${snapshot}/share/${link.token}`));
    await refused(await app.request(`/api/shared/${link.token}`), 404, 'not_found');
    const exported = await ok<SnapshotExport>(
      await app.request(`/api/snapshots/${snapshot}/export.json`, { headers: users.viewer.headers }),
    );
    const verified = await ok<{ valid: boolean; matchesRecord: boolean | null }>(
      await send(users.viewer, 'POST', '/api/snapshots/verify', exported),
    );
    expect(verified).toMatchObject({ valid: true, matchesRecord: true });
    await ok(await app.request(`/api/snapshots/${snapshot}/recalculate`, { headers: users.editor.headers }));
  });

  it('roles: the last owner keeps the role; only an owner grants it; members leave; removed members keep nothing but their snapshots stay', async () => {
    const lastOwner = await refused(
      await send(users.owner, 'PUT', `/api/organisations/${org.id}/members/${users.owner.id}`, { role: 'admin' }),
      409,
      'conflict',
    );
    expect(lastOwner.message).toMatch(/needs an owner/);
    await refused(
      await send(users.owner, 'DELETE', `/api/organisations/${org.id}/members/${users.owner.id}`),
      409,
      'conflict',
    );
    await refused(
      await send(users.admin, 'PUT', `/api/organisations/${org.id}/members/${users.editor.id}`, { role: 'owner' }),
      403,
      'forbidden',
    );
    await refused(
      await send(users.admin, 'PUT', `/api/organisations/${org.id}/members/${users.editor.id}`, { role: 'manager' }),
      400,
      'invalid_request',
    );
    await refused(
      await send(users.editor, 'DELETE', `/api/organisations/${org.id}/members/${users.viewer.id}`),
      403,
      'forbidden',
    );

    // A removed editor's snapshots stay; their next call in the organisation is refused.
    const leaver = await signUpVerified(app);
    const leaverId = await userId(leaver);
    await addMember(org.id, leaverId, 'editor');
    await ok(await send(leaver, 'PUT', '/api/workspace', { organisationId: org.id }));
    const { snapshot } = await calculate(leaver);
    await ok(await send(users.admin, 'DELETE', `/api/organisations/${org.id}/members/${leaverId}`), 204);
    const next = await refused(
      await send(leaver, 'POST', '/api/project/calculate-footing', { ...FOOTING, project: PROJECT }),
      404,
      'not_found',
    );
    expect(next.message).toContain('no longer a member of “Smith Building Co”');
    const ws = await ok<WorkspaceList>(await app.request('/api/workspace', { headers: leaver.headers }));
    expect(ws.lostAccess).toBe('Smith Building Co');
    expect(ws.active.organisationId).toBeNull();
    await refused(await app.request(`/api/snapshots/${snapshot}`, { headers: leaver.headers }), 404, 'not_found');
    await ok(await app.request(`/api/snapshots/${snapshot}`, { headers: users.viewer.headers }));
    // Switching back to the personal workspace works again.
    await ok(await send(leaver, 'PUT', '/api/workspace', { organisationId: null }));
    await calculate(leaver, 'Own house');

    // A member leaves by removing themself.
    const quitter = await signUpVerified(app);
    const quitterId = await userId(quitter);
    await addMember(org.id, quitterId, 'viewer');
    await ok(await send(quitter, 'DELETE', `/api/organisations/${org.id}/members/${quitterId}`), 204);
    await refused(await app.request(`/api/organisations/${org.id}`, { headers: quitter.headers }), 404, 'not_found');
  });

  it('account deletion: a sole owner with other members is refused until ownership moves; a member’s organisation snapshots outlive the account', async () => {
    const refusal = await refused(
      await send(users.owner, 'DELETE', '/api/user', { confirm: users.owner.email }),
      409,
      'conflict',
    );
    expect(refusal.message).toContain('only owner of “Smith Building Co”');

    const member = await signUpVerified(app);
    const memberId = await userId(member);
    await addMember(org.id, memberId, 'editor');
    await ok(await send(member, 'PUT', '/api/workspace', { organisationId: org.id }));
    const { snapshot } = await calculate(member);
    await ok(await send(member, 'DELETE', '/api/user', { confirm: member.email }), 204);
    const list = await ok<SnapshotList>(
      await app.request('/api/snapshots?pageSize=100', { headers: users.viewer.headers }),
    );
    expect(list.items.find((s) => s.number === snapshot)?.createdBy).toBe('Former member');

    // An organisation of one goes with its only member.
    const solo = await signUpVerified(app);
    const own = await ok<Organisation>(await send(solo, 'POST', '/api/organisations', { name: 'Solo Pty Ltd' }), 201);
    await calculate(solo);
    await ok(await send(solo, 'DELETE', '/api/user', { confirm: solo.email }), 204);
    await refused(
      await app.request(`/api/organisations/${own.id}`, { headers: users.owner.headers }),
      404,
      'not_found',
    );
  });

  it('projects: records of the workspace, details editable, name fixed once it holds snapshots, deleted only when empty', async () => {
    const created = await ok<Project>(
      await send(users.editor, 'POST', '/api/projects', {
        name: 'Unit 4 Wattle Rd',
        address: '4 Wattle Rd',
        client: 'J. Citizen',
      }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Unit 4 Wattle Rd',
      address: '4 Wattle Rd',
      client: 'J. Citizen',
      notes: '',
      snapshotCount: 0,
    });
    await refused(await send(users.editor, 'POST', '/api/projects', { name: 'Unit 4 Wattle Rd' }), 409, 'conflict');
    const bad = await refused(
      await send(users.editor, 'POST', '/api/projects', { name: '', notes: 'x'.repeat(4001), colour: 'red' }),
      400,
      'invalid_request',
    );
    expect(bad.issues?.map((i) => i.path).sort()).toEqual(['(body)', 'name', 'notes']);
    const renamed = await ok<Project>(
      await send(users.editor, 'PUT', `/api/projects/${created.id}`, {
        name: 'Unit 4, Wattle Rd',
        notes: 'Slab first',
      }),
    );
    expect(renamed).toMatchObject({ name: 'Unit 4, Wattle Rd', notes: 'Slab first', address: '' });
    await calculate(users.editor, 'Unit 4, Wattle Rd');
    const fixed = await refused(
      await send(users.editor, 'PUT', `/api/projects/${created.id}`, { name: 'Another name' }),
      409,
      'conflict',
    );
    expect(fixed.message).toContain('cannot change');
    await ok(
      await send(users.editor, 'PUT', `/api/projects/${created.id}`, {
        name: 'Unit 4, Wattle Rd',
        client: 'New client',
      }),
    );
    await refused(await send(users.admin, 'DELETE', `/api/projects/${created.id}`), 409, 'conflict');
    // Another workspace's project is not there.
    await refused(await send(users.outsider, 'PUT', `/api/projects/${created.id}`, { name: 'Mine' }), 404, 'not_found');
  });

  it('the audit trail records who did what, owners and admins read it, and nobody can change it', async () => {
    const trail = await ok<AuditList>(
      await app.request(`/api/organisations/${org.id}/audit`, { headers: users.admin.headers }),
    );
    const actions = new Set(trail.items.map((e) => e.action));
    for (const a of [
      'organisation.created',
      'member.invited',
      'member.joined',
      'member.invitation_revoked',
      'member.removed',
      'member.left',
      'snapshot.created',
      'snapshot.recalculated',
      'share.created',
      'share.revoked',
      'project.created',
      'project.updated',
    ])
      expect(actions, a).toContain(a);
    expect(trail.items[0]!.id).toBeGreaterThan(trail.items.at(-1)!.id);
    expect(trail.items.find((e) => e.action === 'organisation.created')?.summary).toBe('Created “Smith Building Co”.');
    await refused(
      await app.request(`/api/organisations/${org.id}/audit`, { headers: users.editor.headers }),
      403,
      'forbidden',
    );
    const refusal = await app.database.db.execute(sql`update audit_event set summary = 'changed'`).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(`${refusal?.message} ${(refusal?.cause as Error | undefined)?.message}`).toMatch(/append-only/);
  });

  it('deleting an organisation: the owner only, with its name typed exactly; its snapshots go and their numbers stay taken', async () => {
    const doomed = await ok<Organisation>(
      await send(users.owner, 'POST', '/api/organisations', { name: 'Short Lived' }),
      201,
    );
    await addMember(doomed.id, users.admin.id, 'admin');
    const { snapshot } = await calculate(users.owner);
    await refused(
      await send(users.admin, 'DELETE', `/api/organisations/${doomed.id}`, { confirmName: 'Short Lived' }),
      403,
      'forbidden',
    );
    const typo = await refused(
      await send(users.owner, 'DELETE', `/api/organisations/${doomed.id}`, { confirmName: 'short lived' }),
      400,
      'invalid_request',
    );
    expect(typo.issues?.[0]?.path).toBe('confirmName');
    await ok(await send(users.owner, 'DELETE', `/api/organisations/${doomed.id}`, { confirmName: 'Short Lived' }), 204);
    await refused(await app.request(`/api/snapshots/${snapshot}`, { headers: users.owner.headers }), 404, 'not_found');
    const ws = await ok<WorkspaceList>(await app.request('/api/workspace', { headers: users.owner.headers }));
    expect(ws.active.organisationId).toBeNull();
    expect(ws.items.some((w) => w.organisationId === doomed.id)).toBe(false);
    // The next Calculate gets a higher number: the deleted ones are never given again.
    await ok(await send(users.owner, 'PUT', '/api/workspace', { organisationId: org.id }));
    expect((await calculate(users.owner)).snapshot).toBeGreaterThan(snapshot);
  });

  describe('every route × every role (contracts’ WORKSPACE_ACCESS)', () => {
    type Caller = OrganisationRole | 'outsider';
    /** A call of one route in a workspace where the caller has their role: path and body, made fresh per call. */
    type Fixture = (ctx: {
      organisationId: string;
    }) => { path: string; body?: unknown } | Promise<{ path: string; body?: unknown }>;
    let snapshot: number;

    const ownerCall = async <T>(method: string, path: string, body?: unknown, status = 200) =>
      ok<T>(await send(users.owner, method, path, body), status);
    const throwaway = async () => {
      const t = await ownerCall<Organisation>(
        'POST',
        '/api/organisations',
        { name: `Throwaway ${randomUUID().slice(0, 6)}` },
        201,
      );
      for (const role of ['admin', 'editor', 'viewer'] as const) await addMember(t.id, users[role].id, role);
      await ownerCall('PUT', '/api/workspace', { organisationId: org.id });
      return t;
    };
    const dummyMember = async (organisationId: string) => {
      const id = randomUUID();
      await app.database.db
        .insert(userTable)
        .values({ id, name: 'Dummy', email: `${id}@example.com`, emailVerified: true });
      await addMember(organisationId, id, 'viewer');
      return id;
    };

    const takeoffForm = () => {
      const form = new FormData();
      form.set('file', new File([ifcHouse({ schema: 'IFC4', baseQuantities: true })], 'house.ifc'));
      return form;
    };
    const ownerTakeoff = async () => (await ownerCall<{ id: string }>('POST', '/api/takeoffs', takeoffForm(), 201)).id;

    const FIXTURES: Record<string, Fixture> = {
      'GET /api/organisations/{id}': ({ organisationId }) => ({ path: `/api/organisations/${organisationId}` }),
      'PUT /api/organisations/{id}': ({ organisationId }) => ({
        path: `/api/organisations/${organisationId}`,
        body: { name: 'Smith Building Co' },
      }),
      'DELETE /api/organisations/{id}': async () => {
        const t = await throwaway();
        return { path: `/api/organisations/${t.id}`, body: { confirmName: t.name } };
      },
      'PUT /api/organisations/{id}/members/{userId}': async ({ organisationId }) => ({
        path: `/api/organisations/${organisationId}/members/${await dummyMember(organisationId)}`,
        body: { role: 'editor' },
      }),
      'DELETE /api/organisations/{id}/members/{userId}': async ({ organisationId }) => ({
        path: `/api/organisations/${organisationId}/members/${await dummyMember(organisationId)}`,
      }),
      'POST /api/organisations/{id}/invitations': ({ organisationId }) => ({
        path: `/api/organisations/${organisationId}/invitations`,
        body: { email: `m-${randomUUID().slice(0, 8)}@example.com`, role: 'viewer' },
      }),
      'DELETE /api/organisations/{id}/invitations/{invitationId}': async ({ organisationId }) => {
        const inv = await ownerCall<Invitation>(
          'POST',
          `/api/organisations/${organisationId}/invitations`,
          { email: `r-${randomUUID().slice(0, 8)}@example.com`, role: 'viewer' },
          201,
        );
        return { path: `/api/organisations/${organisationId}/invitations/${inv.id}` };
      },
      'GET /api/organisations/{id}/audit': ({ organisationId }) => ({
        path: `/api/organisations/${organisationId}/audit`,
      }),
      'GET /api/projects': () => ({ path: '/api/projects' }),
      'POST /api/projects': () => ({ path: '/api/projects', body: { name: `P ${randomUUID()}` } }),
      'PUT /api/projects/{id}': async () => {
        const p = await ownerCall<Project>('POST', '/api/projects', { name: `P ${randomUUID()}` }, 201);
        return { path: `/api/projects/${p.id}`, body: { name: p.name, notes: 'checked' } };
      },
      'DELETE /api/projects/{id}': async () => {
        const p = await ownerCall<Project>('POST', '/api/projects', { name: `P ${randomUUID()}` }, 201);
        return { path: `/api/projects/${p.id}` };
      },
      'GET /api/takeoffs': () => ({ path: '/api/takeoffs' }),
      'POST /api/takeoffs': () => ({ path: '/api/takeoffs', body: takeoffForm() }),
      'GET /api/takeoffs/{id}': async () => ({ path: `/api/takeoffs/${await ownerTakeoff()}` }),
      'PUT /api/takeoffs/{id}/mappings': async () => ({
        path: `/api/takeoffs/${await ownerTakeoff()}/mappings`,
        body: { mappings: [{ kind: 'roof', source: 'Colorbond steel', target: 'Metal' }] },
      }),
      'DELETE /api/takeoffs/{id}': async () => ({ path: `/api/takeoffs/${await ownerTakeoff()}` }),
      ...Object.fromEntries(
        Object.entries(CALCULATOR_EXAMPLES).map(([key, example]) => [
          key,
          () => ({ path: key.split(' ')[1]!, body: example.value }),
        ]),
      ),
      'GET /api/snapshots': () => ({ path: '/api/snapshots' }),
      'GET /api/snapshots/export.csv': () => ({ path: '/api/snapshots/export.csv' }),
      'GET /api/snapshots/project-report.pdf': () => ({
        path: `/api/snapshots/project-report.pdf?project=${encodeURIComponent(PROJECT)}`,
      }),
      'POST /api/snapshots/verify': async () => ({
        path: '/api/snapshots/verify',
        body: await ownerCall<SnapshotExport>('GET', `/api/snapshots/${snapshot}/export.json`),
      }),
      'GET /api/snapshots/{number}': () => ({ path: `/api/snapshots/${snapshot}` }),
      'DELETE /api/snapshots/{number}': async () => ({
        path: `/api/snapshots/${(await calculate(users.owner)).snapshot}`,
      }),
      'GET /api/snapshots/{number}/export.pdf': () => ({ path: `/api/snapshots/${snapshot}/export.pdf` }),
      'GET /api/snapshots/{number}/export.csv': () => ({ path: `/api/snapshots/${snapshot}/export.csv` }),
      'GET /api/snapshots/{number}/export.json': () => ({ path: `/api/snapshots/${snapshot}/export.json` }),
      'GET /api/snapshots/{number}/export.lcax.json': () => ({
        path: `/api/snapshots/${snapshot}/export.lcax.json`,
      }),
      'GET /api/snapshots/{number}/export.xlsx': () => ({ path: `/api/snapshots/${snapshot}/export.xlsx` }),
      'GET /api/snapshots/{number}/recalculate': () => ({ path: `/api/snapshots/${snapshot}/recalculate` }),
      'POST /api/snapshots/{number}/share': () => ({ path: `/api/snapshots/${snapshot}/share` }),
      'GET /api/snapshots/{number}/shares': () => ({ path: `/api/snapshots/${snapshot}/shares` }),
      'DELETE /api/snapshots/{number}/share/{token}': async () => {
        const link = await ownerCall<{ token: string }>('POST', `/api/snapshots/${snapshot}/share`, undefined, 201);
        return { path: `/api/snapshots/${snapshot}/share/${link.token}` };
      },
    };
    /** Removing someone else needs admin (any member may remove themself: tested above). */
    const NEEDS: Record<string, OrganisationRole> = { 'DELETE /api/organisations/{id}/members/{userId}': 'admin' };

    const routes = Object.entries(WORKSPACE_ACCESS).filter(([, access]) => access !== 'account');
    const inPath = (key: string) => /\/api\/(organisations\/\{id\}|snapshots\/\{number\})/.test(key);

    beforeAll(async () => {
      for (const role of ORGANISATION_ROLES)
        await ok(await send(users[role], 'PUT', '/api/workspace', { organisationId: org.id }));
      snapshot = (await calculate(users.owner)).snapshot;
    });

    it('has a fixture for every route the table lists (a new route needs a line here)', () => {
      expect(Object.keys(FIXTURES).sort()).toEqual(routes.map(([key]) => key).sort());
    });

    for (const [key, access] of routes) {
      const [method, template] = key.split(' ') as [string, string];
      const callers: Caller[] = [...ORGANISATION_ROLES, ...(inPath(template) ? (['outsider'] as const) : [])];
      it(`${key}: ${callers.join(', ')}`, async () => {
        for (const caller of callers) {
          const { path, body } = await FIXTURES[key]!({ organisationId: org.id });
          const res = await send(users[caller], method, path, body);
          const needed = NEEDS[key] ?? (access as OrganisationRole);
          const label = `${caller} → ${method} ${path}`;
          if (caller === 'outsider') expect(res.status, label).toBe(404);
          else if (roleAtLeast(caller, needed))
            expect(res.status, `${label}: ${await res.clone().text()}`).toBeLessThan(300);
          else {
            expect(res.status, label).toBe(403);
            expect(((await res.json()) as ErrorJson).error.code).toBe('forbidden');
          }
        }
      }, 60_000);
    }

    it('a member removed while the organisation is active gets 404 on every route of the active workspace', async () => {
      await ok(await send(users.owner, 'DELETE', `/api/organisations/${org.id}/members/${users.former.id}`), 204);
      for (const [key] of routes.filter(([k]) => !inPath(k))) {
        const [method] = key.split(' ') as [string, string];
        const { path, body } = await FIXTURES[key]!({ organisationId: org.id });
        const res = await send(users.former, method, path, body);
        expect(res.status, `${key}: ${await res.clone().text()}`).toBe(404);
      }
      // An outsider cannot make the organisation their workspace at all.
      await refused(await send(users.outsider, 'PUT', '/api/workspace', { organisationId: org.id }), 404, 'not_found');
    }, 60_000);
  });
});
