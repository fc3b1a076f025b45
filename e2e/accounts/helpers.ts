// Shared steps of the account journeys.
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { verificationLink, waitFor } from '../../apps/server/test/mail-link';
import type { ReceivedMail } from '../../apps/server/test/smtp';
import { expect } from '../fixtures/test';

export const PASS = 'perro2024';

let counter = 0;
/** An email nobody used before on this server. */
export function freshEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Registers through the API (for journeys that are not about registering). */
export async function registerByApi(
  request: APIRequestContext,
  base: string,
  account: { name?: string; email: string; pass?: string },
) {
  const res = await request.post(`${base}/api/auth/register`, {
    data: { name: account.name ?? 'Persona de Prueba', email: account.email, pass: account.pass ?? PASS },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).user as { _id: string; name: string; email: string };
}

/**
 * Registers through the API and follows the verification link mailed to `mailbox` (for journeys whose
 * person needs a verified email: "Mis aportes", "Mis solicitudes").
 */
export async function registerVerifiedByApi(
  request: APIRequestContext,
  base: string,
  mailbox: { received: ReceivedMail[] },
  account: { name?: string; email: string; pass?: string },
) {
  const user = await registerByApi(request, base, account);
  const mail = await waitFor(() =>
    mailbox.received.find((m) => m.to.includes(account.email) && verificationLink(m.raw)),
  );
  // The link's page only shows a button (issue 39); its API confirms with the account's password. A
  // context of its own, so the session that confirming opens stays out of the caller's.
  const token = verificationLink(mail.raw)!.split('/verificar/')[1];
  const confirmer = await playwrightRequest.newContext();
  try {
    const confirmed = await confirmer.post(`${base}/api/auth/verification/${token}`, {
      data: { pass: account.pass ?? PASS },
    });
    expect(confirmed.ok()).toBe(true);
  } finally {
    await confirmer.dispose();
  }
  return user;
}

/** Logs in through the /profile form and waits for the profile. */
export async function loginWithForm(page: Page, base: string, email: string, pass = PASS) {
  await page.goto(`${base}/profile`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(pass);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** A real photo-sized PNG for the profile uploader. */
export function photo(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background: '#b4501a' } })
    .png()
    .toBuffer();
}
