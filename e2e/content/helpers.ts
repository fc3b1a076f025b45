import type { Locator, Page } from '@playwright/test';

/**
 * Waits until React has hydrated `selector` (its DOM node carries React's props), so a click is handled
 * by the page's script rather than followed as a plain link.
 */
export async function waitForHydration(page: Page, selector = 'main') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/**
 * Third-party players answer with a stand-in page, so tests never reach the internet; every request to
 * them is recorded, to prove nothing is loaded before the visitor asks.
 */
export async function fakeThirdParties(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const hosts = [
    'https://www.youtube-nocookie.com/**',
    'https://www.youtube.com/**',
    'https://www.instagram.com/**',
  ];
  for (const host of hosts) {
    await page.route(host, async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="es"><title>Contenido externo</title><p>Contenido externo de prueba</p></html>',
      });
    });
  }
  return requested;
}

/** Indexes of the slides lying entirely inside the carousel's visible track. */
export async function fullyVisibleSlides(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((el) => {
    const track = el.querySelector('.carousel-track');
    if (!track) return [];
    const box = track.getBoundingClientRect();
    return [...track.children].flatMap((slide, i) => {
      const r = slide.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1 ? [i] : [];
    });
  });
}

export const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
