import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on /pay, leaving out only its `meta-refresh` rule: SPEC §2/§9 ask this page to go home after 2 s,
 * also without JavaScript, which only a refresh can do and which axe reports (WCAG 2.2.1). Every other
 * rule still applies.
 */
export async function expectAccessibleExceptRefresh(page: Page) {
  const results = await new AxeBuilder({ page }).disableRules(['meta-refresh']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
