// An adoption all the way to its delivery, as staff and the adopter do it through the API: the request,
// its approval, the contract sent and accepted (by its mailed link), the delivery on a given day. The
// after-the-adoption tests (follow-ups, their rounds) start from here.
import { validAdoption } from '@campito/core/test';
import { mailOutbox } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { AdminClient } from './admin-client';
import type { TestApp } from './app';
import { deliverableText, insertDog, postJson } from './form-helpers';

/** The path and token of the last mailed link to `to` whose path starts with `prefix` ("/adopcion/"). */
export async function mailedLink(db: TestApp['db'], to: string, prefix: string) {
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  for (const mail of mails.reverse()) {
    const found = deliverableText(mail)
      .match(/https?:\/\/\S+/g)
      ?.find((h) => new URL(h).pathname.startsWith(prefix));
    if (found) {
      const url = new URL(found);
      return { id: url.pathname.split('/').at(-1)!, t: url.searchParams.get('t')!, href: found };
    }
  }
  throw new Error(`no ${prefix} link mailed to ${to}`);
}

export async function deliveredAdoption(
  t: Pick<TestApp, 'app' | 'db'>,
  staff: AdminClient,
  options: { name: string; dogName: string; deliveredOn: string; email?: string },
) {
  const dog = await insertDog(t as TestApp, { name: options.dogName, gender: 'macho', age: 'cachorro' });
  const email = options.email ?? `${options.dogName.toLowerCase()}@example.com`;
  const created = await postJson(
    t as TestApp,
    '/api/adoptions',
    validAdoption({ nameDog: options.dogName, name: options.name, email }),
  );
  const id = created.json().id as string;
  const steps = [
    await staff.raw('POST', `/api/admin/applications/adoption/${id}/stage`, { stage: 'aprobada' }),
    await staff.raw('POST', `/api/admin/adoptions/${id}/contract`, {
      castrated: 'pendiente',
      vaccines: 'Séxtuple',
    }),
  ];
  const link = await mailedLink(t.db, email, '/adopcion/');
  const contract = await t.app.services.contracts.page(link.id, link.t);
  if (contract.state !== 'open') throw new Error(`contract ${contract.state}`);
  await t.app.services.contracts.accept(
    link.id,
    link.t,
    {
      fullName: options.name,
      dni: '30123456',
      address: 'Av. Mitre 100, Avellaneda',
      acepto: 'on',
      version: contract.version,
    },
    { ip: '10.0.0.1', userAgent: 'prueba' },
  );
  steps.push(
    await staff.raw('POST', `/api/admin/adoptions/${id}/delivery`, { deliveredOn: options.deliveredOn }),
  );
  for (const step of steps) if (step.statusCode !== 200) throw new Error(step.body);
  return { id, email, dogId: dog.id as string };
}
