import type { AuditAction, AuditList } from '@embodied/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../database';
import { auditEvent } from '../../schema';

const AUDIT_PAGE = 50;

/** An organisation's audit trail, newest first, 50 at a time (before: the previous page's last id). */
export async function auditTrailOf(db: Db, organisationId: string, before: number | undefined): Promise<AuditList> {
  const rows = await db
    .select()
    .from(auditEvent)
    .where(
      and(eq(auditEvent.organisationId, organisationId), before === undefined ? undefined : lt(auditEvent.id, before)),
    )
    .orderBy(desc(auditEvent.id))
    .limit(AUDIT_PAGE + 1);
  return {
    items: rows.slice(0, AUDIT_PAGE).map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorName: r.actorName,
      action: r.action as AuditAction,
      summary: r.summary,
    })),
    more: rows.length > AUDIT_PAGE,
  };
}
