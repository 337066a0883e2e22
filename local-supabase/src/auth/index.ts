// The GoTrue-compatible auth server behind /auth/v1 (what it supports and does not: local-supabase/AUTH.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext, ServiceHandler } from '../context.js';
import { sendJson } from '../http.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './admin.js';
import { currentUser, logout, passwordGrant, signUp, updateCurrentUser } from './account.js';
import { AuthError, badRequest, notFound, sendAuthError, unprocessable, validationFailed } from './errors.js';
import { optionalString, readAuthBody, type JsonObject } from './input.js';
import { RequestLimiter } from './rate-limit.js';
import { pkceGrant, recover, verifyLink, verifyOtp } from './recovery.js';
import { clientInfo, refreshTokenGrant, requireAdmin } from './sessions.js';
import { CLI_INIT_AUTH_CONFIG, readAuthConfig } from './config.js';
import { readRecoveryTemplate } from './emails.js';
import { authSettings, checkSettings, withBackendSettings, type AuthSettings } from './settings.js';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

function settingsBody(): Record<string, unknown> {
  return {
    external: Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}

type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface AuthHandlerOptions {
  /** Folder holding supabase/config.toml, whose [auth] keys (rate limits, password policy…) are honoured. */
  projectDir?: string;
  /** 'cli-defaults': ignore config.toml's [auth] and use what `supabase init` writes (CLI_INIT_AUTH_CONFIG). */
  authConfig?: 'project' | 'cli-defaults';
  /** Settings for this backend only, over config.toml (tests lift the rate limits this way). */
  settings?: Partial<AuthSettings>;
}

/** The caller's own address for rate limits: never X-Forwarded-For, which any client can set. */
function limitKey(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** GoTrue's anonymous sign-in check comes before anything else on /signup (internal/api/api.go). */
function isAnonymousSignUp(body: JsonObject): boolean {
  return !body.email && !body.phone;
}

export function createAuthHandler(ctx: BackendContext, options: AuthHandlerOptions = {}): ServiceHandler {
  const layers = {
    config: options.authConfig === 'cli-defaults' ? CLI_INIT_AUTH_CONFIG : options.projectDir ? readAuthConfig(options.projectDir) : {},
    options: checkSettings(options.settings ?? {}, 'auth settings'),
  };
  withBackendSettings(layers, authSettings); // fail fast on a malformed LOCAL_SUPABASE_AUTH_* variable
  const recoveryTemplate = readRecoveryTemplate(options.authConfig === 'cli-defaults' ? undefined : options.projectDir);
  const limiter = new RequestLimiter();
  const limit = (req: IncomingMessage, bucket: string, perFiveMinutes: number) => limiter.take(`${bucket} ${limitKey(req)}`, perFiveMinutes);

  const json = (res: ServerResponse, body: unknown) => sendJson(res, 200, body);

  const token: Route = async (req, res, url) => {
    const grantType = url.searchParams.get('grant_type') ?? '';
    const client = clientInfo(req);
    if (['password', 'refresh_token', 'pkce'].includes(grantType)) limit(req, 'token', authSettings().tokenRateLimit);
    if (grantType === 'password') return json(res, await passwordGrant(ctx, await readAuthBody(req), client));
    if (grantType === 'refresh_token') {
      const refreshToken = optionalString(await readAuthBody(req), 'refresh_token', 255);
      if (!refreshToken) throw validationFailed('refresh_token required');
      return json(res, await refreshTokenGrant(ctx, refreshToken, client));
    }
    if (grantType === 'pkce') return json(res, await pkceGrant(ctx, await readAuthBody(req), client));
    if (grantType === 'id_token' || grantType === 'web3') throw unsupported(`the ${grantType} grant`);
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  };

  const routes: Record<string, Partial<Record<string, Route>>> = {
    '/health': {
      GET: async (_req, res) => json(res, { version: 'local-supabase', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
    },
    '/settings': { GET: async (_req, res) => json(res, settingsBody()) },
    '/.well-known/jwks.json': { GET: async (_req, res) => json(res, { keys: [] }) },
    '/signup': {
      POST: async (req, res) => {
        const body = await readAuthBody(req);
        if (isAnonymousSignUp(body)) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
        limit(req, 'signup', authSettings().signInSignUpsRateLimit);
        json(res, await signUp(ctx, body, clientInfo(req)));
      },
    },
    '/token': { POST: token },
    '/user': {
      GET: async (req, res) => json(res, await currentUser(ctx, req)),
      PUT: async (req, res) => {
        limit(req, 'user', authSettings().signInSignUpsRateLimit);
        json(res, await updateCurrentUser(ctx, req, await readAuthBody(req)));
      },
    },
    '/logout': {
      POST: async (req, res, url) => {
        await logout(ctx, req, url);
        res.writeHead(204);
        res.end();
      },
    },
    '/recover': {
      POST: async (req, res, url) => {
        limit(req, 'recover', authSettings().signInSignUpsRateLimit);
        json(res, await recover(ctx, req, url, await readAuthBody(req), recoveryTemplate));
      },
    },
    '/verify': {
      GET: async (req, res, url) => {
        limit(req, 'verify', authSettings().tokenVerificationsRateLimit);
        res.writeHead(303, { location: await verifyLink(ctx, req, url, clientInfo(req)) });
        res.end();
      },
      POST: async (req, res) => {
        limit(req, 'verify', authSettings().tokenVerificationsRateLimit);
        json(res, await verifyOtp(ctx, await readAuthBody(req), clientInfo(req)));
      },
    },
    '/admin/users': {
      GET: async (req, res, url) => {
        await requireAdmin(ctx, req);
        await listUsers(ctx, url, res);
      },
      POST: async (req, res) => {
        await requireAdmin(ctx, req);
        json(res, await createUser(ctx, await readAuthBody(req)));
      },
    },
  };

  const userRoutes: Partial<Record<string, (req: IncomingMessage, res: ServerResponse, id: string) => Promise<void>>> = {
    GET: async (_req, res, id) => json(res, await getUser(ctx, id)),
    PUT: async (req, res, id) => json(res, await updateUser(ctx, id, await readAuthBody(req))),
    DELETE: async (req, res, id) => json(res, await deleteUser(ctx, id, await readAuthBody(req))),
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
    const url = new URL(subpath.replace(/^\/+/, '/'), 'http://local');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const method = req.method ?? 'GET';

    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (adminUser) {
      const handler = userRoutes[method];
      if (!handler) throw methodNotAllowed(method, path);
      await requireAdmin(ctx, req);
      return handler(req, res, safeDecode(adminUser[1]));
    }
    const route = routes[path];
    if (!route) throw unsupported(`${method} ${path}`);
    const handler = route[method] ?? (method === 'HEAD' ? route.GET : undefined);
    if (!handler) throw methodNotAllowed(method, path);
    return handler(req, res, url);
  }

  return (req, res, subpath) =>
    withBackendSettings(layers, async () => {
      try {
        await dispatch(req, res, subpath);
      } catch (error) {
        if (!(error instanceof AuthError)) throw error; // the router logs it and answers 500
        if (res.headersSent) res.end();
        else sendAuthError(res, error);
      }
    });
}

function unsupported(what: string): AuthError {
  return notFound('not_found', `local-supabase does not support ${what} (see local-supabase/AUTH.md)`);
}

function methodNotAllowed(method: string, path: string): AuthError {
  return new AuthError(405, 'method_not_allowed', `${method} is not allowed on ${path}`);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
