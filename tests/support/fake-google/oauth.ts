import crypto from 'node:crypto';
import type { Reply } from './google-errors';

/** What the next simulated consent screen answers. */
export type AuthorizationAnswer = { error: string } | { withoutRefreshToken: true } | { scope: string };

/** A grant of an account to the client; revoking it ends every token of it. */
export type Grant = { email: string; clientId: string; scope: string; revoked: boolean };

type Code = {
  clientId: string;
  redirectUri: string;
  email: string;
  scope: string;
  offline: boolean;
  expiresAt: number;
};

const CODE_LIFETIME_MS = 5 * 60_000;
const ACCESS_TOKEN_SECONDS = 3599;

const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A stable numeric subject per e-mail, as Google's `sub` is a stable number per account. */
const subjectOf = (email: string) =>
  BigInt(`0x${crypto.createHash('sha256').update(email).digest('hex').slice(0, 16)}`)
    .toString()
    .padStart(21, '1');

/**
 * Google's OAuth 2.0 endpoints as the fake serves them: the consent screen, the token endpoint (code and
 * refresh grants) and revocation. `refuse` records a request the app should never send.
 */
export function createFakeOAuth(options: {
  clientId: string;
  clientSecret: string;
  /** The Google account that consents next. */
  account: () => { email: string };
}) {
  const { clientId, clientSecret } = options;
  const authorizationAnswers: AuthorizationAnswer[] = [];
  const codes = new Map<string, Code>();
  const accessTokens = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();

  function idToken(email: string) {
    const issuedAt = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      azp: clientId,
      aud: clientId,
      sub: subjectOf(email),
      email,
    };
    // Unsigned (alg none): OAuth2Client.verifyIdToken cannot check it; read the payload directly.
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, email_verified: true, iat: issuedAt, exp: issuedAt + ACCESS_TOKEN_SECONDS })}.`;
  }

  function issueAccessToken(grant: Grant) {
    const accessToken = `ya29.fake-${randomHex(24)}`;
    accessTokens.set(accessToken, grant);
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: grant.scope,
      token_type: 'Bearer',
      id_token: idToken(grant.email),
    };
  }

  /** The simulated consent screen: Google redirects back with a code, or with the error the user caused. */
  function authorize(query: URLSearchParams, refuse: (reason: string) => Reply): Reply {
    if (query.get('client_id') !== clientId) {
      return refuse(`consent screen for an unknown client_id ${query.get('client_id')}`);
    }
    const redirectUri = query.get('redirect_uri') ?? '';
    const scope = query.get('scope') ?? '';
    if (query.get('response_type') !== 'code' || !URL.canParse(redirectUri) || scope === '') {
      return refuse(`consent screen without response_type=code, redirect_uri or scope: ${query.toString()}`);
    }
    const answer = authorizationAnswers.shift();
    const back = new URL(redirectUri);
    if (answer && 'error' in answer) back.searchParams.set('error', answer.error);
    else {
      const code = `4/0fake-${randomHex(16)}`;
      const granted = answer && 'scope' in answer ? answer.scope : scope;
      const offline = query.get('access_type') === 'offline' && !(answer && 'withoutRefreshToken' in answer);
      codes.set(code, {
        clientId,
        redirectUri,
        email: options.account().email,
        scope: granted,
        offline,
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', granted);
    }
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, headers: { location: back.toString() } };
  }

  function token(
    form: Record<string, string>,
    authorization: string | undefined,
    refuse: (reason: string) => Reply,
  ): Reply {
    // The client authenticates with HTTP Basic (ClientSecretBasic) or with fields in the form (ClientSecretPost).
    const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [form.client_id, form.client_secret];
    if (id !== clientId)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      };
    if (secret !== clientSecret)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    const badGrant = (description: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });

    if (form.grant_type === 'authorization_code') {
      const code = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (
        !code ||
        code.expiresAt < Date.now() ||
        code.clientId !== id ||
        code.redirectUri !== form.redirect_uri
      )
        return badGrant('Bad Request');
      const grant: Grant = { email: code.email, clientId, scope: code.scope, revoked: false };
      const refreshToken = `1//fake-${randomHex(24)}`;
      if (code.offline) refreshTokens.set(refreshToken, grant);
      return {
        status: 200,
        body: { ...issueAccessToken(grant), ...(code.offline && { refresh_token: refreshToken }) },
      };
    }
    if (form.grant_type === 'refresh_token') {
      const grant = refreshTokens.get(form.refresh_token ?? '');
      if (!grant) return badGrant('Bad Request');
      if (grant.clientId !== id)
        return { status: 401, body: { error: 'unauthorized_client', error_description: 'Unauthorized' } };
      if (grant.revoked) return badGrant('Token has been expired or revoked.');
      return { status: 200, body: issueAccessToken(grant) };
    }
    refuse(`token request with grant_type ${form.grant_type}`);
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${form.grant_type}` },
    };
  }

  /** Revoking either token of a grant ends the whole grant, as Google does. */
  function revoke(tokenValue: string): Reply {
    const grant = accessTokens.get(tokenValue) ?? refreshTokens.get(tokenValue);
    if (!grant) return { status: 400, body: { error: 'invalid_token', error_description: 'Bad Request' } };
    if (grant.revoked)
      return { status: 400, body: { error: 'invalid_token', error_description: 'Token expired or revoked' } };
    grant.revoked = true;
    return { status: 200, body: {} };
  }

  return {
    authorize,
    token,
    revoke,
    /** The grant an access token belongs to. */
    grantOf: (accessToken: string) => accessTokens.get(accessToken),
    nextAuthorization: (answer: AuthorizationAnswer) => void authorizationAnswers.push(answer),
    /** As when the user removes the app in their Google account: its tokens stop working. */
    revokeGrant(email: string) {
      for (const grant of [...accessTokens.values(), ...refreshTokens.values()]) {
        if (grant.email === email) grant.revoked = true;
      }
    },
  };
}
