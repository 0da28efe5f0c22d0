import { APIError } from 'better-auth/api';
import { TEAM_MESSAGES } from '../../../shared/contracts/team';
import { AppError } from '../../lib/errors';

/**
 * What the organization plugin's refusals that can reach us mean, in our words, so that they are written in
 * the reader's language like every other message (docs/decisions/0026). Its English sentences are never
 * passed on: a refusal it makes that is not here reads as the general one.
 */
const PLUGIN_MESSAGES: Record<string, string> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: TEAM_MESSAGES.alreadyMember,
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: TEAM_MESSAGES.alreadyInvited,
  INVITATION_NOT_FOUND: TEAM_MESSAGES.invitationNotFound,
  FAILED_TO_RETRIEVE_INVITATION: TEAM_MESSAGES.invitationNotFound,
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: /*i18n*/ 'This business has no free seat left.',
  INVITATION_LIMIT_REACHED: /*i18n*/ 'This business has no free seat left.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: TEAM_MESSAGES.ownerCannotLeave,
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER: TEAM_MESSAGES.ownerCannotLeave,
  MEMBER_NOT_FOUND: /*i18n*/ 'This person is no longer a member of the business.',
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: /*i18n*/ 'This person is no longer a member of the business.',
  ORGANIZATION_NOT_FOUND: /*i18n*/ 'This business no longer exists.',
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    /*i18n*/ 'Confirm your e-mail address first, then open the invitation again.',
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    /*i18n*/ 'The person who invited you is no longer a member of the business. Ask for a new invitation.',
};

/**
 * Runs one of the organization plugin's endpoints (docs/decisions/0018). Our own checks run first and answer
 * with our codes; a refusal the plugin still makes (a race, a rule of its own) becomes a 4xx in the API's shape
 * instead of escaping as a 500.
 */
export async function pluginCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      const status =
        error.statusCode === 401
          ? 401
          : error.statusCode === 404
            ? 404
            : error.statusCode === 403
              ? 403
              : 400;
      const code =
        status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
      throw new AppError(status, code, ourMessage(error));
    }
    throw error;
  }
}

function ourMessage(error: APIError): string {
  const pluginCode = (error.body as { code?: unknown } | undefined)?.code;
  return (
    (typeof pluginCode === 'string' ? PLUGIN_MESSAGES[pluginCode] : undefined) ??
    /*i18n*/ 'The request could not be completed.'
  );
}
