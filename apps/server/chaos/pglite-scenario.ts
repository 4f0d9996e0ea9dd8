import { existsSync } from 'node:fs';
import path from 'node:path';
import { registerAndSignIn } from './client';
import { startServer, tempDir, freePort } from './processes';
import {
  burstThenKillFirst,
  newResult,
  phase,
  until,
  verifyAcknowledged,
  writeBurst,
  type ScenarioResult,
} from './scenario';

export async function pgliteScenario(): Promise<ScenarioResult> {
  const started = Date.now();
  const result = newResult('PGlite: kill -9 mid-burst, restart on the same data folder');
  const dataDir = path.join(tempDir('pglite'), 'data');
  const first = startServer({ name: 'pglite-1', port: await freePort(), dataDir });
  await phase('started a server on an empty data folder', () => first.ready());
  const session = await registerAndSignIn(first.url, dataDir);

  const burst = await burstThenKillFirst(session, [{ server: first, killed: false }], result);
  await burst.done;
  const lockFile = path.join(dataDir, 'server.lock');
  console.log(
    `  killed ${first.name} (pid ${first.pid}) after ${burst.acks.length} acknowledged writes, ${result.inFlightAtKill} in flight; ` +
      `lock file ${existsSync(lockFile) ? 'left behind (stale)' : 'absent'}`,
  );

  // The same folder: the stale lock must be taken over, the database must recover.
  const second = startServer({ name: 'pglite-2', port: await freePort(), dataDir });
  await phase('restarted on the same folder', () => second.ready());
  // The session survives the restart (it is in the database); the anti-forgery token may be renewed.
  await session.refreshXsrf(second.url);
  const after = writeBurst(session, [{ server: second, killed: false }], result.failures);
  await until(() => after.acks.length >= 50 || result.failures.length > 0, '50 writes after the restart');
  after.stop();
  await after.done;

  const acks = [...burst.acks, ...after.acks];
  result.acknowledged = acks.length;
  await phase(`read back and verified ${acks.length} snapshots`, () =>
    verifyAcknowledged(session, second.url, acks, result),
  );
  const code = await second.stop();
  if (code !== 0)
    result.failures.push(`${second.name} did not stop cleanly on SIGTERM (exit ${code}):\n${second.output()}`);
  if (existsSync(lockFile)) result.failures.push(`${second.name} left its lock file behind after a clean stop`);
  result.seconds = (Date.now() - started) / 1000;
  return result;
}
