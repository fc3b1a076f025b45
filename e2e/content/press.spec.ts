import { CARD_DESCRIPTION_MAX, type PublicPressNote } from '@campito/core';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures/test';
import { fakeThirdParties } from './helpers';

async function notes(request: APIRequestContext, type: string): Promise<PublicPressNote[]> {
  const res = await request.get(`/api/press?type=${encodeURIComponent(type)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as PublicPressNote[];
  expect(body.length).toBeGreaterThan(0);
  return body;
}

test('graphic press cards link out in a new tab and cut descriptions to 150 characters plus "…"', async ({
  page,
  request,
}) => {
  const expected = await notes(request, 'Prensa Gráfica');
  await page.goto('/prensa/grafica');
  const cards = page.getByTestId('press-card');
  await expect(cards).toHaveCount(expected.length);
  let cut = 0;
  for (const [i, note] of expected.entries()) {
    const card = cards.nth(i);
    const title = card.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(title).toHaveAttribute('href', note.link!);
    await expect(title).toHaveAttribute('target', '_blank');
    await expect(title).toHaveAttribute('rel', 'noopener');
    await expect(title).toContainText(note.title!);
    await expect(card.locator('img.press-card-image')).toHaveAttribute('src', note.img!);
    await expect(card.locator('.press-media')).toHaveText(note.media);
    // The card shows the date's first 10 characters.
    await expect(card.locator('time')).toHaveText(note.date.slice(0, 10));
    const shown = (await card.getByTestId('press-description').textContent()) ?? '';
    const description = note.description!;
    if ([...description].length > CARD_DESCRIPTION_MAX) {
      cut++;
      expect(shown).toBe(`${[...description].slice(0, CARD_DESCRIPTION_MAX).join('')}…`);
      expect([...shown]).toHaveLength(CARD_DESCRIPTION_MAX + 1);
    } else {
      expect(shown).toBe(description);
    }
  }
  // The demo content has long descriptions, so the cut is really exercised.
  expect(cut).toBeGreaterThan(0);
  await expectAccessible(page);
});

test('television cards show logo, media, title and description, and load the video only on click', async ({
  page,
  request,
}) => {
  const expected = await notes(request, 'Televisión / Audiovisual');
  const requested = await fakeThirdParties(page);
  await page.goto('/prensa/television');
  const cards = page.getByTestId('press-card');
  await expect(cards).toHaveCount(expected.length);
  for (const [i, note] of expected.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('img.press-logo')).toHaveAttribute('src', note.favicon!);
    await expect(card.locator('.press-media')).toHaveText(note.media);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(note.title!);
    await expect(card.locator('.press-card-text')).toHaveText(note.description!);
    await expect(card.locator('a.video-poster')).toHaveAttribute('href', note.link!);
  }
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);

  // The page ships no React: its plain script (deferred) is running once goto has seen the load event.
  const id = new URL(expected[0]!.link!).searchParams.get('v');
  await cards.first().locator('a.video-poster').click();
  const player = cards.first().locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  );
  await expect(player).toBeFocused();
  await expect(page).toHaveURL(/\/prensa\/television$/);
  // Only the chosen video reached the provider, on its privacy-enhanced domain.
  await expect.poll(() => requested).toEqual([expect.stringContaining(`youtube-nocookie.com/embed/${id}`)]);
  await expect(page.locator('iframe')).toHaveCount(1);
});

test('radio cards show logo, media, title and date', async ({ page, request }) => {
  const expected = await notes(request, 'Radio / Audio');
  await page.goto('/prensa/radio');
  const cards = page.getByTestId('press-card');
  await expect(cards).toHaveCount(expected.length);
  for (const [i, note] of expected.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('img.press-logo')).toHaveAttribute('src', note.favicon!);
    await expect(card.locator('.press-media')).toHaveText(note.media);
    await expect(card.getByRole('heading', { level: 2 })).toContainText(note.title!);
    await expect(card.locator('time')).toHaveText(note.date.slice(0, 10));
  }
  await expectAccessible(page);
});

test('friend artists shows six posts as link cards that load the Instagram embed only on click', async ({
  page,
}) => {
  const requested = await fakeThirdParties(page);
  await page.goto('/prensa/amigos');
  const cards = page.getByTestId('social-card');
  await expect(cards).toHaveCount(6);
  await expect(page.locator('iframe')).toHaveCount(0);
  const links = cards.locator('a.social-poster');
  await expect(links).toHaveCount(6);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]{11}\/$/);
  }
  await expectAccessible(page);

  // The page ships no React: its plain script (deferred) is running once goto has seen the load event.
  const third = cards.nth(2);
  const postUrl = await third.locator('a.social-poster').getAttribute('href');
  await third.locator('a.social-poster').click();
  const embed = third.locator('iframe');
  await expect(embed).toHaveAttribute('src', `${postUrl}embed/`);
  await expect(embed).toHaveAttribute('title', /^Publicación de Instagram de /);
  await expect(embed).toBeFocused();
  await expect(third.getByRole('link', { name: /Abrir en Instagram/ })).toHaveAttribute('href', postUrl!);
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => requested).toEqual([`${postUrl}embed/`]);
});
