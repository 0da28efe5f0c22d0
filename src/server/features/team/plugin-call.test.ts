import { APIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../../shared/contracts/team';
import { i18nFor } from '../../i18n/i18n';
import { AppError } from '../../lib/errors';
import { pluginCall } from './plugin-call';

const refusal = (
  status: 'BAD_REQUEST' | 'FORBIDDEN' | 'INTERNAL_SERVER_ERROR',
  code: string,
  message: string,
) => pluginCall(() => Promise.reject(APIError.from(status, { code, message } as never)));

describe('a refusal of the organization plugin (docs/decisions/0018, 0026)', () => {
  it('is answered in our words, which have a Spanish translation, never in the plugin’s English', async () => {
    const error = await refusal(
      'BAD_REQUEST',
      'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION',
      'User is already a member of this organization',
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: TEAM_MESSAGES.alreadyMember });
    expect(i18nFor('es')._((error as AppError).message)).not.toBe(TEAM_MESSAGES.alreadyMember);
  });

  it('reads as the general refusal when the plugin gives a reason we have not met, keeping its status', async () => {
    await expect(refusal('FORBIDDEN', 'YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE', 'Nope')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'The request could not be completed.',
    });
  });

  it('lets a failure of the plugin itself through, for the 500 handler', async () => {
    await expect(refusal('INTERNAL_SERVER_ERROR', 'BROKEN', 'Broken')).rejects.toBeInstanceOf(APIError);
  });
});
