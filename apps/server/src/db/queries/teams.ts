import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  PERSONAL_WORKSPACE_NAME,
  ROLE_LABELS,
  roleAtLeast,
  type AuditAction,
  type AuditList,
  type Invitation,
  type InvitationPreview,
  type Member,
  type Organisation,
  type OrganisationRole,
  type Workspace,
} from '@embodied/contracts';
import { ensureProfile } from './ensure-profile';
import { DomainError } from '../../lib/domain-error';
import { FORMER_MEMBER } from './workspace-scope';
import type { Db } from '../database';
import { auditEvent, invitation, organisation, organisationMember, profile, project, snapshot, user } from '../schema';

/** A workspace as the request path sees it: who, where, in which role. */
export interface ResolvedWorkspace extends Workspace {
  readonly userId: string;
  /** The user's default dataset, when the access check read it already (null: none chosen). */
  readonly defaultDataset?: string | null;
  /** The user's climate zone, when the access check read it already (null: none chosen). */
  readonly climateZone?: number | null;
}

export const personalWorkspace = (userId: string): ResolvedWorkspace => ({
  userId,
  organisationId: null,
  name: PERSONAL_WORKSPACE_NAME,
  role: 'owner',
});

const roleText = (role: OrganisationRole) => ROLE_LABELS[role].toLowerCase();
const quoted = (name: string) => `“${name}”`;

/** The user's membership of an organisation, with the organisation's name; undefined when not a member. */
export async function findMembership(
  db: Db,
  userId: string,
  organisationId: string,
): Promise<ResolvedWorkspace | undefined> {
  const rows = await db
    .select({ name: organisation.name, role: organisationMember.role })
    .from(organisationMember)
    .innerJoin(organisation, eq(organisation.id, organisationMember.organisationId))
    .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, userId)))
    .limit(1);
  const row = rows[0];
  return row ? { userId, organisationId, name: row.name, role: row.role } : undefined;
}

/** The organisation the user has chosen to work in (null: personal), and its name if it still exists. */
export async function activeOrganisationOf(db: Db, userId: string): Promise<{ id: string; name: string } | undefined> {
  const rows = await db
    .select({ id: organisation.id, name: organisation.name })
    .from(profile)
    .innerJoin(organisation, eq(organisation.id, profile.activeOrganisationId))
    .where(eq(profile.userId, userId))
    .limit(1);
  return rows[0];
}

/** A user's active workspace as read: the organisation they chose (null: personal), its name, their role, their default dataset. */
export interface ActiveWorkspace {
  organisationId: string | null;
  name: string | null;
  role: OrganisationRole | null;
  defaultDataset: string | null;
  climateZone: number | null;
}

/**
 * The user's active workspace in one query: the organisation they chose (null: personal), its name
 * if it still exists, their role there if they are still a member, and (read in the same query, for
 * the Calculate that follows) their default dataset and climate zone. From `profile`, with its active organisation
 * and the user's membership there left-joined (none: not, or no longer, a member).
 */
export async function activeWorkspaceOf(db: Db, userId: string): Promise<ActiveWorkspace> {
  const [row] = await db
    .select({
      organisationId: organisation.id,
      name: organisation.name,
      role: organisationMember.role,
      defaultDataset: profile.defaultDataset,
      climateZone: profile.climateZone,
    })
    .from(profile)
    .leftJoin(organisation, eq(organisation.id, profile.activeOrganisationId))
    .leftJoin(
      organisationMember,
      and(eq(organisationMember.organisationId, profile.activeOrganisationId), eq(organisationMember.userId, userId)),
    )
    .where(eq(profile.userId, userId))
    .limit(1);
  return {
    organisationId: row?.organisationId ?? null,
    name: row?.name ?? null,
    role: row?.role ?? null,
    defaultDataset: row?.defaultDataset ?? null,
    climateZone: row?.climateZone ?? null,
  };
}

/** Every organisation the user belongs to, A–Z. */
export async function organisationsOf(db: Db, userId: string): Promise<(Workspace & { organisationId: string })[]> {
  const rows = await db
    .select({ id: organisation.id, name: organisation.name, role: organisationMember.role })
    .from(organisationMember)
    .innerJoin(organisation, eq(organisation.id, organisationMember.organisationId))
    .where(eq(organisationMember.userId, userId))
    .orderBy(asc(sql`lower(${organisation.name})`), asc(organisation.id));
  return rows.map((r) => ({ organisationId: r.id, name: r.name, role: r.role }));
}

/** Makes an organisation (or the personal workspace, null) the user's active workspace. */
export async function setActiveOrganisation(db: Db, userId: string, organisationId: string | null): Promise<void> {
  await ensureProfile(db, userId);
  await db
    .update(profile)
    .set({ activeOrganisationId: organisationId, updatedAt: new Date() })
    .where(eq(profile.userId, userId));
}

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

async function membersOf(db: Db, organisationId: string): Promise<Member[]> {
  const rows = await db
    .select({
      userId: organisationMember.userId,
      role: organisationMember.role,
      joinedAt: organisationMember.joinedAt,
      name: user.name,
      email: user.email,
    })
    .from(organisationMember)
    .innerJoin(user, eq(user.id, organisationMember.userId))
    .where(eq(organisationMember.organisationId, organisationId))
    .orderBy(
      sql`case ${organisationMember.role} when 'owner' then 0 when 'admin' then 1 when 'editor' then 2 else 3 end`,
      asc(sql`lower(${user.name})`),
    );
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

const toInvitation = (r: typeof invitation.$inferSelect): Invitation => ({
  id: r.id,
  email: r.email,
  role: r.role,
  invitedBy: r.invitedByName,
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
});

/** An organisation as its member sees it: pending invitations only for owners and admins. */
export async function organisationDetail(db: Db, membership: ResolvedWorkspace): Promise<Organisation> {
  const id = membership.organisationId!;
  const [org] = await db.select().from(organisation).where(eq(organisation.id, id)).limit(1);
  if (!org) throw new DomainError('not_found', 'There is no such organisation among yours.');
  const pending = roleAtLeast(membership.role, 'admin')
    ? await db
        .select()
        .from(invitation)
        .where(
          and(
            eq(invitation.organisationId, id),
            isNull(invitation.acceptedAt),
            isNull(invitation.revokedAt),
            gt(invitation.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(invitation.createdAt))
    : [];
  return {
    id,
    name: org.name,
    role: membership.role,
    createdAt: org.createdAt.toISOString(),
    members: await membersOf(db, id),
    invitations: pending.map(toInvitation),
  };
}

/** A new organisation with its creator as owner, made the creator's active workspace. */
export async function createOrganisation(
  db: Db,
  userId: string,
  actorName: string,
  name: string,
): Promise<ResolvedWorkspace> {
  const id = randomUUID();
  await ensureProfile(db, userId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(organisation).values({ id, name });
    await tx.insert(organisationMember).values({ organisationId: id, userId, role: 'owner' });
    await tx.update(profile).set({ activeOrganisationId: id, updatedAt: new Date() }).where(eq(profile.userId, userId));
    await recordAudit(
      tx,
      { organisationId: id, userId },
      actorName,
      'organisation.created',
      `Created ${quoted(name)}.`,
    );
  });
  return { userId, organisationId: id, name, role: 'owner' };
}

export async function renameOrganisation(db: Db, ws: ResolvedWorkspace, actorName: string, name: string) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(organisation).set({ name }).where(eq(organisation.id, ws.organisationId!));
    await recordAudit(tx, ws, actorName, 'organisation.renamed', `Renamed ${quoted(ws.name)} to ${quoted(name)}.`);
  });
}

async function ownerCount(db: Db, organisationId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organisationMember)
    .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.role, 'owner')));
  return Number(rows[0]?.n ?? 0);
}

async function memberRow(db: Db, organisationId: string, userId: string) {
  const rows = await db
    .select({
      role: organisationMember.role,
      name: user.name,
      email: user.email,
      joinedAt: organisationMember.joinedAt,
    })
    .from(organisationMember)
    .innerJoin(user, eq(user.id, organisationMember.userId))
    .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, userId)))
    .limit(1);
  return rows[0];
}

const LAST_OWNER = 'An organisation needs an owner: make another member an owner first (or delete the organisation).';

/**
 * Changes a member's role. Only an owner grants or takes away the owner role; the last owner keeps it.
 * Runs in a transaction that locks the organisation's member rows, so two changes cannot both
 * remove the last owner.
 */
export async function changeMemberRole(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  targetUserId: string,
  role: OrganisationRole,
): Promise<Member> {
  const organisationId = ws.organisationId!;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(
      sql`select 1 from ${organisationMember} where ${organisationMember.organisationId} = ${organisationId} for update`,
    );
    const target = await memberRow(tx, organisationId, targetUserId);
    if (!target) throw new DomainError('not_found', 'There is no such member in this organisation.');
    if ((target.role === 'owner' || role === 'owner') && ws.role !== 'owner')
      throw new DomainError('forbidden', 'Only an owner can grant or take away the owner role.');
    if (target.role === 'owner' && role !== 'owner' && (await ownerCount(tx, organisationId)) <= 1)
      throw new DomainError('conflict', LAST_OWNER);
    if (target.role !== role) {
      await tx
        .update(organisationMember)
        .set({ role })
        .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, targetUserId)));
      await recordAudit(
        tx,
        ws,
        actorName,
        'member.role_changed',
        `Changed ${target.name} (${target.email}) from ${roleText(target.role)} to ${roleText(role)}.`,
      );
    }
    return {
      userId: targetUserId,
      name: target.name,
      email: target.email,
      role,
      joinedAt: target.joinedAt.toISOString(),
    };
  });
}

/**
 * Removes a member (or the member themself: leaving). The organisation's snapshots stay. The last
 * owner can neither leave nor be removed; removing someone else needs admin, and removing an owner
 * needs an owner.
 */
export async function removeMember(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  targetUserId: string,
): Promise<void> {
  const organisationId = ws.organisationId!;
  const self = targetUserId === ws.userId;
  if (!self && !roleAtLeast(ws.role, 'admin'))
    throw new DomainError(
      'forbidden',
      `Your role in ${quoted(ws.name)} is ${roleText(ws.role)}: only owners and admins remove members.`,
    );
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(
      sql`select 1 from ${organisationMember} where ${organisationMember.organisationId} = ${organisationId} for update`,
    );
    const target = await memberRow(tx, organisationId, targetUserId);
    if (!target) throw new DomainError('not_found', 'There is no such member in this organisation.');
    if (target.role === 'owner' && !self && ws.role !== 'owner')
      throw new DomainError('forbidden', 'Only an owner can remove an owner.');
    if (target.role === 'owner' && (await ownerCount(tx, organisationId)) <= 1)
      throw new DomainError(
        'conflict',
        self
          ? 'You are the last owner: make another member an owner before you leave (or delete the organisation).'
          : LAST_OWNER,
      );
    await tx
      .delete(organisationMember)
      .where(and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, targetUserId)));
    await recordAudit(
      tx,
      ws,
      actorName,
      self ? 'member.left' : 'member.removed',
      self ? `${target.name} (${target.email}) left.` : `Removed ${target.name} (${target.email}).`,
    );
  });
}

/**
 * Deletes an organisation: its snapshots (their numbers stay taken), projects, members, invitations
 * and audit trail. The owner types its name to confirm.
 */
export async function deleteOrganisation(db: Db, organisationId: string): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.delete(snapshot).where(eq(snapshot.organisationId, organisationId));
    await tx.delete(organisation).where(eq(organisation.id, organisationId));
  });
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new invitation; the caller mails the link. An address already a member, or already invited, is refused. */
export async function createInvitation(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  email: string,
  role: OrganisationRole,
): Promise<{ invitation: Invitation; token: string }> {
  const organisationId = ws.organisationId!;
  if (role === 'owner' && ws.role !== 'owner')
    throw new DomainError('forbidden', 'Only an owner can invite another owner.', [
      { path: 'role', message: 'Only an owner can invite another owner.' },
    ]);
  const member = await db
    .select({ id: user.id })
    .from(organisationMember)
    .innerJoin(user, eq(user.id, organisationMember.userId))
    .where(and(eq(organisationMember.organisationId, organisationId), sql`lower(${user.email}) = ${email}`))
    .limit(1);
  if (member.length > 0)
    throw new DomainError('conflict', `${email} is already a member of ${quoted(ws.name)}.`, [
      { path: 'email', message: `${email} is already a member.` },
    ]);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // A new invitation to the same address replaces a pending one (its old link stops working).
    await tx
      .update(invitation)
      .set({ revokedAt: now })
      .where(
        and(
          eq(invitation.organisationId, organisationId),
          eq(invitation.email, email),
          isNull(invitation.acceptedAt),
          isNull(invitation.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(invitation)
      .values({
        id: randomUUID(),
        organisationId,
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy: ws.userId,
        invitedByName: actorName,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    await recordAudit(tx, ws, actorName, 'member.invited', `Invited ${email} as ${roleText(role)}.`);
    return { invitation: toInvitation(row!), token };
  });
}

/** Withdraws an invitation (its mail could not be sent, or an admin revoked it). */
export async function revokeInvitation(
  db: Db,
  ws: ResolvedWorkspace,
  actorName: string,
  invitationId: string,
  audit = true,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(invitation)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitation.id, invitationId),
          eq(invitation.organisationId, ws.organisationId!),
          isNull(invitation.acceptedAt),
          isNull(invitation.revokedAt),
        ),
      )
      .returning({ email: invitation.email });
    if (!row) throw new DomainError('not_found', 'There is no such pending invitation.');
    if (audit)
      await recordAudit(tx, ws, actorName, 'member.invitation_revoked', `Revoked the invitation of ${row.email}.`);
  });
}

type InvitationRow = typeof invitation.$inferSelect & { organisationName: string };

async function invitationByToken(db: Db, token: string): Promise<InvitationRow | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const rows = await db
    .select({ invitation, organisationName: organisation.name })
    .from(invitation)
    .innerJoin(organisation, eq(organisation.id, invitation.organisationId))
    .where(eq(invitation.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.invitation, organisationName: row.organisationName } : undefined;
}

const statusOf = (row: InvitationRow, now: Date): InvitationPreview['status'] =>
  row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'pending';

const NO_INVITATION = 'This invitation link is not valid. Ask the organisation for a new one.';

/** What an invitation link invites to (public: the link is the secret). */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await invitationByToken(db, token);
  if (!row) throw new DomainError('not_found', NO_INVITATION);
  return {
    organisationName: row.organisationName,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedByName,
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row, new Date()),
  };
}

/**
 * Accepts an invitation as the signed-in user, who must be signed in with the address it was sent
 * to (a verified address: so the link alone is not enough). Makes the organisation the active workspace.
 */
export async function acceptInvitation(
  db: Db,
  who: { id: string; name: string; email: string },
  token: string,
): Promise<ResolvedWorkspace> {
  const row = await invitationByToken(db, token);
  if (!row) throw new DomainError('not_found', NO_INVITATION);
  const status = statusOf(row, new Date());
  if (status !== 'pending')
    throw new DomainError(
      'conflict',
      status === 'accepted'
        ? 'This invitation has already been accepted.'
        : status === 'revoked'
          ? 'This invitation was withdrawn. Ask the organisation for a new one.'
          : 'This invitation has expired. Ask the organisation for a new one.',
    );
  if (row.email !== who.email.toLowerCase())
    throw new DomainError(
      'forbidden',
      `This invitation was sent to ${row.email}, but you are signed in as ${who.email}. Sign in with ${row.email} to accept it.`,
    );
  const ws: ResolvedWorkspace = {
    userId: who.id,
    organisationId: row.organisationId,
    name: row.organisationName,
    role: row.role,
  };
  await ensureProfile(db, who.id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [taken] = await tx
      .update(invitation)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitation.id, row.id), isNull(invitation.acceptedAt), isNull(invitation.revokedAt)))
      .returning({ id: invitation.id });
    if (!taken) throw new DomainError('conflict', 'This invitation has already been used.');
    const existing = await memberRow(tx, row.organisationId, who.id);
    if (existing) {
      ws.role = existing.role;
    } else {
      await tx
        .insert(organisationMember)
        .values({ organisationId: row.organisationId, userId: who.id, role: row.role });
      await recordAudit(
        tx,
        ws,
        who.name,
        'member.joined',
        `${who.name} (${who.email}) joined as ${roleText(row.role)}.`,
      );
    }
    await tx
      .update(profile)
      .set({ activeOrganisationId: row.organisationId, updatedAt: new Date() })
      .where(eq(profile.userId, who.id));
  });
  return ws;
}

/**
 * The organisations an account deletion would leave without an owner while others remain: deleting
 * the account is refused until ownership is transferred. Organisations where the user is the only
 * member go with the account.
 */
export async function organisationsBlockingDeletion(db: Db, userId: string): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(sql`
    select o.name from ${organisation} o
    join ${organisationMember} m on m.organisation_id = o.id and m.user_id = ${userId} and m.role = 'owner'
    where not exists (
      select 1 from ${organisationMember} x where x.organisation_id = o.id and x.role = 'owner' and x.user_id <> ${userId}
    )
    and exists (select 1 from ${organisationMember} y where y.organisation_id = o.id and y.user_id <> ${userId})
    order by o.name`);
  return rows.rows.map((r) => r.name);
}

/** Deletes what an account deletion takes beyond its own rows: its personal snapshots and projects, and organisations it alone belongs to. */
export async function deletePersonalWorkspace(db: Db, userId: string): Promise<void> {
  const alone = await db.execute<{ id: string }>(sql`
    select m.organisation_id as id from ${organisationMember} m
    where m.user_id = ${userId}
    and not exists (select 1 from ${organisationMember} y where y.organisation_id = m.organisation_id and y.user_id <> ${userId})`);
  for (const { id } of alone.rows) await deleteOrganisation(db, id);
  await db.delete(snapshot).where(and(eq(snapshot.ownerId, userId), isNull(snapshot.organisationId)));
  await db.delete(project).where(eq(project.workspace, `user:${userId}`));
}

/** The organisation a snapshot belongs to and who made it (printouts show both); null for a personal snapshot. */
export async function snapshotWorkspaceOf(
  db: Db,
  row: { ownerId: string; organisationId: string | null },
): Promise<{ organisationId: string; name: string; createdBy: string } | null> {
  if (!row.organisationId) return null;
  const [org] = await db
    .select({ name: organisation.name })
    .from(organisation)
    .where(eq(organisation.id, row.organisationId))
    .limit(1);
  const [creator] = await db.select({ name: user.name }).from(user).where(eq(user.id, row.ownerId)).limit(1);
  return { organisationId: row.organisationId, name: org?.name ?? '', createdBy: creator?.name ?? FORMER_MEMBER };
}
