import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../env';

// Security headers for every response, and the Content-Security-Policy of the pages. A page allows
// exactly the inline scripts and the stylesheet its own render marked with a per-render nonce, by their
// SHA-256 hashes (plugins/web.ts): an injected <script> or <style> matches no hash, the policy stays
// valid for a copy served from the answer cache, and there is never 'unsafe-inline' for scripts or
// <style> elements (ADR 008).

/** The policy source that allows exactly this inline text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Long inline texts keep their hash: only a few are ever long and the same on many pages (a build's
 * hydration script), so the memory is small. The site's stylesheet comes hashed already (InlineCode).
 */
const longHashes = new Map<string, string>();
function sha256(text: string): string {
  if (text.length < 4096) return cspHash(text);
  let hash = longHashes.get(text);
  if (!hash) {
    if (longHashes.size >= 8) longHashes.clear();
    hash = cspHash(text);
    longHashes.set(text, hash);
  }
  return hash;
}

/** The inline code a page's render wrote itself: the policy allows these and nothing else inline. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
  /** Policy hashes worked out beforehand (the site's stylesheet as the page writes it). */
  styleHashes?: readonly string[];
}

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** Where a form post may end up after our redirect: the payment providers' checkouts and the sign-in issuer. */
function formTargets(config: Config): string[] {
  return [
    "'self'",
    'https://www.mercadopago.com.ar',
    'https://www.mercadopago.com',
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    origin(config.mercadopago.apiUrl),
    origin(config.paypal.apiUrl),
    origin(config.google?.issuer),
  ].filter((v, i, all): v is string => !!v && all.indexOf(v) === i);
}

/**
 * The policy of an HTML page. With `inline`, a server-rendered page: its own scripts and stylesheet by
 * hash, style attributes (React style props) allowed. Without, a page that writes its styles at run time
 * (the admin's CSS-in-JS) and runs no inline script.
 */
export function pagePolicy(config: Config, inline?: InlineCode): string {
  const hashes = (texts: string[] = [], known: readonly string[] = []) =>
    [...new Set([...known, ...texts.map(sha256)])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(inline?.scripts)}`.trim(),
    ...(inline
      ? [
          `style-src 'self' ${hashes(inline.styles, inline.styleHashes)}`.trim(),
          "style-src-attr 'unsafe-inline'",
        ]
      : ["style-src 'self' 'unsafe-inline'"]),
    // /media/* redirects to MEDIA_PUBLIC_URL when set: the images then come from there.
    `img-src 'self' data: blob: ${origin(config.mediaS3?.publicUrl) ?? ''}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.instagram.com',
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formTargets(config).join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON and other non-page answers: nothing may run or embed them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The site's fingerprinted scripts and stylesheets (`/assets/*.js|css`). They are never a document: no
 * one frames them, navigates to them or runs them as a page, so the document headers (policy, framing,
 * opener, permissions, referrer, request id) mean nothing on them, and on a first visit they would add
 * ~300 bytes to each of about ten requests. They keep `nosniff`, which does apply to scripts and styles.
 */
export const isSiteBundle = (url: string) => /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/.test(url);

/**
 * The headers every document answer carries besides its policy (pages and API answers; the bundles keep
 * only `nosniff`).
 */
function documentHeaders(config: Config): Readonly<Record<string, string>> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * Whether a request is for the staff panel (`/admin`, `/admin/*`): the admin gate serves it to staff, and
 * it alone carries `Cross-Origin-Opener-Policy: same-origin`, which keeps it apart from any window of
 * another site that opened it or that it opens. The public pages do not carry it (ADR 008, "The opener
 * policy"): a page with it, entered from another site or a new tab, makes the browser start a new renderer
 * process first, which cost a phone's first paint about 0.2 s and 100–250 ms of blocking time in
 * Lighthouse (measured there), for pages that show nothing private and that no one may frame.
 */
export const isStaffPanel = (url: string) => /^\/admin(?:[/?#]|$)/.test(url);
const STAFF_PANEL_HEADERS = { 'cross-origin-opener-policy': 'same-origin' } as const;

function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const document = documentHeaders(config);
  // With `done`, not `async`: every answer passes here (see plugins/answer-cache.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isSiteBundle(request.url) && reply.statusCode < 400) {
      reply.header('x-content-type-options', 'nosniff');
      return done(null, payload);
    }
    reply.headers(document);
    if (isStaffPanel(request.url)) reply.headers(STAFF_PANEL_HEADERS);
    // Pages set their own policy (web.ts); the API docs UI brings its own.
    // A 304 updates the headers the browser stored with the page: a policy of its own (the API's, since a
    // 304 has no type) would replace the page's and block every script and stylesheet of it.
    if (reply.statusCode === 304) return done(null, payload);
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.startsWith('text/html') ? pagePolicy(config) : API_POLICY);
    }
    done(null, payload);
  });
}

/** As app.ts registers it (issue 33: plugins declare what they need). */
export const securityHeadersPlugin = fp(async (app) => registerSecurityHeaders(app, app.deps.config), {
  name: 'security-headers',
  decorators: { fastify: ['deps'] },
});
