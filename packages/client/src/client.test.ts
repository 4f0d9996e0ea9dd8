import { describe, expect, it } from 'vitest';
import { EmbodiedApiError, createClient } from './index';

/** A fetch double that records each request and answers with the given response. */
function fakeFetch(answer: () => Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch: typeof globalThis.fetch = (url, init) => {
    requests.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return Promise.resolve(answer());
  };
  return { fetch, requests };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed client', () => {
  it('sends the token as a bearer, fills in the path and query, and answers the checked data', async () => {
    const { fetch, requests } = fakeFetch(() => json(200, { status: 'ok' }));
    const client = createClient({ baseUrl: 'http://example.test/', token: 'emb_abc', fetch });
    await expect(
      client.call('lookupList', { params: { list: 'wallTypes' }, query: { dataset: 'au-typical' } }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
    expect(requests[0]!.url).toBe('http://example.test/api/lookups/wallTypes?dataset=au-typical');
    const headers = requests[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer emb_abc');
    expect(headers.cookie).toBeUndefined();
    expect(requests[0]!.init.method).toBe('GET');
    expect(requests[0]!.init.body).toBeUndefined();
  });

  it('throws the one error shape as an EmbodiedApiError with status, code, message, issues and reason', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        error: {
          code: 'invalid_request',
          message: 'Slab Area is required.',
          issues: [{ path: 'area', message: 'Slab Area is required.' }],
          reason: 'SOME_REASON',
        },
      }),
    );
    const client = createClient({ baseUrl: 'http://example.test', token: 'emb_abc', fetch });
    const err = await client.call('health').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbodiedApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'invalid_request',
      message: 'Slab Area is required.',
      issues: [{ path: 'area', message: 'Slab Area is required.' }],
      reason: 'SOME_REASON',
    });
  });

  it('says when there is no answer, when an answer is not JSON, and when a PDF is not a PDF', async () => {
    const down = createClient({
      baseUrl: 'http://example.test',
      token: 'emb_abc',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(down.call('health')).rejects.toMatchObject({ status: 0, code: 'network' });

    const { fetch } = fakeFetch(
      () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const odd = createClient({ baseUrl: 'http://example.test', token: 'emb_abc', fetch });
    await expect(odd.call('health')).rejects.toMatchObject({ code: 'invalid_response' });
    await expect(odd.downloadSnapshotPdf(3)).rejects.toMatchObject({ code: 'invalid_response' });

    const html502 = createClient({
      baseUrl: 'http://example.test',
      token: 'emb_abc',
      fetch: () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
    });
    await expect(html502.call('health')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it('asks for each download at its path, with its content type, and refuses another type', async () => {
    const { fetch, requests } = fakeFetch(
      () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const client = createClient({ baseUrl: 'http://example.test', token: 'emb_abc', fetch });
    const downloads: [() => Promise<unknown>, string, string][] = [
      [() => client.downloadSnapshotPdf(3), '/api/snapshots/3/export.pdf', 'application/pdf'],
      [() => client.downloadSnapshotCsv(3), '/api/snapshots/3/export.csv', 'text/csv'],
      [
        () => client.downloadSnapshotXlsx(3),
        '/api/snapshots/3/export.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      [() => client.downloadSnapshotLcax(3), '/api/snapshots/3/export.lcax.json', 'application/json'],
      [() => client.downloadSnapshotsCsv(), '/api/snapshots/export.csv', 'text/csv'],
      [
        () => client.downloadProjectReportPdf('12 Banksia St'),
        '/api/snapshots/project-report.pdf?project=12%20Banksia%20St',
        'application/pdf',
      ],
      [() => client.downloadSharedSnapshotPdf('abc'), '/api/shared/abc/export.pdf', 'application/pdf'],
    ];
    for (const [download, path, type] of downloads) {
      await expect(download(), path).rejects.toMatchObject({ code: 'invalid_response' });
      const request = requests.find((r) => r.url === `http://example.test${path}`);
      expect(request, path).toBeDefined();
      expect((request!.init.headers as Record<string, string>).accept).toBe(type);
    }
  });

  it('checks an LCAx download against its contract', async () => {
    const { fetch } = fakeFetch(() => json(200, { id: 'x', name: 'Not quite LCAx' }));
    const client = createClient({ baseUrl: 'http://example.test', token: 'emb_abc', fetch });
    const err = (await client.downloadSnapshotLcax(3).catch((e: unknown) => e)) as EmbodiedApiError;
    expect(err).toBeInstanceOf(EmbodiedApiError);
    expect(err.code).toBe('invalid_response');
    expect(err.issues.map((i) => i.path)).toContain('location');
  });

  it('needs a token', () => {
    expect(() => createClient({ baseUrl: 'http://example.test', token: '' })).toThrow(/token is required/);
  });
});
