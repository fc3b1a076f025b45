// What staff do in the payment journeys: confirm a donor's pending transfer from the panel, signed in as the
// install's admin, as the treasurer does when it shows in the bank account.
import type { Page } from '@playwright/test';
import { expect, signInByApi } from '../fixtures/test';

export async function confirmTransfer(
  page: Page,
  base: string,
  email: string,
  account: { email: string; pass: string },
) {
  await signInByApi(page, base, account);
  const list = await page.request.get(
    `${base}/api/admin/contributions?${new URLSearchParams({ filter: JSON.stringify({ email }) })}`,
  );
  const [told] = (await list.json()) as { id: string; status: string; method: string }[];
  expect(told).toMatchObject({ status: 'pending', method: 'transferencia' });
  await page.goto(`${base}/admin#/contributions/${told!.id}/show`);
  await page.getByRole('button', { name: 'Confirmar que llegó' }).click();
  await expect(page.getByText('Aporte confirmado: le mandamos el recibo.')).toBeVisible();
}
