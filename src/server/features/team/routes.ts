import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  businessListSchema,
  changeRoleSchema,
  idParamsSchema,
  invitationSummarySchema,
  inviteMemberSchema,
  switchBusinessSchema,
  teamSchema,
  transferOwnershipSchema,
} from '../../../shared/contracts/team';
import type { Auth } from '../../auth/create-auth';
import { requirePermission, requirePerson, requireUser, type SessionVariables } from '../../auth/session';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { errorResponse as error, jsonResponse as json, validationHook } from '../../lib/openapi';
import { createSlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { activityRoutes } from './activity-routes';
import { listBusinesses, switchBusiness } from './businesses';
import type { MayMail, TeamCommand } from './team-command';
import { getTeam } from './get-team';
import { acceptInvitation, getInvitation } from './invitations';
import { inviteMember, resendInvitation, revokeInvitation } from './invite-member';
import { changeMemberRole, leaveBusiness, removeMember, transferOwnership } from './manage-members';

/** Invitation e-mails one address receives at most per hour, however many times an owner resends. */
export const INVITATION_EMAILS_PER_HOUR = 3;

const signedIn = { 401: error('Not signed in') };
const forbidden = {
  403: error('FORBIDDEN for this role; BUSINESS_SUSPENDED for a member of a business on Free'),
};
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const ok = { 204: { description: 'Done' } };

const routes = {
  team: createRoute({
    method: 'get',
    path: '/api/team',
    summary: "The business's members, and its pending invitations for the owner",
    tags: ['team'],
    responses: { 200: json(teamSchema, 'The team'), ...signedIn, ...forbidden },
  }),
  invite: createRoute({
    method: 'post',
    path: '/api/team/invitations',
    summary: 'Invite an address as Manager or Crew (owner; Pro; at most 10 members)',
    tags: ['team'],
    request: body(inviteMemberSchema),
    responses: {
      201: json(z.object({ id: z.string() }), 'Invited'),
      400: error('VALIDATION_ERROR, CANNOT_INVITE_SELF'),
      ...signedIn,
      403: error('FORBIDDEN, PRO_REQUIRED, MEMBER_LIMIT_REACHED'),
      409: error('ALREADY_MEMBER, ALREADY_INVITED'),
      429: error('RATE_LIMITED'),
    },
  }),
  resend: createRoute({
    method: 'post',
    path: '/api/team/invitations/{id}/resend',
    summary: 'Mail a pending invitation again, valid for 7 days from now',
    tags: ['team'],
    request: { params: idParamsSchema },
    responses: {
      ...ok,
      ...signedIn,
      ...forbidden,
      404: error('INVITATION_NOT_FOUND'),
      429: error('RATE_LIMITED'),
    },
  }),
  revoke: createRoute({
    method: 'delete',
    path: '/api/team/invitations/{id}',
    summary: 'Revoke a pending invitation',
    tags: ['team'],
    request: { params: idParamsSchema },
    responses: { ...ok, ...signedIn, ...forbidden, 404: error('INVITATION_NOT_FOUND') },
  }),
  changeRole: createRoute({
    method: 'patch',
    path: '/api/team/members/{id}',
    summary: "Change a member's role to Manager or Crew",
    tags: ['team'],
    request: { params: idParamsSchema, ...body(changeRoleSchema) },
    responses: {
      ...ok,
      400: error('VALIDATION_ERROR'),
      ...signedIn,
      ...forbidden,
      404: error('NOT_FOUND'),
      409: error('LAST_OWNER'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/api/team/members/{id}',
    summary: 'Remove a member from the business',
    tags: ['team'],
    request: { params: idParamsSchema },
    responses: { ...ok, ...signedIn, ...forbidden, 404: error('NOT_FOUND'), 409: error('LAST_OWNER') },
  }),
  leave: createRoute({
    method: 'post',
    path: '/api/team/leave',
    summary: 'Leave the business (not the owner)',
    tags: ['team'],
    responses: { ...ok, ...signedIn, 409: error('OWNER_CANNOT_LEAVE') },
  }),
  transfer: createRoute({
    method: 'post',
    path: '/api/team/transfer',
    summary: 'Make another member the owner; the owner becomes a manager',
    tags: ['team'],
    request: body(transferOwnershipSchema),
    responses: { ...ok, 400: error('VALIDATION_ERROR'), ...signedIn, ...forbidden, 404: error('NOT_FOUND') },
  }),
  invitation: createRoute({
    method: 'get',
    path: '/api/invitations/{id}',
    summary: 'What an invitation link offers: the business, the inviter, the address and its state',
    tags: ['team'],
    request: { params: idParamsSchema },
    responses: { 200: json(invitationSummarySchema, 'The invitation'), 404: error('INVITATION_NOT_FOUND') },
  }),
  accept: createRoute({
    method: 'post',
    path: '/api/invitations/{id}/accept',
    summary: 'Accept an invitation as the invited address',
    tags: ['team'],
    request: { params: idParamsSchema },
    responses: {
      200: json(z.object({ businessId: z.string() }), 'Now a member'),
      ...signedIn,
      403: error('INVITATION_FOR_ANOTHER_ADDRESS, PRO_REQUIRED, MEMBER_LIMIT_REACHED'),
      404: error('INVITATION_NOT_FOUND'),
      410: error('INVITATION_EXPIRED, INVITATION_USED, INVITATION_REVOKED'),
    },
  }),
  businesses: createRoute({
    method: 'get',
    path: '/api/businesses',
    summary: 'The businesses the signed-in person belongs to',
    tags: ['team'],
    responses: { 200: json(businessListSchema, 'Their businesses'), ...signedIn },
  }),
  switchBusiness: createRoute({
    method: 'put',
    path: '/api/businesses/active',
    summary: 'Work in another of their businesses, now and at the next sign-in',
    tags: ['team'],
    request: body(switchBusinessSchema),
    responses: { ...ok, 400: error('VALIDATION_ERROR'), ...signedIn, 404: error('NOT_FOUND') },
  }),
};

/** The team (docs/decisions/0018): members, invitations, roles, the activity log and the business switcher. */
export function teamRoutes(deps: {
  db: Database;
  auth: Auth;
  beforeMembersLeave?: (memberIds: string[]) => Promise<void>;
}) {
  const { db, auth } = deps;
  const app = new OpenAPIHono<{ Variables: SessionVariables }>({ defaultHook: validationHook });
  const invitationEmails = createSlidingWindowLimiter({
    db,
    name: 'invitation-email',
    max: INVITATION_EMAILS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  const mayMail: MayMail = async (to) => {
    if (!(await invitationEmails.tryTake(to.trim().toLowerCase())))
      throw new AppError(
        429,
        'RATE_LIMITED',
        /*i18n*/ 'This address has had enough invitations for now. Try again in an hour.',
      );
  };

  /** The team use cases' common arguments, for the request being answered. */
  const command = (c: Context<{ Variables: SessionVariables }>): TeamCommand => ({
    db,
    auth,
    headers: c.req.raw.headers,
    actor: c.get('user'),
    beforeMembersLeave: deps.beforeMembersLeave,
  });

  // A suspended member may still see which businesses they belong to, switch, leave, and accept an invitation.
  const anyMember = requireUser(auth, { allowSuspended: true });
  app.use('/api/team', requireUser(auth));
  app.use('/api/team/invitations', requireUser(auth), requirePermission('manageTeam'));
  app.use('/api/team/invitations/*', requireUser(auth), requirePermission('manageTeam'));
  app.use('/api/team/members/*', requireUser(auth), requirePermission('manageTeam'));
  app.use('/api/team/transfer', requireUser(auth), requirePermission('ownBusiness'));
  app.use('/api/team/leave', anyMember);
  // A person in no business may too (docs/decisions/0018): these routes read `person`, not `user`.
  app.use('/api/invitations/:id/accept', requirePerson(auth));
  app.use('/api/businesses', requirePerson(auth));
  app.use('/api/businesses/*', requirePerson(auth));

  app.openapi(routes.team, async (c) => c.json(await getTeam({ db, viewer: c.get('user') }), 200));
  app.openapi(routes.invite, async (c) =>
    c.json(await inviteMember({ ...command(c), mayMail, input: c.req.valid('json') }), 201),
  );
  app.openapi(routes.resend, async (c) => {
    await resendInvitation({ ...command(c), mayMail, invitationId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(routes.revoke, async (c) => {
    await revokeInvitation({ ...command(c), invitationId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(routes.changeRole, async (c) => {
    await changeMemberRole({
      ...command(c),
      memberId: c.req.valid('param').id,
      role: c.req.valid('json').role,
    });
    return c.body(null, 204);
  });
  app.openapi(routes.remove, async (c) => {
    await removeMember({ ...command(c), memberId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(routes.leave, async (c) => {
    await leaveBusiness(command(c));
    return c.body(null, 204);
  });
  app.openapi(routes.transfer, async (c) => {
    await transferOwnership({ ...command(c), memberId: c.req.valid('json').memberId });
    return c.body(null, 204);
  });
  app.openapi(routes.invitation, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await getInvitation({ db, invitationId: c.req.valid('param').id }), 200);
  });
  app.openapi(routes.accept, async (c) =>
    c.json(
      await acceptInvitation({
        ...command(c),
        actor: c.get('person'),
        invitationId: c.req.valid('param').id,
      }),
      200,
    ),
  );
  app.openapi(routes.businesses, async (c) =>
    c.json(await listBusinesses({ db, viewer: c.get('person') }), 200),
  );
  app.openapi(routes.switchBusiness, async (c) => {
    await switchBusiness({
      ...command(c),
      actor: c.get('person'),
      businessId: c.req.valid('json').businessId,
    });
    return c.body(null, 204);
  });
  app.route('/', activityRoutes({ db, auth }));
  return app;
}
