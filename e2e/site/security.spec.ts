import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Once React Router has hydrated, the main menu navigates without a page load. */
async function navigatesClientSide(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: /Visitas/ })
    .click();
  await expect(page).toHaveURL(/\/visitas$/);
}

test('pages hydrate under a strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  // <style> elements only by hash (the site's stylesheet); style attributes stay allowed.
  expect(csp).toMatch(/style-src 'self' 'sha256-[^']+';/);
  expect(csp).toContain("style-src-attr 'unsafe-inline'");
  // The render's nonce never reaches the page (a cached copy must not reveal it).
  expect(await response!.text()).not.toMatch(/\snonce=/);
  expect(csp).toContain("frame-ancestors 'none'");
  await navigatesClientSide(page);
  expect(violations).toEqual([]);
});

test('every answer carries the security headers', async ({ request }) => {
  for (const path of ['/', '/api/health', '/adoptar', '/no-existe']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('a query string the page does not read shares its cached answer, and the page still hydrates', async ({
  page,
  request,
}) => {
  await request.get('/adoptar/perros?sexo=hembra');
  const again = await request.get('/adoptar/perros?utm_source=boletin&sexo=hembra&x=1');
  expect(again.headers()['x-cache']).toBe('hit');
  await page.goto('/?utm_source=boletin');
  await navigatesClientSide(page);
});

test('a HEAD request is answered as its GET would be, without the body, and never with a 500', async ({
  request,
}) => {
  // Link checkers and uptime monitors ask with HEAD; a page once answered them 500.
  for (const path of ['/', '/adoptar/perros?sexo=hembra', '/detalle', '/no-existe', '/api/dogs']) {
    // Uncompressed, so the length a HEAD announces is the body's a GET receives.
    const headers = { 'accept-encoding': 'identity' };
    const head = await request.head(path, { headers });
    const get = await request.get(path, { headers });
    expect(head.status(), path).toBe(get.status());
    expect(await head.body(), path).toHaveLength(0);
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect(Number(head.headers()['content-length']), path).toBe((await get.body()).length);
  }
  // The page a HEAD rendered is the one the next visitor gets from the cache.
  const unseen = `/adoptar/perros?nombre=head${Date.now()}`;
  expect((await request.head(unseen)).headers()['x-cache']).toBe('miss');
  expect((await request.get(unseen)).headers()['x-cache']).toBe('hit');
});
