import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApp } from './test-app';

/**
 * The test app behind a real HTTP socket on 127.0.0.1 (a random port), for clients that run in
 * another process: each request is handed to the app as it arrived.
 */
export async function serveOverSocket(app: TestApp): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (req: Request) => {
      const url = new URL(req.url);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer();
      return app.request(`${url.pathname}${url.search}`, { method: req.method, headers: req.headers, body });
    },
  }) as http.Server;
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
