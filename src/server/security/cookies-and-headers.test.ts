import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { LOCALE_COOKIE } from '../i18n/i18n';

/**
 * The security suite (docs/product/engineering.md#suites): the cookie flags and security headers as a
 * production deployment sends them. Already covered elsewhere, so not repeated here: the session cookie's
 * HttpOnly and SameSite=Lax outside production (auth/auth.test.ts) and the headers on /healthz outside
 * production (app.test.ts).
 */
const PRODUCTION_URL = 'https://permitpilot.example';
const DEVELOPMENT_URL = 'http://localhost:3000';
const ASSET = '/assets/index-Ab12Cd34.js';

let clientDir: string;
let production: TestApp;
let development: TestApp;

/** A built client as `vite build` leaves it: index.html, a hashed asset and a file at the root. */
function writeClient(directory: string) {
  fs.mkdirSync(path.join(directory, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(directory, 'index.html'),
    `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(directory, ASSET), 'console.log("PermitPilot");\n');
  fs.writeFileSync(path.join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permitpilot-client-'));
  writeClient(clientDir);
  production = await createTestApp({
    env: {
      // What loadConfig demands of production, with the non-vendor integrations chosen on purpose.
      NODE_ENV: 'production',
      APP_URL: PRODUCTION_URL,
      BETTER_AUTH_SECRET: 'production-secret-that-is-long-enough-1234',
      MAIL_TRANSPORT: 'outbox',
      SMS_TRANSPORT: 'outbox',
      BILLING_PROVIDER: 'local',
      CLIENT_DIST_DIR: clientDir,
    },
  });
  development = await createTestApp({ env: { NODE_ENV: 'development', CLIENT_DIST_DIR: clientDir } });
});
afterAll(async () => {
  await production?.close();
  await development?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

type Deployment = { name: string; app: () => TestApp; origin: string; secure: boolean };
const deployments: Deployment[] = [
  { name: 'production', app: () => production, origin: PRODUCTION_URL, secure: true },
  { name: 'development', app: () => development, origin: DEVELOPMENT_URL, secure: false },
];

/** A request from the deployment's own origin, as its browser pages make them. */
function call(deployment: Deployment, pathname: string, init: Parameters<TestApp['request']>[1] = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', deployment.origin);
  return deployment.app().request(pathname, { ...init, headers });
}

type Cookie = { name: string; value: string; attributes: Map<string, string> };

function parseSetCookie(header: string): Cookie {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair!.indexOf('=');
  return {
    name: pair!.slice(0, separator),
    value: pair!.slice(separator + 1),
    attributes: new Map(
      attributes.map((attribute) => {
        const [key, ...value] = attribute.split('=');
        return [key!.toLowerCase(), value.join('=')] as const;
      }),
    ),
  };
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map(parseSetCookie);

function expectProtected(cookie: Cookie, secure: boolean) {
  expect(cookie.attributes.has('httponly'), `${cookie.name} HttpOnly`).toBe(true);
  expect(cookie.attributes.get('samesite')?.toLowerCase(), `${cookie.name} SameSite`).toMatch(
    /^(lax|strict)$/,
  );
  expect(cookie.attributes.get('path'), `${cookie.name} Path`).toBe('/');
  expect(cookie.attributes.has('domain'), `${cookie.name} Domain`).toBe(false);
  expect(cookie.attributes.has('secure'), `${cookie.name} Secure`).toBe(secure);
  // A __Secure- cookie without Secure is dropped by browsers, so it could neither be set nor cleared.
  expect(cookie.name.startsWith('__Secure-'), `${cookie.name} prefix`).toBe(secure);
}

async function signIn(deployment: Deployment, rememberMe: boolean) {
  const owner = await createUser(deployment.app().db);
  const response = await call(deployment, '/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: owner.email, password: owner.password, rememberMe },
  });
  expect(response.status).toBe(200);
  // The session's cookies; the language one (docs/decisions/0026) is a preference, checked on its own below.
  const cookies = cookiesOf(response).filter((cookie) => cookie.name !== LOCALE_COOKIE);
  return { owner, response, cookies };
}

const asCookieHeader = (cookies: Cookie[]) =>
  cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

describe.each(deployments)('cookies in $name', (deployment) => {
  it('sets every sign-in cookie HttpOnly, SameSite, host-only, and Secure with __Secure- only in production', async () => {
    for (const rememberMe of [true, false]) {
      const { cookies } = await signIn(deployment, rememberMe);
      expect(cookies.map((cookie) => cookie.name)).toContain(
        `${deployment.secure ? '__Secure-' : ''}better-auth.session_token`,
      );
      // "Keep me signed in" off adds a second cookie; it gets the same protection.
      expect(cookies.length, `rememberMe ${rememberMe}`).toBe(rememberMe ? 1 : 2);
      for (const cookie of cookies) expectProtected(cookie, deployment.secure);
    }
  });

  it('gives a session that works with the cookie it set, and clears it on sign-out with the same flags', async () => {
    const { owner, cookies } = await signIn(deployment, false);
    const session = await call(deployment, '/api/auth/get-session', { cookie: asCookieHeader(cookies) });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(owner.email);

    const signOut = await call(deployment, '/api/auth/sign-out', {
      method: 'POST',
      json: {},
      cookie: asCookieHeader(cookies),
    });
    expect(signOut.status).toBe(200);
    const cleared = cookiesOf(signOut);
    expect(cleared.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(cookies.map((cookie) => cookie.name)),
    );
    for (const cookie of cleared) {
      expect(cookie.value, cookie.name).toBe('');
      expect(cookie.attributes.get('max-age'), cookie.name).toBe('0');
      expectProtected(cookie, deployment.secure);
    }
  });

  it('clears the session cookies with matching flags when the account is closed', async () => {
    const { cookies } = await signIn(deployment, true);
    const response = await call(deployment, '/api/account/close', {
      method: 'POST',
      json: { confirm: 'DELETE' },
      cookie: asCookieHeader(cookies),
    });
    expect(response.status).toBe(204);
    const cleared = cookiesOf(response);
    expect(cleared.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(cookies.map((cookie) => cookie.name)),
    );
    for (const cookie of cleared) {
      expect(cookie.attributes.get('max-age'), cookie.name).toBe('0');
      expect(cookie.attributes.has('httponly'), cookie.name).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase(), cookie.name).toBe('lax');
      if (cookie.name.startsWith('__Secure-'))
        expect(cookie.attributes.has('secure'), cookie.name).toBe(true);
    }
  });
});

describe.each(deployments)('the language cookie in $name (docs/decisions/0026)', (deployment) => {
  it('is set at sign-in from the account, HttpOnly, SameSite, host-only, and Secure in production', async () => {
    const { response } = await signIn(deployment, true);
    const language = cookiesOf(response).find((cookie) => cookie.name === LOCALE_COOKIE);
    expect(language?.value).toBe('en');
    expect(language?.attributes.has('httponly')).toBe(true);
    expect(language?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(language?.attributes.get('path')).toBe('/');
    expect(language?.attributes.has('domain')).toBe(false);
    expect(language?.attributes.has('secure')).toBe(deployment.secure);
  });
});

describe('the production session cookie', () => {
  const [productionDeployment] = deployments as [Deployment];

  it('is read only under its __Secure- name, so a cookie planted over plain HTTP signs nobody in', async () => {
    const { cookies } = await signIn(productionDeployment, true);
    const token = cookies.find((cookie) => cookie.name === '__Secure-better-auth.session_token')!.value;
    const planted = await call(productionDeployment, '/api/auth/get-session', {
      cookie: `better-auth.session_token=${token}`,
    });
    expect(await planted.json()).toBeNull();
    const secure = await call(productionDeployment, '/api/auth/get-session', {
      cookie: `__Secure-better-auth.session_token=${token}`,
    });
    expect(await secure.json()).not.toBeNull();
  });
});

/** The responses a browser meets: pages, API answers (ours and better-auth's), errors and static files. */
const RESPONSES: { label: string; path: string; status: number; type: RegExp }[] = [
  { label: 'the HTML page of a client route', path: '/dashboard', status: 200, type: /^text\/html/ },
  { label: 'the HTML 404 page', path: '/no-such-page', status: 404, type: /^text\/html/ },
  { label: 'the API docs page', path: '/api/docs', status: 200, type: /^text\/html/ },
  { label: 'an API answer', path: '/api/site', status: 200, type: /^application\/json/ },
  { label: 'an API refusal', path: '/api/permits', status: 401, type: /^application\/json/ },
  { label: 'an unknown API path', path: '/api/nothing-here', status: 404, type: /^application\/json/ },
  { label: 'a better-auth answer', path: '/api/auth/get-session', status: 200, type: /^application\/json/ },
  { label: 'a hashed asset', path: ASSET, status: 200, type: /javascript/ },
  { label: 'a file at the root of the client', path: '/favicon.svg', status: 200, type: /^image\/svg\+xml/ },
];

describe.each(deployments)('security headers in $name', (deployment) => {
  it.each(RESPONSES)('are on $label', async ({ path: pathname, status, type }) => {
    const response = await call(deployment, pathname);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(type);

    const csp = new Map(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources] as const),
    );
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBe(
      deployment.secure ? 'max-age=31536000; includeSubDomains' : null,
    );
  });
});

describe('security headers on a compressed asset', () => {
  it('survive the pre-compressed file being served', async () => {
    const [productionDeployment] = deployments as [Deployment];
    fs.writeFileSync(path.join(clientDir, `${ASSET}.br`), 'not really brotli');
    try {
      const response = await call(productionDeployment, ASSET, { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      fs.rmSync(path.join(clientDir, `${ASSET}.br`));
    }
  });
});
