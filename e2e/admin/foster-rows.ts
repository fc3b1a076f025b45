// Rows for the panel's foster lists on the shared server (issue 38): the demo content has no foster home, so
// a spec that opens every list makes one through the API — an account staff give the role «transito», a dog
// it reports with the public form (pending: never on the public site, so no other journey sees it change),
// that dog placed with it, an update with a photo and a supply request.
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { freshEmail, PASS, registerByApi } from '../accounts/helpers';
import { expect } from '../fixtures/test';

/** `staff` is signed in as the shared server's superAdmin; `foster` is a context of its own. */
export async function fosterRows(staff: APIRequestContext, foster: APIRequestContext, base: string) {
  const email = freshEmail('transito');
  const user = await registerByApi(foster, base, { name: 'Hogar de Prueba', email });
  const roles = await staff.put(`${base}/api/admin/users/${user._id}`, {
    data: { roles: ['public', 'transito'] },
  });
  expect(roles.status(), await roles.text()).toBe(200);
  expect((await foster.post(`${base}/api/auth/login`, { data: { email, pass: PASS } })).status()).toBe(200);
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6' } })
    .webp()
    .toBuffer();
  const dog = await foster.post(`${base}/api/dogs`, {
    multipart: {
      name: 'Tránsito',
      gender: 'hembra',
      age: 'cachorro',
      size: 'chico',
      race: 'Mestiza',
      finderName: 'Hogar de Prueba',
      finderPhone: '1155550123',
      finderEmail: email,
      images: { name: 'perra.webp', mimeType: 'image/webp', buffer: photo },
    },
  });
  expect(dog.status(), await dog.text()).toBe(201);
  const dogId = (await dog.json())._id as string;
  const placed = await staff.post(`${base}/api/admin/foster-placements`, {
    data: { dogId, fosterId: user._id, startsOn: new Date().toISOString().slice(0, 10) },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const update = await foster.post(`${base}/api/mi-transito/novedades`, {
    multipart: {
      dogId,
      text: 'Come bien y duerme en su cucha.',
      photos: { name: 'foto.webp', mimeType: 'image/webp', buffer: photo },
    },
  });
  expect(update.status(), await update.text()).toBe(201);
  const asked = await foster.post(`${base}/api/mi-transito/pedidos`, {
    data: { kind: 'alimento', detail: 'Alimento de cachorro', quantity: '1 bolsa', urgency: 'pronto', dogId },
  });
  expect(asked.status(), await asked.text()).toBe(201);
}
