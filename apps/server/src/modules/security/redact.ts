// What the request logs must not keep: single-use secrets that travel in URLs (password-reset and
// email-verification tokens in the path, the sign-in provider's code and state and the signatures of
// mailed links in the query). A log reader could otherwise take over an account with a link still valid.
// The mail outbox hides the same links from staff (mail/secrets.ts).
import type { FastifyRequest } from 'fastify';

/** Paths whose next segment is a secret token (matched case-insensitively, as the pages are). */
const TOKEN_PATHS = ['/cambiarpassword/', '/verificar/', '/api/users/password/', '/api/auth/verification/'];
/**
 * Query parameters that carry secrets, wherever they appear: the sign-in provider's, and the signatures of
 * the mailed confirmation and opt-out links (`t` of /avisos, `firma` of /novedades/baja).
 */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'id_token', 'access_token', 't', 'firma']);
export const REDACTED = '[oculto]';

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const lower = path.toLowerCase();
  for (const prefix of TOKEN_PATHS) {
    const at = lower.indexOf(prefix);
    if (at === -1) continue;
    const start = at + prefix.length;
    const end = path.indexOf('/', start);
    if (start < path.length) path = `${path.slice(0, start)}${REDACTED}${end === -1 ? '' : path.slice(end)}`;
    break;
  }
  if (q === -1) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_PARAMS.has(decodeSafe(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${params.join('&')}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** pino's request serializer: Fastify's usual fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
