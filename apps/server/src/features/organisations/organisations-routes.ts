import { INVITATION_DAYS, ROLE_LABELS, type Workspace } from '@embodied/contracts';
import { acceptInvitation } from '../../db/queries/organisations/accept-invitation';
import { activeOrganisationOf } from '../../db/queries/organisations/active-organisation-of';
import { auditTrailOf } from '../../db/queries/organisations/audit-trail-of';
import { changeMemberRole } from '../../db/queries/organisations/change-member-role';
import { createInvitation } from '../../db/queries/organisations/create-invitation';
import { createOrganisation } from '../../db/queries/organisations/create-organisation';
import { deleteOrganisation } from '../../db/queries/organisations/delete-organisation';
import { findMembership } from '../../db/queries/organisations/find-membership';
import { organisationDetail } from '../../db/queries/organisations/organisation-detail';
import { organisationsOf } from '../../db/queries/organisations/organisations-of';
import { previewInvitation } from '../../db/queries/organisations/preview-invitation';
import { removeMember } from '../../db/queries/organisations/remove-member';
import { renameOrganisation } from '../../db/queries/organisations/rename-organisation';
import { personalWorkspace, type ResolvedWorkspace } from '../../db/queries/organisations/resolved-workspace';
import { revokeInvitation } from '../../db/queries/organisations/revoke-invitation';
import { setActiveOrganisation } from '../../db/queries/organisations/set-active-organisation';
import { AppError } from '../../http/app-error';
import type { Router } from '../../http/openapi-app';
import { invitationMail } from '../../mail/templates';
import type { FeatureDeps } from '../feature-deps';
import { organisationRoutes as routes } from './organisations-route-defs';

const publicWorkspace = ({ organisationId, name, role }: ResolvedWorkspace): Workspace => ({
  organisationId,
  name,
  role,
});

/**
 * Organisations (docs/decisions/018-teams.md): the active workspace, organisations, members, invitations
 * and the audit trail. The workspace-access middleware has already checked the caller's role in the
 * organisation of the path (contracts' WORKSPACE_ACCESS); the rules finer than one role (the owner
 * role, the last owner, leaving) are the queries'.
 */
export function registerOrganisationRoutes(router: Router, { config, database, mailer, logger }: FeatureDeps) {
  const { db } = database;

  router.openapi(routes.getWorkspace, async (c) => {
    const userId = c.get('user').id;
    const [active, organisations] = await Promise.all([activeOrganisationOf(db, userId), organisationsOf(db, userId)]);
    const personal = publicWorkspace(personalWorkspace(userId));
    const current = organisations.find((o) => o.organisationId === active?.id);
    return c.json(
      {
        active: current ?? personal,
        items: [personal, ...organisations],
        lostAccess: active && !current ? active.name : null,
      },
      200,
    );
  });

  router.openapi(routes.switchWorkspace, async (c) => {
    const userId = c.get('user').id;
    const { organisationId } = c.req.valid('json');
    const target = organisationId ? await findMembership(db, userId, organisationId) : personalWorkspace(userId);
    if (!target) throw new AppError('not_found', 'There is no such organisation among yours.');
    await setActiveOrganisation(db, userId, organisationId);
    return c.json(publicWorkspace(target), 200);
  });

  router.openapi(routes.listOrganisations, async (c) =>
    c.json({ items: await organisationsOf(db, c.get('user').id) }, 200),
  );

  router.openapi(routes.createOrganisation, async (c) => {
    const user = c.get('user');
    const ws = await createOrganisation(db, user.id, user.name, c.req.valid('json').name);
    return c.json(await organisationDetail(db, ws), 201);
  });

  router.openapi(routes.joinOrganisation, async (c) => {
    const ws = await acceptInvitation(db, c.get('user'), c.req.valid('json').token);
    return c.json(await organisationDetail(db, ws), 200);
  });

  router.openapi(routes.getOrganisation, async (c) => c.json(await organisationDetail(db, c.get('workspace')), 200));

  router.openapi(routes.renameOrganisation, async (c) => {
    const ws = c.get('workspace');
    const { name } = c.req.valid('json');
    await renameOrganisation(db, ws, c.get('user').name, name);
    return c.json(await organisationDetail(db, { ...ws, name }), 200);
  });

  router.openapi(routes.deleteOrganisation, async (c) => {
    const ws = c.get('workspace');
    const { confirmName } = c.req.valid('json');
    if (confirmName.trim() !== ws.name) {
      const message = `Type the organisation’s name, “${ws.name}”, exactly to confirm.`;
      throw new AppError('invalid_request', message, [{ path: 'confirmName', message }]);
    }
    await deleteOrganisation(db, ws.organisationId!);
    logger.info({ organisationId: ws.organisationId, by: ws.userId }, 'organisation deleted');
    return c.body(null, 204);
  });

  router.openapi(routes.changeMemberRole, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(
      await changeMemberRole(db, c.get('workspace'), c.get('user').name, userId, c.req.valid('json').role),
      200,
    );
  });

  router.openapi(routes.removeMember, async (c) => {
    await removeMember(db, c.get('workspace'), c.get('user').name, c.req.valid('param').userId);
    return c.body(null, 204);
  });

  router.openapi(routes.inviteMember, async (c) => {
    const ws = c.get('workspace');
    const actor = c.get('user').name;
    const { email, role } = c.req.valid('json');
    const { invitation, token } = await createInvitation(db, ws, actor, email, role);
    const url = `${config.publicUrl}/invitations/${token}`;
    try {
      await mailer.send({
        to: email,
        ...invitationMail(url, ws.name, actor, ROLE_LABELS[role].toLowerCase(), INVITATION_DAYS),
      });
    } catch (err) {
      // Nothing pending may point at a mail that never went: withdraw it, and say so.
      logger.error({ err, organisationId: ws.organisationId }, 'invitation mail failed');
      await revokeInvitation(db, ws, actor, invitation.id, false);
      throw new AppError(
        'unavailable',
        `The invitation mail to ${email} could not be sent, so no invitation was kept. Please try again later.`,
      );
    }
    return c.json(invitation, 201);
  });

  router.openapi(routes.revokeInvitation, async (c) => {
    await revokeInvitation(db, c.get('workspace'), c.get('user').name, c.req.valid('param').invitationId);
    return c.body(null, 204);
  });

  router.openapi(routes.auditTrail, async (c) =>
    c.json(await auditTrailOf(db, c.get('workspace').organisationId!, c.req.valid('query').before), 200),
  );

  // Public: /api/invitations is outside the guarded prefixes (the link is the secret).
  router.openapi(routes.previewInvitation, async (c) => {
    c.header('cache-control', 'no-store');
    c.header('x-robots-tag', 'noindex');
    return c.json(await previewInvitation(db, c.req.valid('param').token), 200);
  });
}
