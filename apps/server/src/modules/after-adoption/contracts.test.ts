// Issue 37, item 1: the adoption contract and the delivery. Staff send the contract of an approved request;
// the adopter's signed link shows it and takes the acceptance (name, DNI, address, the version read); the
// link refuses someone else's token, an expired one, a changed text and a second acceptance; both parties get
// the PDF, whose text is read back; staff mark the delivery only after the acceptance.
import { CONTRACT_LINK_DAYS, CONTRACT_MSG, isoDay } from '@campito/core';
import { validAdoption } from '@campito/core/test';
import { adoptionContracts, adoptionRequests, applicationEvents, auditLog, mailOutbox } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { mailedLink } from '../../../test/adoption-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { deliverableText, insertDog, postJson } from '../../../test/form-helpers';
import { canReadPdf, pdfText } from '../../../test/pdf';

const DAY = 86_400_000;

describe.runIf(canReadPdf)('the adoption contract and the delivery', () => {
  let t: TestApp;
  let staff: AdminClient;
  let requestId: string;
  let otherId: string;

  async function approvedRequest(name: string, dogName: string) {
    await insertDog(t, { name: dogName, gender: 'hembra', age: 'adulto' });
    const res = await postJson(
      t,
      '/api/adoptions',
      validAdoption({ nameDog: dogName, name, email: `${dogName.toLowerCase()}@example.com` }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const moved = await staff.raw('POST', `/api/admin/applications/adoption/${id}/stage`, {
      stage: 'aprobada',
    });
    expect(moved.statusCode).toBe(200);
    return id;
  }

  /** The link in the last contract mail to `to`. */
  const contractLink = (to: string) => mailedLink(t.db, to, '/adopcion/');

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100', STAFF_EMAIL: 'equipo@elcampito.example' });
    const admin = await signIn(t.db, t.app.services, ['admin'], 'adopciones@example.com');
    staff = adminClient(t.app, admin.cookie);
    requestId = await approvedRequest('Lucía Adopta', 'Canela');
    otherId = await approvedRequest('Pedro Otro', 'Pimienta');
  });
  afterAll(() => t?.close());

  it('is sent only for an approved request, with the dog’s data, and mailed with a signed link', async () => {
    await insertDog(t, { name: 'Nube' });
    const res = await postJson(
      t,
      '/api/adoptions',
      validAdoption({ nameDog: 'Nube', email: 'nueva@example.com' }),
    );
    const open = await staff.raw('POST', `/api/admin/adoptions/${res.json().id}/contract`, {
      castrated: 'si',
      vaccines: 'Séxtuple',
    });
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toBe(CONTRACT_MSG.notApproved);

    const bad = await staff.raw('POST', `/api/admin/adoptions/${requestId}/contract`, {
      castrated: 'tal vez',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      castrated: CONTRACT_MSG.castrated,
      vaccines: CONTRACT_MSG.vaccines,
    });

    // A commitment recorded before sending goes into the contract with its date ({compromisos}).
    const commitment = await staff.raw('POST', '/api/admin/commitments', {
      requestId,
      kind: 'castracion',
      description: 'Castración cuando cumpla 6 meses',
      dueOn: '2027-06-01',
    });
    expect(commitment.statusCode).toBe(201);
    const sent = await staff.raw('POST', `/api/admin/adoptions/${requestId}/contract`, {
      castrated: 'pendiente',
      vaccines: 'Séxtuple y antirrábica (marzo 2026)',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().contract).toMatchObject({ castrated: 'pendiente', acceptedAt: null });
    await staff.raw('POST', `/api/admin/adoptions/${otherId}/contract`, {
      castrated: 'si',
      vaccines: 'Séxtuple',
    });

    const { id, t: token } = await contractLink('canela@example.com');
    const page = await t.app.services.contracts.page(id, token);
    expect(page).toMatchObject({
      state: 'open',
      title: 'Contrato de adopción de Canela',
      prefill: { fullName: 'Lucía Adopta' },
    });
    if (page.state !== 'open') throw new Error('not open');
    expect(page.text).toContain('Lucía Adopta, DNI [tu DNI], con domicilio en [tu domicilio]');
    expect(page.text).toContain(
      'Canela (hembra, adulta; castración: castración pendiente; vacunas: Séxtuple y antirrábica (marzo 2026))',
    );
    expect(page.text).toContain(
      '6. Cumplir en sus fechas estos compromisos: castración cuando cumpla 6 meses (a más tardar el 1 de junio de 2027).',
    );
    const events = await t.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, requestId));
    expect(events.map((e) => e.note)).toContain('Contrato enviado.');
  });

  it('refuses someone else’s link, a changed text, an expired link and a bad DNI', async () => {
    const mine = await contractLink('canela@example.com');
    const theirs = await contractLink('pimienta@example.com');
    expect(await t.app.services.contracts.page(mine.id, theirs.t)).toEqual({ state: 'invalid' });
    const api = (id: string, token: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/adopcion/${id}?t=${encodeURIComponent(token)}`,
        payload: body,
      });
    const page = await t.app.services.contracts.page(mine.id, mine.t);
    if (page.state !== 'open') throw new Error('not open');
    const good = {
      fullName: 'Lucía Inés Adopta',
      dni: '30.123.456',
      address: 'Av. Mitre 100, Avellaneda',
      acepto: true,
      version: page.version,
    };

    expect((await api(mine.id, theirs.t, good)).statusCode).toBe(404);
    const badDni = await api(mine.id, mine.t, { ...good, dni: '12' });
    expect(badDni.statusCode).toBe(400);
    expect(badDni.json().errors).toEqual({ dni: CONTRACT_MSG.dni });
    const unticked = await api(mine.id, mine.t, { ...good, acepto: false });
    expect(unticked.json().errors).toEqual({ acepto: CONTRACT_MSG.accept });
    const stale = await api(mine.id, mine.t, { ...good, version: 'a'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(CONTRACT_MSG.changed);
    const later = new Date(Date.now() + (CONTRACT_LINK_DAYS + 1) * DAY);
    await expect(
      t.app.services.contracts.accept(mine.id, mine.t, good, { ip: '1.2.3.4', userAgent: 'x' }, later),
    ).rejects.toMatchObject({
      statusCode: 410,
      message: CONTRACT_MSG.expired,
    });
    expect(await t.app.services.contracts.page(mine.id, mine.t, later)).toEqual({ state: 'expired' });
  });

  it('the delivery waits for the acceptance; accepted, it is kept as read and both get the PDF', async () => {
    const early = await staff.raw('POST', `/api/admin/adoptions/${requestId}/delivery`, {
      deliveredOn: isoDay(),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(CONTRACT_MSG.notAccepted);

    const { id, t: token } = await contractLink('canela@example.com');
    const page = await t.app.services.contracts.page(id, token);
    if (page.state !== 'open') throw new Error('not open');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/adopcion/${id}?t=${encodeURIComponent(token)}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Prueba' },
      payload: {
        fullName: 'Lucía Inés Adopta',
        dni: '30.123.456',
        address: 'Av. Mitre 100, Avellaneda',
        acepto: 'on',
        version: page.version,
      },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', title: 'Contrato de adopción de Canela' });
    const [row] = await t.db.select().from(adoptionContracts).where(eq(adoptionContracts.id, id));
    expect(row).toMatchObject({
      acceptedName: 'Lucía Inés Adopta',
      acceptedDni: '30123456',
      acceptedAddress: 'Av. Mitre 100, Avellaneda',
      acceptedUserAgent: 'Mozilla/5.0 (Linux; Android 13) Prueba',
    });
    expect(row!.signedText).toContain('DNI 30.123.456, con domicilio en Av. Mitre 100, Avellaneda');
    expect(row!.signedHash).toMatch(/^[0-9a-f]{64}$/);

    // Reused: the link now shows the accepted text; accepting again changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/adopcion/${id}?t=${encodeURIComponent(token)}`,
      payload: {
        fullName: 'Otra Persona',
        dni: '20111222',
        address: 'Otra 1',
        acepto: true,
        version: page.version,
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CONTRACT_MSG.alreadyAccepted);
    expect(
      (
        await staff.raw('POST', `/api/admin/adoptions/${requestId}/contract`, {
          castrated: 'si',
          vaccines: 'x',
        })
      ).statusCode,
    ).toBe(409);

    const mails = await t.db.select().from(mailOutbox);
    const copies = mails.filter((m) => m.subject === 'Contrato de adopción de Canela: aceptado');
    expect(copies.map((m) => m.to).sort()).toEqual(['canela@example.com', 'equipo@elcampito.example']);
    const pdfHref = deliverableText(copies.find((m) => m.to === 'canela@example.com')!).match(
      /https?:\/\/\S+contrato\.pdf\S*/,
    )![0];
    const adopterPdf = await t.app.inject({
      method: 'GET',
      url: new URL(pdfHref).pathname + new URL(pdfHref).search,
    });
    expect(adopterPdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(adopterPdf.rawPayload);
    expect(text).toContain('Contrato de adopción de Canela');
    expect(text).toContain('Lucía Inés Adopta');
    expect(text).toContain(row!.signedHash!);
    const staffPdf = await staff.raw('GET', `/api/admin/adoptions/${requestId}/contract.pdf`);
    expect(pdfText(staffPdf.rawPayload)).toContain('30.123.456');
    // The panel's state leaves the DNI and address out; reading them, or the staff's PDF, is audited (the
    // entry names the read, never the data).
    const state = await staff.raw('GET', `/api/admin/adoptions/${requestId}/contract`);
    expect(JSON.stringify(state.json())).not.toMatch(/30123456|Mitre/);
    const personal = await staff.raw('GET', `/api/admin/adoptions/${requestId}/contract/personal`);
    expect(personal.json()).toEqual({ dni: '30123456', address: 'Av. Mitre 100, Avellaneda' });
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, requestId), eq(auditLog.action, 'view')));
    expect(reads.map((r) => r.changes.consulta?.new).sort()).toEqual([
      'el DNI y el domicilio del contrato',
      'el contrato aceptado en PDF',
    ]);
    expect(reads.map((r) => [r.actorEmail, r.resource])).toEqual([
      ['adopciones@example.com', 'adoptions'],
      ['adopciones@example.com', 'adoptions'],
    ]);
    expect(JSON.stringify(reads)).not.toMatch(/30123456|Mitre/);
    // Someone else's token opens no PDF.
    const theirs = await contractLink('pimienta@example.com');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/adopcion/${id}/contrato.pdf?t=${encodeURIComponent(theirs.t)}`,
        })
      ).statusCode,
    ).toBe(404);

    const tooOld = await staff.raw('POST', `/api/admin/adoptions/${requestId}/delivery`, {
      deliveredOn: '2020-01-01',
    });
    expect(tooOld.json().errors).toEqual({ deliveredOn: CONTRACT_MSG.deliveredOn });
    const today = isoDay();
    const delivered = await staff.raw('POST', `/api/admin/adoptions/${requestId}/delivery`, {
      deliveredOn: today,
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({
      deliveredOn: today,
      contract: { acceptedName: 'Lucía Inés Adopta' },
    });
    const [request] = await t.db.select().from(adoptionRequests).where(eq(adoptionRequests.id, requestId));
    expect(request!.deliveredOn).toBe(today);
  });
});
