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
