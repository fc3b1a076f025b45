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
import { dogs, dogUpdates, subscriptions } from '@campito/db';
import { eq } from 'drizzle-orm';
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

export const dogUpdatesResource: ResourceDef = {
  name: 'dog-updates',
  table: dogUpdates,
  id: dogUpdates.id,
  sort: { createdAt: dogUpdates.createdAt, mailedAt: dogUpdates.mailedAt, dogId: dogUpdates.dogId },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    dogId: { kind: 'eq', column: dogUpdates.dogId, uuid: true },
    ...dateRange('createdAt', dogUpdates.createdAt),
  },
  search: [dogUpdates.text],
  create: {
    schema: dogUpdateSchema,
    async prepare(data: Row, ctx: WriteContext): Promise<Row> {
      const [dog] = await ctx.tx
        .select({ id: dogs.id })
        .from(dogs)
        .where(eq(dogs.id, data.dogId as string));
      if (!dog) throw new AppError(400, ADMIN_MSG.dogNotFound, { dogId: ADMIN_MSG.dogNotFound });
      // Our own id, so the mails can be sent for this very row once it is committed.
      const id = randomUUID();
      ctx.afterCommit(async () => {
        await ctx.services.sponsorship.mailUpdate(id);
      });
      return { ...data, id, image: data.image ?? null, authorId: ctx.actor.id };
    },
  },
  update: {
    schema: dogUpdateEditSchema,
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
