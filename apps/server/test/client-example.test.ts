/**
 * The typed client's worked example (packages/client/README.md, issue "An open platform") run
 * against the real app over a real HTTP connection, with a real personal API token: a footing
 * comparison, a dwelling's Pareto front and the footing snapshot's PDF; a read-only token is
 * refused (403) and a revoked one is not recognised (401), each as an EmbodiedApiError.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { CreatedApiToken } from '@embodied/contracts';
import { EmbodiedApiError, createClient } from '@embodied/client';
import { runExample } from '@embodied/client/examples/footing-and-dwelling';
import { signUpVerified, type SignedInUser } from './support/session';
import { serveOverSocket } from './support/socket-server';
import { createTestApp, describeEachDatabase, type TestApp } from './support/test-app';

describeEachDatabase('the typed client example', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof serveOverSocket>>;
  let baseUrl: string;
  let me: SignedInUser;
  let outDir: string;

  beforeAll(async () => {
    app = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: '100' });
    // The real app behind a real socket: each request is handed to the app as it arrived.
    server = await serveOverSocket(app);
    baseUrl = server.baseUrl;
    me = await signUpVerified(app);
    outDir = mkdtempSync(path.join(tmpdir(), 'embodied-client-example-'));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
    await app.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  /** A token created through the API, over the socket, with the cookie session and anti-forgery header. */
  const createToken = async (scope: 'read' | 'read+calculate') => {
    const res = await fetch(`${baseUrl}/api/user/tokens`, {
      method: 'POST',
      headers: me.headers,
      body: JSON.stringify({ name: `Client example (${scope})`, scope, expiresInDays: 7 }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as CreatedApiToken;
  };

  it('runs the README example with a read+calculate token: footing snapshot, Pareto front, PDF', async () => {
    const token = await createToken('read+calculate');
    const { footing, pareto, pdfFile } = await runExample({ baseUrl, token: token.secret, outDir });

    expect(Number.isInteger(footing.snapshot) && footing.snapshot > 0).toBe(true);
    expect(footing.bau.system).toBe('BlindedRaft');
    expect(footing.afs.system).toBe('Waffle');
    expect(footing.bauValue).toBe(Math.round(footing.bau.kgCO2e));
    expect(footing.afsValue).toBe(Math.round(footing.afs.kgCO2e));
    expect(footing.bauValue).toBeGreaterThan(0);
    expect(footing.c02Reduction).toBe(footing.bauValue - footing.afsValue);

    // The snapshot the example saved is the user's, with the same figures (read through the client).
    const client = createClient({ baseUrl, token: token.secret });
    const detail = await client.call('getSnapshot', { params: { number: footing.snapshot } });
    expect(detail).toMatchObject({ kind: 'footing', number: footing.snapshot, project: '12 Banksia Street' });
    expect(detail.kind === 'footing' && detail.outputs).toMatchObject({
      bauValue: footing.bauValue,
      afsValue: footing.afsValue,
      c02Reduction: footing.c02Reduction,
    });

    expect(pareto.front.length).toBeGreaterThan(0);
    expect(pareto.combinations).toBeGreaterThanOrEqual(pareto.front.length);
    expect(pareto.front.map((d) => d.totalCO2e)).toEqual(
      [...pareto.front.map((d) => d.totalCO2e)].sort((a, b) => a - b),
    );
    expect(pareto.lowestCarbon.totalCO2e).toBe(Math.min(...pareto.front.map((d) => d.totalCO2e)));

    expect(path.dirname(pdfFile)).toBe(outDir);
    const pdf = readFileSync(pdfFile);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(1000);
  });

  it('fails with EmbodiedApiError 403 on a read-only token, and 401 on a revoked one', async () => {
    const readOnly = await createToken('read');
    const forbidden = await runExample({ baseUrl, token: readOnly.secret, outDir }).catch((err: unknown) => err);
    expect(forbidden).toBeInstanceOf(EmbodiedApiError);
    expect(forbidden).toMatchObject({ status: 403, code: 'forbidden' });
    expect((forbidden as EmbodiedApiError).message).toBeTruthy();

    const revoked = await createToken('read+calculate');
    const res = await fetch(`${baseUrl}/api/user/tokens/${revoked.id}`, { method: 'DELETE', headers: me.headers });
    expect(res.status).toBe(204);
    const unauthenticated = await runExample({ baseUrl, token: revoked.secret, outDir }).catch((err: unknown) => err);
    expect(unauthenticated).toBeInstanceOf(EmbodiedApiError);
    expect(unauthenticated).toMatchObject({ status: 401, code: 'unauthenticated', reason: 'TOKEN_REVOKED' });
  });

  it('names the fields of a refused request in the error', async () => {
    const token = await createToken('read+calculate');
    const client = createClient({ baseUrl, token: token.secret });
    // A request the contract's types forbid, as a JavaScript caller might still send it.
    const bad = { project: '', area: -1 } as unknown as Parameters<typeof client.calculateFooting>[0];
    const err = await client.calculateFooting(bad).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbodiedApiError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_request' });
    expect((err as EmbodiedApiError).issues.map((i) => i.path)).toEqual(expect.arrayContaining(['project', 'area']));
  });
});
