import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type RunningServer, startServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';
import { fieldOf } from './helpers';

// Journeys that need a server of their own: a signed-in user (created from ADMIN_EMAIL, then the
// profile API) and counting stored rows, which needs the server stopped (its PGlite has one owner).
const THANKS = 'Gracias por Contactarse con el staff de El campito';
const ADMIN = { email: 'refugio-admin@example.com', pass: 'Campito2024prueba' };

test.describe
  .serial('with a server of its own', () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      server = await startServer({
        env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.pass, SEED_DEMO: 'false' },
      });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('a signed-in user sees the adoption form at once, prefilled with name, email, phone and birthday', async ({
      page,
    }) => {
      const login = await page.request.post(`${server.url}/api/auth/login`, { data: ADMIN });
      expect(login.status()).toBe(200);
      const { user } = await login.json();
      const update = await page.request.put(`${server.url}/api/users/${user._id}`, {
        data: { phone: '1155550123', birthday: '1980-05-17' },
      });
      expect(update.status()).toBe(200);

      await page.goto(`${server.url}/adoptionForm/Luna`);
      await expect(page.getByRole('button', { name: 'Comenzar' })).toHaveCount(0);
      await expect(page.getByRole('form', { name: 'Cuestionario de adopción' })).toBeVisible();
      await expect(fieldOf(page, 'name')).toHaveValue(user.name);
      await expect(fieldOf(page, 'email')).toHaveValue(ADMIN.email);
      await expect(fieldOf(page, 'phone')).toHaveValue('1155550123');
      await expect(fieldOf(page, 'birthday')).toHaveValue('1980-05-17');
      await expect(page.locator('.progress-count')).toHaveText('Respondiste 4 de 30 preguntas');
    });

    test('a double click on send, or the same page posted again, stores one contact message', async ({
      page,
    }) => {
      await page.goto(`${server.url}/contactanos`);
      await fieldOf(page, 'fullName').fill('Doble Clic');
      await fieldOf(page, 'email').fill('doble@example.com');
      await fieldOf(page, 'telephone').fill('1122334455');
      await fieldOf(page, 'asunto').selectOption('consulta');
      await fieldOf(page, 'consulta').fill('Un solo mensaje, aunque apriete dos veces.');
      await page.getByRole('button', { name: 'Enviar consulta' }).dblclick();
      await expect(page.getByRole('heading', { name: THANKS })).toBeVisible();

      // A resubmitted page: the same rendered form (same hidden key) reaches the page action twice.
      await page.goto(`${server.url}/ContactForm`);
      const key = await page.locator('input[name="idempotencyKey"]').inputValue();
      const form = {
        fullName: 'Reenvío',
        email: 'reenvio@example.com',
        telephone: '1133445566',
        asunto: 'otro',
        consulta: 'Mismo formulario enviado dos veces.',
        sitioWeb: '',
        idempotencyKey: key,
      };
      for (let i = 0; i < 2; i++) {
        const res = await page.request.post(`${server.url}/ContactForm`, { form });
        expect(res.status()).toBe(200);
        expect(await res.text()).toContain(THANKS);
      }

      expect(await server.stop()).toBe(0);
      const db = new PGlite(path.join(server.dataDir, 'db'));
      try {
        const count = async (query: string) => (await db.query<{ n: number }>(query)).rows[0]!.n;
        expect(
          await count(`select count(*)::int as n from contact_messages where email = 'doble@example.com'`),
        ).toBe(1);
        expect(
          await count(`select count(*)::int as n from contact_messages where email = 'reenvio@example.com'`),
        ).toBe(1);
        expect(
          await count(`select count(*)::int as n from mail_outbox where "to" = 'reenvio@example.com'`),
        ).toBe(1);
      } finally {
        await db.close();
      }
    });
  });
