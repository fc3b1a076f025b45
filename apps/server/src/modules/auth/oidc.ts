// Google sign-in as a plain OpenID Connect relying party (docs/product.md §10.6): authorization code flow with
// PKCE (S256), state and nonce, through openid-client. The issuer is configurable (OIDC_ISSUER) so tests
// run the same code against a local provider.
import * as client from 'openid-client';
import type { Config } from '../../env';

export interface OidcFlow {
  verifier: string;
  state: string;
  nonce: string;
}

/** Who the provider says signed in. An identity is keyed by issuer + subject, never by email. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
}

class OidcError extends Error {}

const SCOPE = 'openid email profile';

export function createOidcClient(google: NonNullable<Config['google']>, redirectUri: string) {
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovery runs once, at the first sign-in (not at start-up); a failed attempt is retried next time. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        // Only a local test provider is plain http; Google itself is always https.
        execute: google.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  }

  return {
    /** The provider URL to send the browser to, and the flow secrets to keep until it comes back. */
    async start(): Promise<{ url: string; flow: OidcFlow }> {
      const config = await configuration();
      const flow: OidcFlow = {
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /**
     * Checks the provider's answer (state, PKCE, the ID token's signature, issuer, audience and nonce)
     * and returns the verified identity. Any failure — the person cancelled, a replayed or forged
     * answer, an unverified email — throws.
     */
    async finish(currentUrl: URL, flow: OidcFlow): Promise<OidcIdentity> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcError('sin ID token');
      let email = typeof claims.email === 'string' ? claims.email : undefined;
      let verified = claims.email_verified;
      let name = typeof claims.name === 'string' ? claims.name : undefined;
      if (!email) {
        // Providers that keep the ID token minimal answer the same claims at userinfo.
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = info.email;
        verified = info.email_verified;
        name ??= info.name;
      }
      if (!email || verified !== true) throw new OidcError('email sin verificar');
      return {
        issuer: config.serverMetadata().issuer,
        subject: claims.sub,
        email: email.trim().toLowerCase(),
        name: name?.trim() || null,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
