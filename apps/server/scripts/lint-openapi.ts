/**
 * `npm run lint:openapi`: builds the app in-process (an empty in-memory database, no network),
 * writes the /api/openapi.json it serves to apps/server/.tmp/openapi-lint/openapi.json (a scratch
 * folder git ignores; a fixed name, because .redocly.lint-ignore.yaml names its exceptions by file)
 * and lints it with Redocly's recommended rules (apps/server/redocly.yaml). Fails on any error or
 * warning. Part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = path.resolve(HERE, '../redocly.yaml');
const DOCUMENT = path.resolve(HERE, '../.tmp/openapi-lint/openapi.json');

/** The document exactly as GET /api/openapi.json serves it. */
async function servedDocument(dataDir: string): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'openapi-lint-openapi-lint-openapi-lint-0',
    LOG_LEVEL: 'silent',
  });
  const logger = pino({ level: 'silent' });
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
      logger,
    });
    const { app, background } = createApp({ config, database, mailer, logger });
    const res = await app.request(`${config.publicUrl}/api/openapi.json`);
    const text = await res.text();
    await background.drain();
    if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}: ${text}`);
    return `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
  } finally {
    await database.close();
  }
}

/** Redocly's own binary, as installed (never fetched: `npx` could go to the registry). */
function redoclyBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@redocly/cli/package.json');
  const { bin } = require(manifest) as { bin: Record<string, string> };
  return path.resolve(path.dirname(manifest), bin.redocly!);
}

interface LintTotals {
  totals: { errors: number; warnings: number; ignored: number };
}

function redocly(file: string, format: 'stylish' | 'json') {
  return spawnSync(
    process.execPath,
    [redoclyBin(), 'lint', file, '--extends', 'recommended', '--config', CONFIG, '--format', format],
    {
      encoding: 'utf8',
      // Offline and quiet: no usage data sent, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'embodied-openapi-'));
  try {
    mkdirSync(path.dirname(DOCUMENT), { recursive: true });
    // Written whole, then renamed: a lint running at the same time never reads half a file.
    const partial = `${DOCUMENT}.${process.pid}`;
    writeFileSync(partial, await servedDocument(dataDir));
    renameSync(partial, DOCUMENT);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const shown = redocly(DOCUMENT, 'stylish');
  if (shown.error) throw shown.error;
  process.stdout.write(shown.stdout);
  process.stderr.write(shown.stderr);
  // Redocly exits 0 with warnings; this lint allows none, so it counts them from the JSON report.
  const counted = redocly(DOCUMENT, 'json');
  if (counted.error) throw counted.error;
  const { totals } = JSON.parse(counted.stdout.slice(counted.stdout.indexOf('{'))) as LintTotals;
  if (shown.status !== 0 || totals.errors > 0 || totals.warnings > 0) {
    console.error(
      `lint:openapi: ${totals.errors} error(s) and ${totals.warnings} warning(s) in the OpenAPI document; it must have none.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `lint:openapi: the OpenAPI document passes Redocly's recommended rules: 0 errors, 0 warnings (${totals.ignored} recorded exceptions, apps/server/.redocly.lint-ignore.yaml).`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
