// Keyboard-only helpers for the form journeys: focus moves with Tab, text is typed, options are chosen
// by typing their first letters, checkboxes are toggled with Space.
import type { Locator, Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus (fails if it never does: it is not reachable by keyboard). */
export async function tabTo(page: Page, target: Locator, maxPresses = 150) {
  if (await isFocused(target)) return;
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a text field, clears it and types. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

let monthFirst: boolean | undefined;

/**
 * Tabs to a date input and types the date digit by digit. Chromium orders the segments by its own UI
 * language (not the page's locale), so the order is learnt once by typing into a scratch page.
 */
export async function typeDate(page: Page, input: Locator, iso: string) {
  if (monthFirst === undefined) {
    const probe = await page.context().newPage();
    await probe.setContent('<input type="date" id="d">');
    await probe.locator('#d').focus();
    await probe.keyboard.type('01022003');
    monthFirst = (await probe.locator('#d').inputValue()) === '2003-01-02';
    await probe.close();
  }
  const [year, month, day] = iso.split('-');
  // Focus may sit on a later segment of this input: leave it backwards, then enter at its first segment.
  for (let i = 0; i < 5 && (await isFocused(input)); i++) await page.keyboard.press('Shift+Tab');
  await tabTo(page, input);
  await page.keyboard.type(monthFirst ? `${month}${day}${year}` : `${day}${month}${year}`);
}

/** Tabs to a <select> and chooses an option by typing the start of its label. */
export async function chooseByTyping(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
}

/** Tabs to a checkbox and toggles it with Space. */
export async function toggle(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
}

/** Tabs to the submit button and presses Enter. */
export async function submitWithKeyboard(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** The message shown under a field (components/form-kit ties it with aria-describedby). */
export const errorOf = (page: Page, name: string) => page.locator(`#f-${name}-error`);
export const fieldOf = (page: Page, name: string) => page.locator(`#f-${name}`);
