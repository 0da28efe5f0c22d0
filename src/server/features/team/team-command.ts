import type { Auth } from '../../auth/create-auth';
import type { SessionUser, SignedInPerson } from '../../auth/session';
import type { Database } from '../../db/client';

/** What every team use case works with: the database, the plugin, the caller's request headers and member. */
export type TeamCommand = {
  db: Database;
  auth: Auth;
  headers: Headers;
  actor: SessionUser;
  /**
   * Told of memberships about to end, once the change is allowed: what they connected outside PermitPilot (a
   * Google Calendar, docs/decisions/0023) is disconnected while its grant is still known.
   */
  beforeMembersLeave?: (memberIds: string[]) => Promise<void>;
};

/** Counts one invitation e-mail to `to`, or refuses with 429 once the address has had its share. */
export type MayMail = (to: string) => Promise<void>;

/** A use case open to a person in no business too (docs/decisions/0018): accepting, switching, creating one. */
export type PersonCommand = Omit<TeamCommand, 'actor'> & { actor: SignedInPerson };
