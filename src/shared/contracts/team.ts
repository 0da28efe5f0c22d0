import { z } from 'zod';
import { ASSIGNABLE_ROLES, ROLES } from '../domain/roles';
import { idSchema } from './ids';
import { singleLineTextSchema } from './text';

/*
 * The team screen's and the invitation screen's API (docs/decisions/0018).
 */

export const roleSchema = z.enum(ROLES);
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: /*i18n*/ 'Choose Manager or Crew' });

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
  /** The member reading the list. */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const teamSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
  you: z.object({ memberId: z.string(), role: roleSchema }),
  members: z.array(teamMemberSchema),
  /** Pending and not expired; only the owner sees them (an empty list for the others). */
  invitations: z.array(pendingInvitationSchema),
  /** Members and pending invitations together may not pass this (Pro; shared/domain/plan-limits.ts). */
  memberLimit: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

export const inviteMemberSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, /*i18n*/ 'Email must be at most 254 characters')
    .pipe(z.email(/*i18n*/ 'Enter a valid email address')),
  role: assignableRoleSchema,
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const changeRoleSchema = z.strictObject({ role: assignableRoleSchema });
export const transferOwnershipSchema = z.strictObject({ memberId: idSchema() });
export const idParamsSchema = z.object({ id: idSchema() });

/** What the accept screen shows before anyone signs in: the id in the link is the invitation's secret. */
export const invitationSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  inviterEmail: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['pending', 'expired', 'accepted', 'revoked']),
  expiresAt: z.string(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/** The businesses a person belongs to, for the header's switcher and the suspended screen. */
export const businessMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  active: z.boolean(),
  /** A member other than the owner while the business is not on Pro. */
  suspended: z.boolean(),
  ownerEmail: z.string().nullable(),
});
export type BusinessMembership = z.infer<typeof businessMembershipSchema>;
export const businessListSchema = z.object({ businesses: z.array(businessMembershipSchema) });
export const switchBusinessSchema = z.strictObject({ businessId: idSchema() });

/** 'Create a business': its name; the person becomes its owner, on the Free plan (docs/decisions/0018). */
export const createBusinessSchema = z.strictObject({
  name: singleLineTextSchema(/*i18n*/ 'Business name', 200).min(1, /*i18n*/ 'Business name is required'),
});
export type CreateBusinessInput = z.input<typeof createBusinessSchema>;

/** The invitations waiting for the signed-in person's address: the screen of a person in no business. */
export const myInvitationsSchema = z.object({ invitations: z.array(invitationSummarySchema) });

/** Who an invitation was sent to, `{email}`: the server fills it in the request's language (docs/decisions/0026). */
const INVITATION_FOR_ANOTHER =
  /*i18n*/ 'This invitation was sent to {email}. Sign in with that address to accept it.';

export const TEAM_MESSAGES = {
  proRequired: /*i18n*/ 'Team collaboration is part of the Pro plan. Upgrade to Pro to invite your team.',
  /** With `{ limit }`. */
  memberLimit: /*i18n*/ 'A business can have at most {limit} members, pending invitations included.',
  alreadyMember: /*i18n*/ 'This person is already a member of your business.',
  alreadyInvited: /*i18n*/ 'This address already has a pending invitation. Use Resend to send it again.',
  inviteSelf: /*i18n*/ 'You are already a member of your business.',
  ownerCannotLeave:
    /*i18n*/ 'An owner cannot leave the business. Transfer ownership first, or close your account.',
  lastOwner: /*i18n*/ "The owner's role cannot be changed here. Use Transfer ownership.",
  invitationNotFound: /*i18n*/ 'This invitation does not exist.',
  invitationExpired: /*i18n*/ 'This invitation has expired. Ask for a new one.',
  invitationUsed: /*i18n*/ 'This invitation has already been accepted.',
  invitationRevoked: /*i18n*/ 'This invitation was revoked. Ask for a new one.',
  /** With `{ email }`. */
  invitationForAnotherMessage: INVITATION_FOR_ANOTHER,
  alreadyOwner:
    /*i18n*/ 'You already own a business. Switch to it, or transfer its ownership before creating another.',
  invitationForAnother: (email: string) => INVITATION_FOR_ANOTHER.replace('{email}', () => email),
} as const;
