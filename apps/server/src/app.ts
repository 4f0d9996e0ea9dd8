import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './http/app-env';
import { ACTIVE_API_REQUESTS, admission, isProbe } from './http/admission';
import { setOnAnswer } from './http/finished-response';
import { isWholeAnswer, readerCacheControl, securityHeaders } from './http/answer-headers';
import { createAuth, type Auth } from './auth/auth';
import { BackgroundTasks } from './background-tasks';
import { Lifecycle } from './lifecycle';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import { sendError } from './http/app-error';
import { errorHandler } from './http/error-handler';
import { clientAddressMiddleware } from './http/client-address';
import { requestBodyLimit } from './http/request-body';
import { finishUnreadBody } from './http/unread-body';
import { loggedPath } from './http/log-redaction';
import { createRouter } from './http/openapi-app';
import { renderApiReference } from './http/api-reference';
import { registerAuthDocs } from './http/openapi-auth';
import { serversFor } from './http/openapi-document-info';
import { renderDevMailbox } from './http/dev-mailbox';
import { createWebAppHandler } from './http/static-assets';
import { xsrfProtection } from './http/xsrf';
import { jsonBodyGuard } from './http/json-body-guard';
import { mountAuth } from './auth/mount-auth';
import { accountThrottleFor } from './auth/account-throttle';
import { registerHealthRoutes } from './features/health/health-routes';
import { registerPublicConfigRoutes } from './features/public-config/public-config-routes';
import { registerFeatures } from './features';
import { AVATAR_PATH } from './features/account/account-routes';
import {
  EPD_IMPORT_BODY_LIMIT,
  EPD_IMPORT_PATH,
  EPD_IMPORT_TOO_LARGE,
} from './features/custom-products/epd-import-route-def';
import { TAKEOFF_UPLOAD_PATH } from './features/takeoffs/takeoff-route-defs';

/** Whether a listen address is reachable only from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h);
}

/** better-auth's session cookie, plain and (when served over HTTPS) with its `__Secure-` prefix. */
const SESSION_COOKIE_NAMES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** The built SPA (apps/web/dist); when absent only the API is served. */
  webDist?: string;
}

export interface App {
  app: ReturnType<typeof createRouter>;
  auth: Auth;
  /** Work still running after its response; await `drain()` before closing the database. */
  background: BackgroundTasks;
  /** Draining and stopping (server.ts), read by /api/ready; counts the requests being handled. */
  lifecycle: Lifecycle;
}

/** Builds the whole HTTP app. Tests call this in-process against a real database. */
export function createApp({ config, database, mailer, logger, webDist }: AppDeps): App {
  const background = new BackgroundTasks();
  const lifecycle = new Lifecycle();
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    onMailError: (err) => logger.error({ err }, 'sending mail failed'),
    background,
  });
  const app = createRouter();
  // Secure cookies and HSTS follow the address users open: TLS usually ends at the proxy in front.
  const secure = config.https;

  // The headers every answer carries: the security headers (http/answer-headers.ts), which instance
  // answered when there are several, and the request's id.
  const everyAnswer: Record<string, string> = {
    ...securityHeaders({ secure, oidcIssuer: config.oidc?.issuer }),
    ...(config.instanceId ? { 'x-instance': config.instanceId } : {}),
  };
  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const answerHeaders: Record<string, string> = { ...everyAnswer, 'x-request-id': requestId };
    c.set('answerHeaders', answerHeaders);
    await next();
    // An answer made whole has them already (and is no refusal, nor a cache's to keep).
    const whole = isWholeAnswer(c.res);
    if (!whole) for (const name in answerHeaders) setOnAnswer(c, name, answerHeaders[name]!);
    // An answer given before its body was read (413, an oversize avatar, a missing session): the
    // rest of the body is read and dropped, so the client and a proxy in front receive the answer
    // instead of a reset (http/unread-body.ts).
    const bodyRead = finishUnreadBody(c);
    if (bodyRead) await bodyRead;
    const cacheControl = readerCacheControl(c.get('user'));
    if (!whole && cacheControl && !c.res.headers.has('cache-control')) setOnAnswer(c, 'cache-control', cacheControl);
    logger.info(
      {
        requestId,
        method: c.req.method,
        // Reset links, invitations and share links are credentials: they never reach the log.
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ip: c.get('clientAddress'),
      },
      'request',
    );
  });
  app.use('*', lifecycle.middleware());
  app.use('*', clientAddressMiddleware(config.trustProxy));
  // At most ACTIVE_API_REQUESTS API calls do their work at once; the others wait their turn before
  // any of it starts, and the health and readiness checks never wait (http/admission.ts).
  app.use('/api/*', admission(ACTIVE_API_REQUESTS, isProbe));
  // The avatar upload and the model upload apply their own, larger limits (features/account,
  // features/takeoffs: a model is streamed to disk and counted there); the EPD import has a larger one.
  const bodyLimit = requestBodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) =>
      sendError(
        c,
        'payload_too_large',
        `The request body is larger than ${Math.round(config.bodyLimitBytes / 1024)} KB.`,
      ),
  });
  // Hono's `except` composed its middleware anew for every request (a tenth of what a cheap call
  // cost the server: measured then, decision 022); the condition is one comparison.
  // The uploads whose routes count their own bodies (the avatar; the model, streamed to disk) pass
  // as they are; the EPD import has a larger limit. One lookup by method and path.
  const ownLimit: MiddlewareHandler = (_c, next) => next();
  const BODY_LIMITS: ReadonlyMap<string, MiddlewareHandler> = new Map([
    [`PUT ${AVATAR_PATH}`, ownLimit],
    [`POST ${TAKEOFF_UPLOAD_PATH}`, ownLimit],
    [
      `POST ${EPD_IMPORT_PATH}`,
      requestBodyLimit({
        maxSize: EPD_IMPORT_BODY_LIMIT,
        onError: (c) => sendError(c, 'payload_too_large', EPD_IMPORT_TOO_LARGE),
      }),
    ],
  ]);
  const bodyLimitUnlessUpload: MiddlewareHandler<AppEnv> = (c, next) => {
    const own = BODY_LIMITS.get(`${c.req.method} ${c.req.path}`);
    return own ? own(c, next) : bodyLimit(c, next);
  };
  app.use('/api/*', bodyLimitUnlessUpload);
  app.use('/api/*', jsonBodyGuard());
  app.use(
    '*',
    xsrfProtection({
      secret: config.authSecret,
      secure,
      sessionCookieNames: SESSION_COOKIE_NAMES,
    }),
  );

  mountAuth(app, auth, accountThrottleFor(database.db, config.accountRateLimit));
  registerAuthDocs(app);
  registerHealthRoutes(app, database, lifecycle);
  registerPublicConfigRoutes(app, config);
  registerFeatures(app, { auth, config, database, logger, mailer });

  registerApiDocuments(app, config.publicUrl);

  // Only for one person on their own machine: never with real mail, never reachable from another one.
  if (config.env !== 'production' && mailer.kind === 'outbox' && isLoopbackHost(config.host)) {
    app.get('/dev/mailbox', (c) => c.html(renderDevMailbox(mailer.outbox())));
  }

  app.all('/api/*', (c) => sendError(c, 'not_found', `There is no API at ${c.req.method} ${c.req.path}.`));

  // The built SPA: precompressed copies, immutable hashed assets, index.html for the app's routes.
  const webApp = webDist ? createWebAppHandler(webDist, { sessionCookieNames: SESSION_COOKIE_NAMES }) : undefined;
  if (webApp) app.get('*', (c) => webApp(c.req.raw));

  app.onError(errorHandler(logger));

  return { app, auth, background, lifecycle };
}

/** The OpenAPI document (/api/openapi.json) and its reference page (/api/reference), both for this server's address. */
function registerApiDocuments(app: ReturnType<typeof createRouter>, publicUrl: string) {
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    servers: serversFor(publicUrl),
    info: {
      title: 'Embodied',
      version: '1.0.0',
      description:
        'Embodied carbon (kgCO2e, A1–A3) of Australian wall and footing systems and whole dwellings. Product calls need a session (cookie plus X-XSRF-TOKEN, or Authorization: Bearer). Errors answer { error: { code, message, issues? } }.',
    },
  });
  app.get('/api/reference', (c) =>
    c.html(
      renderApiReference(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          servers: serversFor(publicUrl),
          info: { title: 'Embodied', version: '1.0.0', description: 'Embodied carbon of Australian building systems.' },
        }) as never,
      ),
    ),
  );
}
