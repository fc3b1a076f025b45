// Issue 36, item 4: the yearly donation certificate. Which gifts it lists (confirmed, banked, of the year in
// Argentina), the PDF read back as text, who may issue and download it, the same certificate for the same
// content, the public check of its code, and January's mail on an injected clock.
import { CERTIFICATE_MSG, INTERFACE_ID } from '@campito/core';
import { certificateNotices, contributions, donationCertificates, interfaces, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { postJson, queuedMails, signedInUser } from '../../../test/form-helpers';
import { canReadPdf, pdfText } from '../../../test/pdf';

const SITE = {
  bankHolder: 'Asociación Civil El Campito',
  bankCuit: '30712345671',
  address: 'Ruta 6 km 12, Cañuelas, Buenos Aires',
};
const DONOR = 'lucia.donante@example.com';

describe.skipIf(!canReadPdf)('yearly donation certificate', () => {
  let t: TestApp;
  type Person = Awaited<ReturnType<typeof signedInUser>>;
  let donor: Person;
  let staff: Person;
  let stranger: Person;
  let unverified: Person;
  let told: typeof contributions.$inferSelect | undefined;

  const gift = (values: Partial<typeof contributions.$inferInsert>) =>
    t.db
      .insert(contributions)
      .values({
        name: 'Lucía Donante',
        email: 'Lucia.Donante@example.com',
        type: 'donación',
        total: 1000,
        currency: 'ARS',
        method: 'transferencia',
        status: 'paid',
        ...values,
      })
      .returning();

  const issue = (cookie: string, body: Record<string, unknown>) =>
    postJson(t, '/api/certificados', body, { cookie });
  const download = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    await t.db
      .insert(interfaces)
      .values({ id: INTERFACE_ID, ...SITE })
      .onConflictDoUpdate({ target: interfaces.id, set: SITE });
    const verified = new Date('2025-01-01T12:00:00Z');
    donor = await signedInUser(t, { name: 'Lucía Donante', email: DONOR, emailVerifiedAt: verified });
    staff = await signedInUser(t, {
      email: 'equipo@example.com',
      roles: ['admin'],
      emailVerifiedAt: verified,
    });
    stranger = await signedInUser(t, { email: 'otra@example.com', emailVerifiedAt: verified });
    unverified = await signedInUser(t, { email: 'sinconfirmar@example.com' });
    // A transfer the donor told us about: its reference is our id (as on its receipt), on one line.
    [told] = await gift({
      total: 5000,
      date: new Date('2025-03-10T15:00:00Z'),
      providerPaymentId: 'aviso:1',
    });
    await gift({
      total: 12000,
      method: 'mercadopago',
      providerPaymentId: 'MP-778899',
      date: new Date('2025-11-02T15:00:00Z'),
    });
    await gift({
      total: 20,
      currency: 'USD',
      method: 'paypal',
      providerPaymentId: 'PP-CAPTURE-1',
      date: new Date('2025-06-20T15:00:00Z'),
    });
    // 31 December at 23:00 in Buenos Aires is already 2026 in UTC: it belongs to 2025.
    await gift({
      total: 777,
      method: 'mercadopago',
      providerPaymentId: 'MP-NOCHEVIEJA',
      date: new Date('2026-01-01T02:00:00Z'),
    });
    // Not listed: waiting for staff, not banked (cash), another year, someone else's.
    await gift({ total: 4444, status: 'pending', date: new Date('2025-04-01T15:00:00Z') });
    await gift({ total: 3333, method: 'otro', date: new Date('2025-05-01T15:00:00Z') });
    await gift({ total: 2222, date: new Date('2024-12-31T15:00:00Z') });
    await gift({ total: 1111, email: 'otra@example.com', date: new Date('2025-05-01T15:00:00Z') });
  });
  afterAll(() => t.close());

  it('lists every confirmed, banked gift of the year with the totals, the shelter and the donor', async () => {
    expect(await t.app.services.certificates.yearsOf(DONOR)).toEqual([2025, 2024]);
    const res = await issue(donor.cookie, { year: 2025, name: 'Lucía Donante', taxId: '20-12345678-6' });
    expect(res.statusCode).toBe(201);
    const { code, pdfUrl } = res.json();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const pdf = await download(donor.cookie, pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="certificado-donaciones-2025.pdf"');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Certificado de donaciones — Año 2025');
    expect(text).toContain(`Código de verificación: ${code}`);
    expect(text).toContain(
      'Asociación Civil El Campito, CUIT 30-71234567-1, con domicilio en Ruta 6 km 12, Cañuelas, Buenos Aires, certifica que Lucía Donante, CUIT/CUIL 20-12345678-6, realizó a esta entidad durante el año 2025',
    );
    for (const line of [
      `10/3/2025 $ 5.000 ARS Transferencia bancaria ${told!.id}`,
      '20/6/2025 US$ 20 USD PayPal PP-CAPTURE-1',
      '2/11/2025 $ 12.000 ARS Mercado Pago MP-778899',
      '31/12/2025 $ 777 ARS Mercado Pago MP-NOCHEVIEJA',
      'Total en pesos argentinos (ARS): $ 17.777 (3 donaciones)',
      'Total en dólares estadounidenses (USD): US$ 20 (1 donación)',
      'no queda garantizada por este documento',
      `puede verificarse en ${t.config.publicUrl}/certificados/${code}`,
    ])
      expect(text).toContain(line);
    for (const absent of ['4.444', '3.333', '2.222', '1.111']) expect(text).not.toContain(absent);
    // No standing declared in «Sitio»: the certificate quotes none.
    expect(text).not.toContain('Situación de la entidad ante ARCA:');
  });

  it('gives the same certificate for the same content, and a new one that replaces it otherwise', async () => {
    const body = { year: 2025, name: 'Lucía Donante', taxId: '20123456786' };
    const first = (await issue(donor.cookie, body)).json().code;
    expect((await issue(donor.cookie, { ...body, taxId: '20-12345678-6' })).json().code).toBe(first);
    const withDni = (await issue(donor.cookie, { ...body, taxId: '12.345.678' })).json().code;
    expect(withDni).not.toBe(first);
    const checked = await t.app.services.certificates.verify(first.toLowerCase());
    expect(checked).toMatchObject({ year: 2025, initials: 'L. D.', taxIdEnd: '786', replaced: true });
    expect(checked?.totals).toEqual([
      { currency: 'ARS', total: 17777, gifts: 3 },
      { currency: 'USD', total: 20, gifts: 1 },
    ]);
    expect(await t.app.services.certificates.verify(withDni)).toMatchObject({
      replaced: false,
      taxIdEnd: '678',
    });
    expect(await t.app.services.certificates.verify('AAAA-BBBB-CCCC')).toBeNull();
    expect(await t.app.services.certificates.verify('<script>')).toBeNull();
  });

  it('quotes the standing staff declare in «Sitio», still without promising the deduction', async () => {
    const taxStatus = 'Entidad exenta en el Impuesto a las Ganancias (art. 26, inc. f, Ley 20.628).';
    await t.db.update(interfaces).set({ taxStatus }).where(eq(interfaces.id, INTERFACE_ID));
    const { pdfUrl } = (await issue(donor.cookie, { year: 2024, name: 'Lucía Donante' })).json();
    const text = pdfText((await download(donor.cookie, pdfUrl)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`Situación de la entidad ante ARCA: ${taxStatus}`);
    expect(text).toContain('no queda garantizada por este documento');
    expect(text).toContain('certifica que Lucía Donante realizó');
    expect(text).toContain('Total en pesos argentinos (ARS): $ 2.222 (1 donación)');
  });

  it('is only for the donor with a verified email, or for staff naming any donor', async () => {
    const { pdfUrl } = (await issue(donor.cookie, { year: 2025, name: 'Lucía Donante' })).json();
    expect((await download(stranger.cookie, pdfUrl)).statusCode).toBe(404);
    expect((await t.app.inject({ url: pdfUrl })).statusCode).toBe(401);
    expect((await download(staff.cookie, pdfUrl)).statusCode).toBe(200);

    const notYet = await issue(unverified.cookie, { year: 2025, name: 'Sin Confirmar' });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().error).toBe(CERTIFICATE_MSG.verifyEmail);
    const someoneElse = await issue(stranger.cookie, { year: 2025, name: 'Otra', email: DONOR });
    expect(someoneElse.statusCode).toBe(403);
    const noGifts = await issue(stranger.cookie, { year: 2023, name: 'Otra' });
    expect(noGifts.statusCode).toBe(404);
    expect(noGifts.json().error).toBe(CERTIFICATE_MSG.noGifts);

    const byStaff = await issue(staff.cookie, {
      year: 2025,
      name: 'Lucía María Donante',
      email: 'LUCIA.DONANTE@example.com',
    });
    expect(byStaff.statusCode).toBe(201);
    const [issued] = await t.db
      .select()
      .from(donationCertificates)
      .where(eq(donationCertificates.code, byStaff.json().code));
    expect(issued).toMatchObject({ email: DONOR, issuedBy: staff.user.id, donorTaxId: '' });
  });

  it('refuses a wrong number or year with the message, keeping nothing', async () => {
    const res = await issue(donor.cookie, { year: 'dos mil', name: ' ', taxId: '20-12345678-0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      year: CERTIFICATE_MSG.year,
      name: CERTIFICATE_MSG.name,
      taxId: CERTIFICATE_MSG.taxId,
    });
  });

  it('mails each January every donor of the year before, once, with the link', async () => {
    await t.db.delete(mailOutbox);
    // Someone already mailed for that year (an earlier round) does not stop the others.
    await t.db.insert(certificateNotices).values({ email: 'ya.avisado@example.com', year: 2025 });
    const certificates = t.app.services.certificates;
    expect(await certificates.noticeRound(new Date('2025-12-31T12:00:00Z'))).toEqual({ mailed: 0 });
    // 2 January in Buenos Aires: the donors of 2025 (Lucía and the other donor; not the cash gift alone).
    expect(await certificates.noticeRound(new Date('2026-01-02T13:00:00Z'))).toEqual({ mailed: 2 });
    expect(await certificates.noticeRound(new Date('2026-01-09T13:00:00Z'))).toEqual({ mailed: 0 });
    const mails = await queuedMails(t);
    expect(mails.map((m) => m.to).sort()).toEqual(['lucia.donante@example.com', 'otra@example.com']);
    const mail = mails.find((m) => m.to === DONOR)!;
    expect(mail.subject).toBe('Tu certificado de donaciones 2025');
    expect(mail.text).toContain('Hola, Lucía Donante:');
    expect(mail.text).toContain(`${t.config.publicUrl}/mis-aportes/certificado?anio=2025`);
  });
});
