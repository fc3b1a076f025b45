import { readdir } from 'node:fs/promises';
import { dogReports, dogs, mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { FOUND_DOG, signedIn } from '../../../test/dog-fixtures';
import { jpegWithOrientation, multipartBody, png, svg, webp } from '../../../test/image-fixtures';
import { BOT_MESSAGE } from '../forms/pipeline';

const VALID = FOUND_DOG;
/** What staff send: they publish at once and leave no contact of their own. */
const { finderName: _n, finderPhone: _p, finderEmail: _e, ...STAFF_DOG } = FOUND_DOG;

describe('POST /api/dogs (the public add-dog form)', () => {
  let t: TestApp;
  let images: { name: string; data: Buffer }[];
  let ip = 0;
  // Each test sends from its own address, so the rate limit only meets the test that looks for it.
  const post = async (
    fields: Record<string, string | string[]>,
    files: { name: string; data: Buffer; field?: string }[] = [],
    headers: Record<string, string> = {},
  ) => {
    const body = await multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/dogs',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
      remoteAddress: `10.1.0.${++ip}`,
    });
  };
  const mediaFiles = async () => (await readdir(t.config.mediaDir).catch(() => [])).length;

  beforeAll(async () => {
    t = await createTestApp({ STAFF_EMAIL: 'equipo@elcampito.example' });
    images = [
      { name: 'canela-1.jpg', data: await jpegWithOrientation() },
      { name: 'canela-2.png', data: await png() },
      { name: 'canela-3.webp', data: await webp() },
    ];
  });
  afterAll(() => t.close());

  it('requires name, gender, age, size, race and at least one image, each with its Spanish message', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Revisá los datos marcados en el formulario.',
      errors: {
        name: 'Ingrese el nombre del perro',
        gender: 'Seleccione el sexo del perro',
        age: 'Seleccione la edad del perro',
        size: 'Seleccione el tamaño del perro',
        race: 'Ingrese la raza del perro (por ejemplo, mestizo)',
        images: 'ingrese al menos una imagen del perro',
        finderName: 'Ingresá tu nombre',
        finderPhone: 'Número de telefono requerido',
        finderEmail: 'Email requerido',
      },
    });
  });

  it('checks the finder’s phone and email like the other public forms', async () => {
    const res = await post({ ...VALID, finderPhone: '15 5555', finderEmail: 'marta@' }, [images[2]!]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      finderPhone: 'El numero ingresado es invalido',
      finderEmail: 'Formato de Email incorrecto',
    });
  });

  it('with valid fields and no image, says exactly what docs/product.md §5.5 says', async () => {
    const res = await post(VALID);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ images: 'ingrese al menos una imagen del perro' });
  });

  it('refuses values outside the lists and blank or long texts', async () => {
    const res = await post(
      {
        name: '   ',
        gender: 'perro',
        age: 'joven',
        size: 'enorme',
        race: 'x'.repeat(61),
        features: 'y'.repeat(3001),
        finderName: 'Marta',
        finderPhone: '1155550123',
        finderEmail: 'marta@example.com',
      },
      [images[2]!],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Ingrese el nombre del perro',
      gender: 'Seleccione el sexo del perro',
      age: 'Seleccione la edad del perro',
      size: 'Seleccione el tamaño del perro',
      race: 'La raza puede tener hasta 60 caracteres',
      features: 'La descripción puede tener hasta 3000 caracteres',
    });
  });

  it('refuses more than four images and images that are not JPEG, PNG or WebP, storing nothing', async () => {
    const before = await mediaFiles();
    const many = await post(VALID, [...images, images[0]!, images[1]!]);
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual({ images: 'Puede subir hasta 4 imágenes' });
    const bad = await post(VALID, [images[1]!, { name: 'dibujo.svg', data: svg }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.images).toMatch(/«dibujo\.svg»: El archivo no es una imagen válida/);
    expect(await mediaFiles()).toBe(before);
    expect(await t.db.select().from(dogs).where(eq(dogs.name, VALID.name))).toEqual([]);
  });

  it('keeps a visitor’s dog pending review with their contact and words as a private report: not listed, not reachable, staff told by mail', async () => {
    const res = await post({ ...VALID, features: 'Muy compañera.', references: 'Vacunada, Castrada' }, [
      images[0]!,
      images[2]!,
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      _id: expect.any(String),
      isPending: true,
      message: expect.stringMatching(/revisar/),
    });

    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, body._id));
    expect(row).toMatchObject({
      name: 'Canela',
      age: 'adulto jóven',
      // The finder's words are not the dog's public story: staff write that to approve it.
      features: '',
      references: ['Vacunada', 'Castrada'],
      isPending: true,
      isDelete: false,
      submittedBy: null,
      publishedAt: null,
    });
    const [report] = await t.db.select().from(dogReports).where(eq(dogReports.dogId, body._id));
    expect(report).toMatchObject({
      finderName: 'Marta Rescatista',
      finderPhone: '1155550123',
      finderEmail: 'marta@example.com',
      finderNote: 'Muy compañera.',
    });
    expect(row!.images).toHaveLength(2);
    expect(row!.images[0]).toMatchObject({ width: 320, height: 533, alt: 'Foto 1 de Canela, Mestiza' });

    expect((await t.app.inject({ method: 'GET', url: `/api/dogs/${body._id}` })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/dogs?limit=50' });
    expect(list.json().map((d: { _id: string }) => d._id)).not.toContain(body._id);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'equipo@elcampito.example'));
    const staffMail = mails.find((m) => m.subject === 'Perro para revisar: Canela');
    expect(staffMail?.text).toContain('Marta Rescatista');
    expect(staffMail?.text).toContain(`/admin#/dogs/${body._id}`);

    // The renditions are served from /media with immutable caching.
    const image = await t.app.inject({ method: 'GET', url: `/media/${row!.images[1]!.key}-320.webp` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a signed-in non-staff user’s dog pending too, and remembers who sent it', async () => {
    const { user, cookie } = await signedIn(
      t.db,
      t.app.services,
      ['voluntario', 'padrino'],
      'vol@example.com',
    );
    const res = await post({ ...VALID, name: 'Tango', gender: 'macho' }, [images[1]!], { cookie });
    expect(res.statusCode).toBe(201);
    expect(res.json().isPending).toBe(true);
    const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
    expect(row).toMatchObject({ isPending: true, submittedBy: user.id });
  });

  it.each([['admin'], ['superAdmin']] as const)(
    'publishes a dog sent by %s at once, without a mail',
    async (role) => {
      const { cookie } = await signedIn(t.db, t.app.services, [role], `${role.toLowerCase()}@example.com`);
      const name = `Lista ${role}`;
      const res = await post({ ...STAFF_DOG, name, features: 'Su historia.' }, [images[2]!], { cookie });
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(dogs).where(eq(dogs.id, res.json()._id));
      expect(row).toMatchObject({
        features: 'Su historia.',
        isPending: false,
        publishedAt: expect.any(Date),
      });
      expect(await t.db.select().from(dogReports).where(eq(dogReports.dogId, row!.id))).toEqual([]);
      expect(res.json()).toMatchObject({
        isPending: false,
        message: 'Listo: el perro ya está publicado en el listado.',
      });
      const page = await t.app.inject({ method: 'GET', url: `/api/dogs/${res.json()._id}` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        name,
        images: [expect.stringMatching(/^http:\/\/localhost:3000\/media\//)],
      });
      const mails = await t.db.select().from(mailOutbox);
      expect(mails.map((m) => m.subject)).not.toContain(`Perro para revisar: ${name}`);
      // Published the moment it was created: first in "Recién llegados".
      expect(row!.publishedAt).toEqual(row!.createdAt);
    },
  );

  it('refuses a filled honeypot without storing anything', async () => {
    const res = await post({ ...VALID, name: 'Robot', sitioWeb: 'http://spam.example' }, [images[2]!]);
    expect(res.statusCode).toBe(400);
    // The same check and message as every other public form.
    expect(res.json().error).toBe(BOT_MESSAGE);
    expect(await t.db.select().from(dogs).where(eq(dogs.name, 'Robot'))).toEqual([]);
  });

  it('refuses a JSON body with a Spanish 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dogs',
      payload: VALID,
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/multipart/);
  });

  it('refuses a post from another site (Origin check)', async () => {
    const body = await multipartBody(VALID, [images[2]!]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dogs',
      payload: body.payload,
      headers: { ...body.headers, origin: 'https://otro-sitio.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits submissions per address with a Spanish 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = await multipartBody({});
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dogs',
        ...body,
        remoteAddress: '10.2.0.1',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toMatch(/demasiados intentos/);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await post({})).statusCode).toBe(400);
  });
});
