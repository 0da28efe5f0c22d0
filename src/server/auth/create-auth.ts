import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { organization } from 'better-auth/plugins/organization';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/contracts/auth';
import { MEMBER_LIMIT } from '../../shared/domain/plan-limits';
import { accessControl, roles } from './access-control';
import type { Database } from '../db/client';
import {
  account,
  invitation,
  member,
  organization as business,
  rateLimit,
  session,
  user,
  verification,
} from '../db/schema';
import type { Config } from '../env';
import type { Mailer } from '../integrations/mail/types';
import type { Logger } from '../lib/logger';
import { createAuthEmailLimits } from './auth-email-limits';
import { passwordResetEmail, verificationEmail } from './auth-emails';
import { passwordHashing } from './password-hashing';
import { disableAuthContextWhenIdle } from './idle-auth-context';
import { deleteResetLink, resetLinkStorage, voidResetLinks } from './reset-links';
import { createSessionReader, sessionCookieName } from './session-reader';
import { businessToStartIn, createOwnBusiness, isInvited, type CreateBusiness } from './own-business';
import { INVITATION_DAYS } from './invitation-days';
import { invitationEmail } from './invitation-email';
import { i18nOfUser } from '../i18n/user-locale';
import { LOCALE_COOKIE, localeCookieOptions, localeOfHeaders } from '../i18n/i18n';
import { toLocale } from '../../shared/i18n/locales';

/** Set by our own server from the socket (or a trusted proxy), replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-permitpilot-client-ip';

/**
 * What a sign-up with an address already registered is told (code USER_ALREADY_EXISTS;
 * docs/product/screens.md#sign-in-and-sign-up).
 */
export const USER_ALREADY_REGISTERED = /*i18n*/ 'User already registered';

/** How long a read may reuse this process's lookup of a session (auth/session-reader.ts). */
export const SESSION_CACHE_SECONDS = 60;

/** better-auth endpoints after which a session may have ended. */
const SESSION_ENDING_PATHS = new Set([
  '/sign-out',
  '/reset-password',
  '/change-password',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/delete-user',
]);

type CreateAuthOptions = {
  db: Database;
  config: Pick<
    Config,
    | 'APP_URL'
    | 'isProduction'
    | 'SIGN_IN_RATE_LIMIT_MAX'
    | 'SIGN_IN_RATE_LIMIT_WINDOW_SECONDS'
    | 'SIGN_UP_RATE_LIMIT_MAX'
  > & { authSecret: string };
  mailer: Mailer;
  logger: Logger;
};

export function createAuth({ db, config, mailer, logger }: CreateAuthOptions) {
  const deliver = (message: Parameters<Mailer['send']>[0], kind: string) =>
    // better-auth awaits this; a failing transport is logged and the request still answers.
    mailer.send(message).catch((error: unknown) => logger.error({ err: error, kind }, 'auth e-mail failed'));
  // Beyond a recipient's share the request answers as if sent, telling nothing about the account.
  const emailLimits = createAuthEmailLimits({ db });

  const sessions = createSessionReader({
    db,
    secret: config.authSecret,
    cookieName: sessionCookieName(config.isProduction),
    cacheSeconds: SESSION_CACHE_SECONDS,
  });

  // The hook below runs after `auth` exists; TypeScript cannot type a self-reference, so it goes through this.
  let createBusiness: CreateBusiness = () => Promise.reject(new Error('auth is not ready'));

  const auth = betterAuth({
    appName: 'PermitPilot',
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, organization: business, member, invitation },
    }),
    // The person's language (docs/decisions/0026): better-auth reads it with the session, for the screens.
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    databaseHooks: {
      // Every account has a business of its own from the start (docs/decisions/0018).
      user: {
        create: {
          // It speaks the language the person signed up in: the one they chose, else their browser's.
          before: async (data, ctx) => ({
            data: { ...data, locale: ctx?.headers ? localeOfHeaders(ctx.headers) : 'en' },
          }),
          after: async (created): Promise<void> => {
            if (await isInvited(db, created.email)) return;
            await createOwnBusiness({ create: createBusiness, userId: created.id, name: created.email });
          },
        },
      },
      // A new session starts in the business chosen last, so the choice lasts across sign-ins.
      session: {
        create: {
          before: async (started) => ({
            data: { ...started, activeOrganizationId: await businessToStartIn(db, started.userId) },
          }),
        },
      },
    },
    plugins: [
      // Businesses, members, invitations and roles (docs/decisions/0018). Its endpoints are not exposed to
      // the browser (auth/routes.ts); the team routes call them on the server after their own checks.
      organization({
        ac: accessControl,
        roles,
        creatorRole: 'owner',
        // Only the system makes a business: at sign-up, or for 'Create a business' (features/team/businesses.ts).
        allowUserToCreateOrganization: false,
        membershipLimit: MEMBER_LIMIT,
        invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
        requireEmailVerificationOnInvitation: true,
        sendInvitationEmail: async ({ email, organization: invitedTo, inviter, id, role }) => {
          await deliver(
            await invitationEmail({
              to: email,
              businessName: invitedTo.name,
              inviterEmail: inviter.user.email,
              role,
              url: `${config.APP_URL}/invitation/${encodeURIComponent(id)}`,
              // The invitee may have no account yet: the invitation speaks the inviter's language.
              i18n: await i18nOfUser(db, inviter.user.id),
            }),
            'invitation',
          );
        },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHashing,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: recipient, url, token }) => {
        // A link never mailed is removed, and the ones already mailed stay valid.
        if (!(await emailLimits.tryTake('password-reset', recipient.email)))
          return deleteResetLink({ db, token });
        // Only the newest link mailed works (docs/product/screens.md#password-reset).
        await voidResetLinks({ db, userId: recipient.id, keepToken: token });
        await deliver(
          await passwordResetEmail(recipient.email, url, await i18nOfUser(db, recipient.id)),
          'reset',
        );
      },
      onPasswordReset: ({ user: owner }) => voidResetLinks({ db, userId: owner.id }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed user who tries to sign in gets a fresh link (the first may have expired).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        if (!(await emailLimits.tryTake('confirmation', recipient.email))) return;
        await deliver(
          await verificationEmail(recipient.email, url, await i18nOfUser(db, recipient.id)),
          'verification',
        );
      },
    },
    // Reset links are stored hashed (auth/reset-links.ts).
    verification: { storeIdentifier: resetLinkStorage },
    hooks: {
      // A duplicate sign-up is told 'User already registered' and switched to sign-in
      // (docs/product/screens.md#sign-in-and-sign-up). better-auth would answer it with a synthetic success
      // instead (docs/decisions/0003).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
        if (existing) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'USER_ALREADY_EXISTS',
            message: USER_ALREADY_REGISTERED,
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (SESSION_ENDING_PATHS.has(ctx.path)) sessions.forgetAll();
        // Signed in, the pages speak the account's language on this device too (docs/decisions/0026).
        const signedIn = ctx.context.newSession?.user as { locale?: unknown } | undefined;
        if (ctx.path === '/sign-in/email' && signedIn) {
          const { maxAge, ...options } = localeCookieOptions(config.isProduction);
          ctx.setCookie(LOCALE_COOKIE, toLocale(signedIn.locale), { ...options, maxAge, sameSite: 'lax' });
        }
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      // In its rate_limit table, so that every instance on one PostgreSQL shares the limits (docs/decisions/0011).
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': {
          window: config.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS,
          max: config.SIGN_IN_RATE_LIMIT_MAX,
        },
        '/sign-up/email': { window: 60, max: config.SIGN_UP_RATE_LIMIT_MAX },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        // Read on every page load of the app; not a credential-guessing surface.
        '/get-session': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[method]({ args, component: 'better-auth' }, message);
      },
    },
  });
  disableAuthContextWhenIdle(auth);
  createBusiness = (body) => auth.api.createOrganization({ body });
  return Object.assign(auth, { sessions });
}

export type Auth = ReturnType<typeof createAuth>;
