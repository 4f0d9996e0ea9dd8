import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DATASET_IDS } from '@embodied/engine';

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Each one has a default that works on a developer's machine, except secrets in production.
 * `.env.example` documents the same list.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/** A whole number (from its text), at least `min`; `fallback` when unset. */
const wholeNumber = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: optionalString,
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  DEV_ORIGINS: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('Embodied <no-reply@embodied.local>'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_LABEL: z.string().min(1).default('SSO'),
  DEFAULT_DATASET: z.enum(DATASET_IDS).default('au-typical'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: wholeNumber(1024, 256 * 1024),
  AUTH_RATE_LIMIT_MAX: wholeNumber(1, 10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 60),
  ACCOUNT_RATE_LIMIT_MAX: wholeNumber(1, 5),
  ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1, 15 * 60),
  ACCOUNT_RATE_LIMIT_SPACING_SECONDS: wholeNumber(1, 60),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(100, 10_000),
  DRAIN_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(300).optional()),
  INSTANCE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, dot, dash and underscore only (at most 64)')
      .optional(),
  ),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL is https (TLS ends at the proxy or here): cookies are Secure (`__Secure-`) and HSTS is sent. */
  https: boolean;
  authSecret: string;
  trustProxy: number;
  /** Origins besides publicUrl that may call the API with cookies (the Vite dev server). */
  trustedOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: OidcConfig | undefined;
  defaultDataset: (typeof DATASET_IDS)[number];
  logLevel: string;
  bodyLimitBytes: number;
  authRateLimit: { max: number; windowSeconds: number };
  /** Per account, on top of per address: sign-in failures and reset requests (auth/account-throttle.ts). */
  accountRateLimit: { max: number; windowSeconds: number; spacingSeconds: number };
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM: how long the server answers not-ready on /api/ready while still serving every
   * request, so a load balancer that polls readiness stops sending before the port closes.
   */
  drainSeconds: number;
  /** Named in an `x-instance` header on every answer when set (which instance behind a balancer answered). */
  instanceId: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the development auth secret from the data folder, creating it once. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  if (production && !e.AUTH_SECRET) problems.push('AUTH_SECRET is required in production (32+ random characters).');
  if (production && !e.PUBLIC_URL)
    problems.push('PUBLIC_URL is required in production (the address users open, e.g. https://embodied.example.com).');
  if (e.DATABASE_URL && !e.AUTH_SECRET && e.NODE_ENV !== 'development')
    problems.push(
      'AUTH_SECRET is required with DATABASE_URL (outside development): every instance must sign sessions with the same secret, or a user signed in on one is signed out on the next.',
    );
  if (e.AUTH_SECRET && e.AUTH_SECRET.length < 32) problems.push('AUTH_SECRET must be at least 32 characters.');
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or none of them).');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const devOrigins = e.DEV_ORIGINS
    ? e.DEV_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : production
      ? []
      : ['http://localhost:5173'];

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    https: new URL(publicUrl).protocol === 'https:',
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    trustedOrigins: [publicUrl, ...devOrigins],
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, label: e.OIDC_LABEL }
        : undefined,
    defaultDataset: e.DEFAULT_DATASET,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    accountRateLimit: {
      max: e.ACCOUNT_RATE_LIMIT_MAX,
      windowSeconds: e.ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
      spacingSeconds: e.ACCOUNT_RATE_LIMIT_SPACING_SECONDS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Only production has a balancer to tell; a developer's Ctrl-C and the tests stop at once.
    drainSeconds: e.DRAIN_SECONDS ?? (production ? 5 : 0),
    instanceId: e.INSTANCE_ID,
  };
}
