// The pledge form's side of the form pipeline (forms/pipeline.ts, ADR 005): «Por transferencia, todos los
// meses» stored as a pending monthly plan with provider 'transferencia' (pledges.ts), once per idempotency
// key, with the staff's notice and the donor's first mail — the account of «Sitio» and the signed links.
import { isoDay, PLEDGE_REMINDER_DAY_MAX, shelterDateTime, transferMonthlySchema } from '@campito/core';
import { subscriptions } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import type { DogsService } from '../../dogs/dogs.service';
import type { FormDefinition } from '../../forms/pipeline';
import { renderMail } from '../../mail/templates';
import type { SiteSettings } from '../../site/site.service';
import { type PledgeLinks, pledgeMail } from './pledge-mails';
import type { SubscriptionRow } from './store';

type PledgeValues = typeof subscriptions.$inferInsert & { bank: SiteSettings['bank'] };
type PledgeRow = SubscriptionRow & { bank?: SiteSettings['bank'] };

/**
 * The reminder after `from`: the same day of the next month (at most the 28th), 10 a.m. in Argentina —
 * a time people read mail, the same on every server.
 */
export function nextReminder(from: Date): Date {
  const [y, m, d] = isoDay(from).split('-').map(Number) as [number, number, number];
  const day = Math.min(d, PLEDGE_REMINDER_DAY_MAX);
  const [ny, nm] = m === 12 ? [y + 1, 1] : [y, m + 1];
  const pad = (n: number) => String(n).padStart(2, '0');
  return shelterDateTime(`${ny}-${pad(nm)}-${pad(day)}T10:00`)!;
}

export function pledgeForm({
  dogs,
  site,
  links,
}: {
  dogs: Pick<DogsService, 'findActiveByName'>;
  site: { getSettings(): Promise<SiteSettings> };
  links: (id: string) => PledgeLinks;
}): FormDefinition<typeof transferMonthlySchema, PledgeRow, PledgeValues> {
  return {
    name: 'pledge',
    schema: transferMonthlySchema,
    async prepare(data, meta) {
      const dog = data.nombreDePerro ? await dogs.findActiveByName(data.nombreDePerro) : undefined;
      const { bank } = await site.getSettings();
      return {
        provider: 'transferencia',
        // The idempotency key, until the pledge has nothing else there: a double submit stores one row.
        providerSubscriptionId: meta.idempotencyKey ? `promesa:${meta.idempotencyKey}` : null,
        type: dog ? 'padrinazgo' : 'donación',
        dogId: dog?.id ?? null,
        dogName: dog?.name ?? null,
        amount: data.monto,
        currency: 'ARS',
        email: data.email,
        name: data.name,
        userId: meta.userId,
        wantsUpdates: dog ? data.novedades : false,
        status: 'pending',
        nextReminderAt: nextReminder(new Date()),
        bank,
      };
    },
    async insert(tx, { bank, ...values }) {
      const [row] = await tx
        .insert(subscriptions)
        .values(values)
        .onConflictDoNothing({ target: [subscriptions.provider, subscriptions.providerSubscriptionId] })
        .returning();
      return row && { ...row, bank };
    },
    async findByKey(handle, key) {
      const [row] = await handle
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'transferencia'),
            eq(subscriptions.providerSubscriptionId, `promesa:${key}`),
          ),
        );
      return row;
    },
    adminPath: (id) => `subscriptions/${id}/show`,
    staffMail(row, adminUrl) {
      return {
        subject: `Aporte mensual por transferencia: ${row.name ?? row.email}`,
        ...renderMail({
          title: 'Alguien se sumó con un aporte mensual por transferencia',
          paragraphs: [
            `${row.name ?? 'Alguien'} se comprometió a transferir $ ${row.amount} por mes${row.dogName ? ` para apadrinar a ${row.dogName}` : ''}. Cada mes le recordamos la transferencia; cuando avise una, confirmala en el panel como siempre.`,
          ],
          link: { href: adminUrl, label: 'Ver el aporte mensual en el panel' },
        }),
      };
    },
    applicantMail(row) {
      return pledgeMail(row, row.bank ?? { cbu: '', alias: '', holder: '', cuit: '' }, links(row.id));
    },
  };
}
