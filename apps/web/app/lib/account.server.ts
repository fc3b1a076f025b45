/** Response headers carrying every Set-Cookie the auth service produced. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const c of setCookies) headers.append('Set-Cookie', c);
  return headers;
}
