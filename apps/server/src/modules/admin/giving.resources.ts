// Monthly giving and sponsors' news in the admin (issue 18). "Aportes mensuales" (subscriptions) is read
// only: the providers' notifications and the donors write it. "Novedades" (dog_updates) are staff's short
// news about a dog with an optional photo; posting one mails it, once and after the commit, to the dog's
// sponsors who asked for news (sponsorship.service.ts). Both tables have change triggers (migration 0012):
// every write reaches the caches of every instance without a word from here.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_MSG,
  AppError,
  CONTRIBUTION_TYPES,
  CURRENCIES,
  dogUpdateEditSchema,
  dogUpdateSchema,
  SUBSCRIPTION_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from '@campito/core';
import { type campaignUpdates, dogs, dogUpdates, subscriptions } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { droppedImages, removeUnusedImages, type StoredImage } from '../../media/unused-images';
import { dateRange, type ResourceDef, type Row, type WriteContext } from './resource';

export const subscriptionsResource: ResourceDef = {
  name: 'subscriptions',
  table: subscriptions,
  id: subscriptions.id,
  sort: {
    createdAt: subscriptions.createdAt,
    startedAt: subscriptions.startedAt,
    lastChargeAt: subscriptions.lastChargeAt,
    cancelledAt: subscriptions.cancelledAt,
    status: subscriptions.status,
    provider: subscriptions.provider,
    amount: subscriptions.amount,
    currency: subscriptions.currency,
    dogName: subscriptions.dogName,
    email: subscriptions.email,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    status: { kind: 'eq', column: subscriptions.status, values: SUBSCRIPTION_STATUSES },
    provider: { kind: 'eq', column: subscriptions.provider, values: SUBSCRIPTION_PROVIDERS },
    type: { kind: 'eq', column: subscriptions.type, values: CONTRIBUTION_TYPES },
    currency: { kind: 'eq', column: subscriptions.currency, values: CURRENCIES },
    dogId: { kind: 'eq', column: subscriptions.dogId, uuid: true },
    wantsUpdates: { kind: 'bool', column: subscriptions.wantsUpdates },
    ...dateRange('createdAt', subscriptions.createdAt),
  },
  search: [
    subscriptions.email,
    subscriptions.name,
    subscriptions.dogName,
    subscriptions.providerSubscriptionId,
  ],
};

/** The photo a news item no longer shows goes once nothing else shows it (after the commit). */
export function dropImages(ctx: WriteContext, before: StoredImage[], after: StoredImage[]) {
  const dropped = droppedImages(before, after);
  if (dropped.length > 0)
    ctx.afterCommit(async () => {
      await removeUnusedImages(ctx.deps.db, ctx.deps.storage, dropped);
    });
}

/**
 * Staff's news about something people gave to — a dog (its sponsors), a campaign (its donors): the text and a
 * photo, listed by what it is about; posting one mails it once, after the commit, to those who asked for it.
 */
export function newsResource(def: {
  name: string;
  table: typeof dogUpdates | typeof campaignUpdates;
  /** The column naming what the news is about, its field, and that table's id. */
  about: {
    field: 'dogId' | 'campaignId';
    column: AnyPgColumn;
    table: PgTable;
    id: AnyPgColumn;
    missing: string;
  };
  schema: z.ZodType;
  editSchema: z.ZodType;
  mail: (services: WriteContext['services'], id: string) => Promise<unknown>;
}): ResourceDef {
  const { table, about } = def;
  return {
    name: def.name,
    table,
    id: table.id,
    sort: { createdAt: table.createdAt, mailedAt: table.mailedAt, [about.field]: about.column },
    defaultSort: { field: 'createdAt', order: 'DESC' },
    filters: {
      [about.field]: { kind: 'eq', column: about.column, uuid: true },
      ...dateRange('createdAt', table.createdAt),
    },
    search: [table.text],
    create: {
      schema: def.schema,
      async prepare(data: Row, ctx: WriteContext): Promise<Row> {
        const [found] = await ctx.tx
          .select({ id: about.id })
          .from(about.table)
          .where(eq(about.id, data[about.field] as string));
        if (!found) throw new AppError(400, about.missing, { [about.field]: about.missing });
        // Our own id, so the mails can be sent for this very row once it is committed.
        const id = randomUUID();
        ctx.afterCommit(async () => {
          await def.mail(ctx.services, id);
        });
        return { ...data, id, image: data.image ?? null, authorId: ctx.actor.id };
      },
    },
    update: {
      schema: def.editSchema,
      async after(before: Row, after: Row, ctx: WriteContext) {
        dropImages(ctx, [before.image as StoredImage], [after.image as StoredImage]);
      },
    },
    remove: {
      mode: 'hard',
      async after(before: Row, ctx: WriteContext) {
        dropImages(ctx, [before.image as StoredImage], []);
      },
    },
  };
}

export const dogUpdatesResource = newsResource({
  name: 'dog-updates',
  table: dogUpdates,
  about: {
    field: 'dogId',
    column: dogUpdates.dogId,
    table: dogs,
    id: dogs.id,
    missing: ADMIN_MSG.dogNotFound,
  },
  schema: dogUpdateSchema,
  editSchema: dogUpdateEditSchema,
  mail: (services, id) => services.sponsorship.mailUpdate(id),
});
