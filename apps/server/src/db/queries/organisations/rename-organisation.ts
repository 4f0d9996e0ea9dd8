import { eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { organisation } from '../../schema';
import { quoted } from './organisation-helpers';
import { recordAudit } from './record-audit';
import type { ResolvedWorkspace } from './resolved-workspace';

export async function renameOrganisation(db: Db, ws: ResolvedWorkspace, actorName: string, name: string) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(organisation).set({ name }).where(eq(organisation.id, ws.organisationId!));
    await recordAudit(tx, ws, actorName, 'organisation.renamed', `Renamed ${quoted(ws.name)} to ${quoted(name)}.`);
  });
}
