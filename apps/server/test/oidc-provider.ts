// A real OpenID Connect provider for tests (oidc-provider), standing in for Google: authorization code
// flow with PKCE required, a confidential client (client_secret_post) and a one-form login page where
// the test types the account it signs in as — or cancels, which the client sees as access_denied.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import { closeServer } from './fake-http';

export interface TestAccount {
  email: string;
  name?: string;
  /** Defaults to a value derived from the email. */
  sub?: string;
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points the site at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const htmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Proveedor de prueba</title></head>
<body><main><h1>Proveedor de prueba</h1>
<form method="post" action="/interaction/${htmlEscape(uid)}">
<p><label for="email">Email</label> <input id="email" name="email" type="email"></p>
<p><label for="name">Nombre</label> <input id="name" name="name"></p>
<p><label for="sub">Identificador</label> <input id="sub" name="sub"></p>
<button name="action" value="login">Ingresar</button>
<button name="action" value="cancel">Cancelar</button>
</form></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function signingKey() {
  // RS256, as Google signs its ID tokens.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' };
}

/**
 * Starts the provider. `port` lets a test reserve the issuer address before the site starts (the site
 * discovers the issuer lazily, at the first sign-in).
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'campito-test';
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const accounts = new Map<string, TestAccount>();
  let provider: Provider | undefined;

  const server = createServer((req, res) => {
    void handle(req, res).catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const p = provider!;
    if (!req.url?.startsWith('/interaction/')) return p.callback()(req, res);
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(loginPage(details.uid));
    }
    const form = await readForm(req);
    if (form.get('action') === 'cancel') {
      return p.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'La persona canceló el ingreso.',
      });
    }
    const email = (form.get('email') ?? '').trim();
    const sub = form.get('sub')?.trim() || `sub-${email}`;
    accounts.set(sub, {
      email,
      name: form.get('name')?.trim() || undefined,
      sub,
      emailVerified: form.get('emailVerified') !== 'false',
    });
    const grant = new p.Grant({ accountId: sub, clientId });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    return p.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    // Like Google: the ID token itself carries email and name.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey()] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            ...(account.name ? { name: account.name } : {}),
          };
        },
      };
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, OIDC_ISSUER: issuer },
    close: () => closeServer(server),
  };
}

/**
 * Drives the provider without a browser (for API tests): follows the redirects from the authorization
 * URL, submits the login form as `account` (or cancels), and returns the URL the provider sends the
 * browser back to (the site's callback), which the caller then requests itself.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  account: TestAccount | 'cancel',
): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hops = 0; hops < 10; hops++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (!next.startsWith(origin)) return next;
      url = next;
      init = {};
      continue;
    }
    if (res.status === 200 && url.includes('/interaction/')) {
      await res.text();
      const form: Record<string, string> =
        account === 'cancel'
          ? { action: 'cancel' }
          : {
              action: 'login',
              email: account.email,
              name: account.name ?? '',
              sub: account.sub ?? '',
              emailVerified: String(account.emailVerified ?? true),
            };
      init = {
        method: 'POST',
        body: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
      continue;
    }
    throw new Error(`El proveedor respondió ${res.status} en ${url}: ${await res.text()}`);
  }
  throw new Error('Demasiadas redirecciones en el proveedor de prueba');
}
