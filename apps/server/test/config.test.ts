import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('works with no variables at all, generating and keeping a development secret', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embodied-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.port).toBe(3000);
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it('refuses to start in production without its secrets, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('AUTH_SECRET is required in production');
      expect(message).toContain('PUBLIC_URL is required in production');
    }
  });

  it('refuses DATABASE_URL without AUTH_SECRET outside development, since instances could not share sessions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'embodied-config-'));
    const url = 'postgres://u:p@db.example.com:5432/embodied';
    for (const env of ['test', 'production'] as const) {
      expect(() => loadConfig({ NODE_ENV: env, DATA_DIR: dir, DATABASE_URL: url })).toThrow(
        /AUTH_SECRET is required with DATABASE_URL/,
      );
    }
    const secret = 's'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: url, AUTH_SECRET: secret }).authSecret).toBe(
      secret,
    );
    // On a developer's machine the generated secret still does.
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('names a malformed variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEFAULT_DATASET: 'au-imaginary' })).toThrow(/DEFAULT_DATASET/);
  });

  it('requires the OIDC settings together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://localhost:4000' })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    );
  });
});
