/**
 * A personal API token belongs to one workspace, chosen when it is made (issue #47): it acts there
 * whatever workspace the web app chooses afterwards, the list says which, and it stops when its
 * user leaves that organisation or the organisation goes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXAMPLE_FOOTING, type ApiToken, type CreatedApiToken } from '@embodied/contracts';
import { signUpVerified, type SignedInUser } from './support/session';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

interface ErrorJson {
  error: { code: string; message: string; reason?: string; issues?: Array<{ path: string; message: string }> };
}

describeEachDatabase('the workspace of a personal API token', (kind) => {
  let app: TestApp;
  let ann: SignedInUser;
  let org: { id: string };
  const send = (u: SignedInUser, method: string, p: string, body?: unknown) =>
    app.request(p, { method, headers: u.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const makeToken = async (body: Record<string, unknown>) => {
    const res = await send(ann, 'POST', '/api/user/tokens', {
      name: 'script',
      scope: 'read+calculate',
      expiresInDays: 30,
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as CreatedApiToken;
  };
  const withToken = (secret: string, method: string, p: string, body?: unknown) =>
    app.request(p, {
      method,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const calculateWith = async (secret: string, project: string) => {
    const res = await withToken(secret, 'POST', '/api/project/calculate-footing', { ...EXAMPLE_FOOTING, project });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { snapshot: number }).snapshot;
  };
  const projectsOf = async (u: SignedInUser) =>
    ((await (await send(u, 'GET', '/api/snapshots')).json()) as { items: { project: string }[] }).items.map(
      (i) => i.project,
    );

  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '200' });
    ann = await signUpVerified(app);
    org = (await (await send(ann, 'POST', '/api/organisations', { name: 'Token Co' })).json()) as { id: string };
  });
  afterAll(() => app?.close());

  it('acts in the workspace chosen when it was made, whatever the web app chooses afterwards, and the list says which', async () => {
    const personal = await makeToken({ name: 'personal script', organisationId: null });
    const forOrg = await makeToken({ name: 'organisation script', organisationId: org.id });
    expect(personal.workspace).toEqual({ organisationId: null, name: 'Personal' });
    expect(forOrg.workspace).toEqual({ organisationId: org.id, name: 'Token Co' });
    const listed = ((await (await send(ann, 'GET', '/api/user/tokens')).json()) as { items: ApiToken[] }).items;
    expect(Object.fromEntries(listed.map((t) => [t.name, t.workspace.name]))).toMatchObject({
      'personal script': 'Personal',
      'organisation script': 'Token Co',
    });

    for (const active of [org.id, null]) {
      expect((await send(ann, 'PUT', '/api/workspace', { organisationId: active })).status).toBe(200);
      await calculateWith(personal.secret, `Personal via token, browser in ${active ?? 'personal'}`);
      await calculateWith(forOrg.secret, `Organisation via token, browser in ${active ?? 'personal'}`);
    }
    const mine = await projectsOf(ann);
    expect(mine.filter((p) => p.startsWith('Personal via token'))).toHaveLength(2);
    expect(mine.filter((p) => p.startsWith('Organisation via token'))).toHaveLength(0);
    expect((await send(ann, 'PUT', '/api/workspace', { organisationId: org.id })).status).toBe(200);
    const theirs = await projectsOf(ann);
    expect(theirs.filter((p) => p.startsWith('Organisation via token'))).toHaveLength(2);
    expect(theirs.filter((p) => p.startsWith('Personal via token'))).toHaveLength(0);
  });

  it('takes the workspace active when it is made when none is named', async () => {
    expect((await send(ann, 'PUT', '/api/workspace', { organisationId: org.id })).status).toBe(200);
    const token = await makeToken({ name: 'made in the organisation' });
    expect(token.workspace.organisationId).toBe(org.id);
    expect((await send(ann, 'PUT', '/api/workspace', { organisationId: null })).status).toBe(200);
    await calculateWith(token.secret, 'Still the organisation');
    expect(await projectsOf(ann)).not.toContain('Still the organisation');
  });

  it('refuses an organisation its maker does not belong to, naming the field', async () => {
    const bob = await signUpVerified(app);
    const bobs = (await (await send(bob, 'POST', '/api/organisations', { name: 'Bob Co' })).json()) as { id: string };
    const res = await send(ann, 'POST', '/api/user/tokens', {
      name: 'x',
      scope: 'read',
      expiresInDays: 30,
      organisationId: bobs.id,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.issues?.map((i) => i.path)).toEqual(['organisationId']);
  });

  it('stops acting once its user leaves the organisation, and goes with the organisation', async () => {
    const cat = await signUpVerified(app);
    const catOrg = (await (await send(cat, 'POST', '/api/organisations', { name: 'Cat Co' })).json()) as {
      id: string;
    };
    const res = await send(cat, 'POST', '/api/user/tokens', {
      name: 'cat script',
      scope: 'read',
      expiresInDays: 30,
      organisationId: catOrg.id,
    });
    const { secret } = (await res.json()) as CreatedApiToken;
    expect((await withToken(secret, 'GET', '/api/snapshots')).status).toBe(200);
    expect(
      (await send(cat, 'DELETE', `/api/organisations/${catOrg.id}`, { confirmName: 'Cat Co' })).status,
    ).toBeLessThan(300);
    const after = await withToken(secret, 'GET', '/api/snapshots');
    expect(after.status).toBe(401);
    expect(((await after.json()) as ErrorJson).error.reason).toBe('TOKEN_UNKNOWN');
  });
});
