import type { AuditAction } from '@embodied/contracts';
import type { Db } from '../../database';
import { auditEvent } from '../../schema';

/** Appends one event to an organisation's audit trail (in the caller's transaction when given one). */
export async function recordAudit(
  db: Db,
  scope: { organisationId: string | null; userId: string },
  actorName: string,
  action: AuditAction,
  summary: string,
): Promise<void> {
  if (!scope.organisationId) return;
  await db
    .insert(auditEvent)
    .values({ organisationId: scope.organisationId, actorId: scope.userId, actorName, action, summary });
}
