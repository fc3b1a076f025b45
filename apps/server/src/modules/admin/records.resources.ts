// Contributions (recorded by hand: create and show only; payments record themselves) and the audit
// log (read only; each entry names its record: audit.ts).
import {
  ADMIN_MSG,
  AppError,
  AUDIT_ACTIONS,
  AUDITED_RESOURCES,
  adminContributionSchema,
  adminContributionUpdateSchema,
  CAMPAIGN_MSG,
  CONTRIBUTION_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  CURRENCIES,
} from '@campito/core';
import { auditLog, campaigns, contributions, dogs } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ContributionRow } from '../payments/ledger';
import { queueReceipt } from '../payments/receipts';
import { createPlanLinks } from '../payments/subscriptions/links';
import { dateRange, type ResourceDef, type Row, type WriteContext } from './resource';

async function prepareContribution(data: Row, ctx: WriteContext): Promise<Row> {
  let dogName: string | null = null;
  if (data.dogId) {
    const [dog] = await ctx.tx
      .select({ name: dogs.name })
      .from(dogs)
      .where(eq(dogs.id, data.dogId as string));
    if (!dog) throw new AppError(400, ADMIN_MSG.dogNotFound, { dogId: ADMIN_MSG.dogNotFound });
    dogName = dog.name;
  }
  if (data.campaignId) {
    const [campaign] = await ctx.tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, data.campaignId as string));
    if (!campaign) throw new AppError(400, CAMPAIGN_MSG.unknown, { campaignId: CAMPAIGN_MSG.unknown });
  }
  return {
    ...data,
    dogName,
    // The day as staff typed it, at noon in Argentina, so it lands in that month in every time zone.
    date: new Date(`${data.date as string}T12:00:00-03:00`),
    currency: data.currency ?? (data.method === 'paypal' ? 'USD' : 'ARS'),
    status: 'paid',
  };
}

/** Only a pending contribution is confirmed or discarded; a payment the provider recorded stays as it is. */
async function prepareConfirmation(changes: Row, before: Row): Promise<Row> {
  if (before.status !== 'pending')
    throw new AppError(400, ADMIN_MSG.contributionNotPending, { status: ADMIN_MSG.contributionNotPending });
  return changes;
}

/**
 * A confirmed transfer sends its receipt, like a payment the provider verified; one that keeps a monthly
 * pledge (issue 36) makes the pledge count, in the same transaction.
 */
async function receiptOnConfirmation(_before: Row, after: Row, ctx: WriteContext): Promise<void> {
  if (await ctx.services.pledges.transferConfirmed(ctx.tx, after as ContributionRow))
    ctx.afterCommit(async () => ctx.deps.changes.announce('subscriptions'));
  const { manage } = createPlanLinks(ctx.deps.config);
  if (await queueReceipt(ctx.tx, after as ContributionRow, ctx.deps.config.publicUrl, manage))
    ctx.afterCommit(async () => ctx.deps.mail.wake());
}

export const contributionsResource: ResourceDef = {
  name: 'contributions',
  table: contributions,
  id: contributions.id,
  sort: {
    date: contributions.date,
    type: contributions.type,
    method: contributions.method,
    total: contributions.total,
    currency: contributions.currency,
    name: contributions.name,
    email: contributions.email,
    dogName: contributions.dogName,
    status: contributions.status,
  },
  defaultSort: { field: 'date', order: 'DESC' },
  filters: {
    type: { kind: 'eq', column: contributions.type, values: CONTRIBUTION_TYPES },
    method: { kind: 'eq', column: contributions.method, values: CONTRIBUTION_METHODS },
    currency: { kind: 'eq', column: contributions.currency, values: CURRENCIES },
    status: { kind: 'eq', column: contributions.status, values: CONTRIBUTION_STATUSES },
    ...dateRange('date', contributions.date),
    dogId: { kind: 'eq', column: contributions.dogId, uuid: true },
    /** The months charged on one monthly plan (the admin's "Aportes mensuales" show view). */
    subscriptionId: { kind: 'eq', column: contributions.subscriptionId, uuid: true },
    campaignId: { kind: 'eq', column: contributions.campaignId, uuid: true },
    dogName: { kind: 'contains', column: contributions.dogName },
    email: { kind: 'contains', column: contributions.email },
  },
  search: [contributions.name, contributions.email, contributions.dogName, contributions.detail],
  create: { schema: adminContributionSchema, prepare: prepareContribution },
  update: {
    schema: adminContributionUpdateSchema,
    prepare: prepareConfirmation,
    after: receiptOnConfirmation,
  },
};

export const auditResource: ResourceDef = {
  name: 'audit',
  table: auditLog,
  id: auditLog.id,
  sort: {
    createdAt: auditLog.createdAt,
    resource: auditLog.resource,
    action: auditLog.action,
    actorEmail: auditLog.actorEmail,
    recordLabel: auditLog.recordLabel,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    resource: { kind: 'eq', column: auditLog.resource, values: AUDITED_RESOURCES },
    action: { kind: 'eq', column: auditLog.action, values: AUDIT_ACTIONS },
    recordId: { kind: 'eq', column: auditLog.recordId },
    actorId: { kind: 'eq', column: auditLog.actorId, uuid: true },
    actorEmail: { kind: 'contains', column: auditLog.actorEmail },
  },
  // Entries name their record (record_label, written with the change: audit.ts `recordLabel`), so the
  // list and one entry need no join, and "turron" finds every change to Turrón.
  search: [auditLog.actorEmail, auditLog.recordLabel, auditLog.resource, auditLog.recordId],
};
