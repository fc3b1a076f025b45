// "Avisanos tu transferencia" (issue 18): the donor's notice of a bank transfer becomes a pending
// contribution (method "transferencia") that staff confirm in the panel once they see it in the account;
// confirming it sends the receipt (receipts.ts). Received through the one form pipeline: honeypot, rate
// limit, the shared schema, idempotency, the staff and donor mails in the same transaction.
import { formatAmount, shortDay, transferNoticeSchema } from '@campito/core';
import { contributions } from '@campito/db';
import { and, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { DogsService } from '../dogs/dogs.service';
import type { FormDefinition, FormPipeline } from '../forms/pipeline';
import { receivedMail, renderMail } from '../mail/templates';
import type { ContributionRow } from './ledger';
import type { PledgesService } from './subscriptions/pledges';

type TransferValues = typeof contributions.$inferInsert;

/**
 * A notice's idempotency key is kept as its provider reference until staff confirm it: the unique index on
 * (method, provider_payment_id) makes a double submit store one row.
 */
const noticeKey = (key: string) => `aviso:${key}`;

export function createTransfersService(
  deps: ServiceDeps,
  {
    dogs,
    pipeline,
    pledges,
    campaigns,
  }: {
    dogs: DogsService;
    pipeline: FormPipeline;
    pledges: Pick<PledgesService, 'fromReference'>;
    campaigns: Pick<CampaignsService, 'forGift'>;
  },
) {
  const { publicUrl } = deps.config;

  const form: FormDefinition<typeof transferNoticeSchema, ContributionRow, TransferValues> = {
    name: 'transfer',
    schema: transferNoticeSchema,
    async prepare(data, meta) {
      // A month of a pledge by transfer (issue 36) when it comes from the pledge's reminder: its dog too.
      const pledge = await pledges.fromReference(data.aporte);
      // A gift to a campaign (issue 36): the money was sent already, so a campaign that ended still keeps it.
      const campaign = pledge ? undefined : await campaigns.forGift(data.campana, { open: false });
      // A sponsorship when it names a dog the shelter has (by any spelling); otherwise a donation.
      const dog = pledge
        ? pledge.dogId && { id: pledge.dogId, name: pledge.dogName ?? '' }
        : !campaign && data.nombreDePerro
          ? await dogs.findActiveByName(data.nombreDePerro)
          : undefined;
      return {
        type: dog ? 'padrinazgo' : 'donación',
        dogId: dog ? dog.id : null,
        dogName: dog ? dog.name : null,
        subscriptionId: pledge?.id ?? null,
        campaignId: campaign?.id ?? null,
        wantsUpdates: campaign ? data.novedades === true : false,
        thankPublicly: campaign ? data.publico === true : false,
        name: data.name,
        email: data.email.toLowerCase(),
        total: data.amount,
        currency: 'ARS',
        method: 'transferencia',
        status: 'pending',
        // Noon in Argentina: the day stays the day whatever the time zone it is read in.
        date: new Date(`${data.date}T12:00:00-03:00`),
        detail: `Transferencia avisada desde el sitio${pledge ? ', aporte mensual' : ''}${campaign ? `, campaña «${campaign.title}»` : ''}${data.reference ? ` (operación ${data.reference})` : ''}`,
        providerPaymentId: meta.idempotencyKey ? noticeKey(meta.idempotencyKey) : null,
      };
    },
    async insert(tx, values) {
      const [row] = await tx
        .insert(contributions)
        .values(values)
        .onConflictDoNothing({ target: [contributions.method, contributions.providerPaymentId] })
        .returning();
      return row;
    },
    async findByKey(db, key) {
      const [row] = await db
        .select()
        .from(contributions)
        .where(
          and(eq(contributions.method, 'transferencia'), eq(contributions.providerPaymentId, noticeKey(key))),
        );
      return row;
    },
    adminPath: (id) => `contributions/${id}/show`,
    staffMail(row, adminUrl) {
      const mail = renderMail({
        title: 'Alguien avisó una transferencia',
        paragraphs: [
          `${row.name} avisó que transfirió ${formatAmount(row.total, 'ARS')}${row.dogName ? ` para apadrinar a ${row.dogName}` : ''}. Cuando la veas en la cuenta, marcala como pagada en el panel: le llega el recibo.`,
        ],
        rows: [
          ['Fecha', shortDay(row.date)],
          ['Detalle', row.detail ?? ''],
        ],
        link: { href: adminUrl, label: 'Ver el aporte en el panel' },
      });
      return { subject: `Transferencia avisada: ${formatAmount(row.total, 'ARS')} — ${row.name}`, ...mail };
    },
    applicantMail(row) {
      return receivedMail({
        to: row.email!,
        subject: 'Recibimos tu aviso de transferencia',
        name: row.name,
        next: `Gracias por tu transferencia de ${formatAmount(row.total, 'ARS')}${row.dogName ? ` para ${row.dogName}` : ''}. Apenas el equipo la vea en la cuenta del refugio la confirma y te llega el recibo a este email.`,
        publicUrl,
      });
    },
  };

  return {
    ...pipeline.bind(form),
  };
}
