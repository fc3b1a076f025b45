// «Mis adopciones» (issue 37, item 4): what an adopter sees of their adoption in the profile, and its two
// downloads (the accepted contract, the dog's file), only for the verified email that sent the request.
import { longDay } from '@campito/core';
import { dogs, users } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient } from '../../../test/admin-client';
import { signIn } from '../../../test/admin-fixtures';
import { deliveredAdoption } from '../../../test/adoption-fixtures';
import { createTestApp, type TestApp } from '../../../test/app';
import { png } from '../../../test/image-fixtures';
import { canReadPdf, pdfText } from '../../../test/pdf';
import { processImage } from '../../media/images';

const NOW = new Date('2026-11-20T15:00:00Z');

describe('«Mis adopciones»', () => {
  let t: TestApp;
  let staff: AdminClient;
  let adoption: { id: string; email: string; dogId: string };
  let adopter: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };

  const get = (path: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    const admin = await signIn(t.db, t.app.services, ['admin'], 'equipo-mias@example.com');
    staff = adminClient(t.app, admin.cookie);
    adoption = await deliveredAdoption(t, staff, {
      name: 'Marta Familia',
      dogName: 'Pochoclo',
      deliveredOn: '2026-11-10',
      email: 'Marta.Familia@example.com',
    });
    // The dog has a real photo, through the image pipeline: the file embeds it as a JPEG.
    const photo = await processImage(await png(900, 700), t.app.deps.storage, { alt: 'Pochoclo' });
    await t.db
      .update(dogs)
      .set({ images: [photo], features: 'Le encanta dormir al sol.' })
      .where(eq(dogs.id, adoption.dogId));
    for (const [kind, description, dueOn] of [
      ['castracion', 'Castración cuando cumpla 6 meses', '2027-03-01'],
      ['vacunas', 'Refuerzo de la antirrábica', '2026-11-15'],
    ]) {
      const res = await staff.raw('POST', '/api/admin/commitments', {
        requestId: adoption.id,
        kind,
        description,
        dueOn,
      });
      expect(res.statusCode).toBe(201);
    }
    const signed = await signIn(t.db, t.app.services, ['public'], 'marta.familia@example.com');
    adopter = signed;
    stranger = await signIn(t.db, t.app.services, ['public'], 'otra.persona@example.com');
    await t.db.update(users).set({ emailVerifiedAt: NOW }).where(eq(users.id, stranger.id));
  });
  afterAll(() => t?.close());

  it('shows nothing until the email is verified, then the contract, commitments and follow-ups', async () => {
    expect(await t.app.services.myAdoptions.list(adopter.id, NOW)).toEqual([]);
    await t.db.update(users).set({ emailVerifiedAt: NOW }).where(eq(users.id, adopter.id));

    const [mine, ...more] = await t.app.services.myAdoptions.list(adopter.id, NOW);
    expect(more).toEqual([]);
    expect(mine).toMatchObject({
      id: adoption.id,
      dogName: 'Pochoclo',
      dogPath: `/adoptar/perros/${adoption.dogId}`,
      deliveredOn: '2026-11-10',
      returnedOn: null,
      contract: { state: 'aceptado', href: `/api/mis-adopciones/${adoption.id}/contrato.pdf` },
      filePath: `/api/mis-adopciones/${adoption.id}/ficha.pdf`,
    });
    // One commitment past its date (with the link to mark it done), one still ahead.
    expect(mine!.commitments.map((c) => [c.description, c.state])).toEqual([
      ['Refuerzo de la antirrábica', 'vencido'],
      ['Castración cuando cumpla 6 meses', 'pendiente'],
    ]);
    expect(mine!.commitments[0]!.href).toMatch(/^\/compromiso\/[0-9a-f-]+\?t=/);
    // The card's words are the server's: the profile's script formats nothing.
    expect(mine!.lines.summary).toBe(
      `Aprobada el ${longDay(mine!.approvedAt)}. Se fue a su casa el 10 de noviembre de 2026.`,
    );
    expect(mine!.lines.contract).toMatchObject({ label: 'Descargar el contrato (PDF)', download: true });
    expect(mine!.lines.commitments[0]).toMatchObject({
      text: 'Refuerzo de la antirrábica: venció el 15 de noviembre de 2026.',
      label: 'Avisar que está hecho',
      ariaLabel: 'Avisar que está hecho: Refuerzo de la antirrábica',
    });
    expect(mine!.lines.followups[0]).toMatchObject({
      text: 'Seguimiento de los 7 días: te escribimos el 17 de noviembre de 2026.',
      href: null,
    });
    // The schedule from the delivery, none sent yet.
    expect(mine!.followups.map((f) => [f.afterDays, f.dueOn, f.state, f.href])).toEqual([
      [7, '2026-11-17', 'programado', null],
      [30, '2026-12-10', 'programado', null],
      [90, '2027-02-08', 'programado', null],
      [180, '2027-05-09', 'programado', null],
    ]);

    // Once the 7-day one is mailed, its page is linked to answer; someone else sees none of it.
    await t.app.services.followups.runDue(NOW);
    const [after] = await t.app.services.myAdoptions.list(adopter.id, NOW);
    expect(after!.followups[0]).toMatchObject({ state: 'para_responder' });
    expect(after!.followups[0]!.href).toMatch(/^\/seguimiento\/[0-9a-f-]+\?t=/);
    expect(await t.app.services.myAdoptions.list(stranger.id, NOW)).toEqual([]);
  });

  it('downloads the contract and the dog’s file only for the adopter', async () => {
    const paths = [
      `/api/mis-adopciones/${adoption.id}/contrato.pdf`,
      `/api/mis-adopciones/${adoption.id}/ficha.pdf`,
    ];
    for (const path of paths) {
      expect((await get(path)).statusCode).toBe(401);
      const theirs = await get(path, stranger.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error).toBe('No encontramos esa adopción entre las tuyas.');
      const mine = await get(path, adopter.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const file = await get(paths[1]!, adopter.cookie);
    // The photo is embedded (a JPEG image object in the PDF).
    expect(file.rawPayload.includes(Buffer.from('/DCTDecode'))).toBe(true);
    if (!canReadPdf) return;
    const text = pdfText(file.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Ficha de Pochoclo');
    expect(text).toContain('Le encanta dormir al sol.');
    expect(text).toContain('Se fue a su casa el: 10 de noviembre de 2026');
    expect(text).toContain('Castración: castración pendiente');
    expect(text).toContain('Vacunas: Séxtuple');
    expect(text).toContain('Castración cuando cumpla 6 meses: a más tardar el 1 de marzo de 2027.');
    // Nothing of the adopter's own data: the file is the dog's.
    expect(text).not.toContain('30123456');
    expect(text).not.toContain('Mitre');
    const contract = pdfText((await get(paths[0]!, adopter.cookie)).rawPayload);
    expect(contract).toContain('Contrato de adopción de Pochoclo');
  });
});
