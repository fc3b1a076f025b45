// Campaigns in the panel (issue 36): staff create one (its address is made from the title unless they give
// one), close it early or open it again, and post its news, which are mailed once, after the commit, to its
// donors who asked for them (campaigns.service.ts). A campaign that received gifts is closed, never deleted:
// its gifts would lose their campaign.
import {
  AppError,
  adminCampaignSchema,
  adminCampaignUpdateSchema,
  CAMPAIGN_MSG,
  campaignUpdateEditSchema,
  campaignUpdateSchema,
  MSG,
  slugWords,
} from '@campito/core';
import { campaigns, campaignUpdates, contributions, type DbOrTx, dogs } from '@campito/db';
import { and, eq, ne } from 'drizzle-orm';
import type { StoredImage } from '../../media/unused-images';
import { dropImages, newsResource } from './giving.resources';
import type { ResourceDef, Row, WriteContext } from './resource';

const CAMPAIGN_HAS_GIFTS = 'Esta campaña ya recibió aportes: cerrala en lugar de borrarla.';

async function slugTaken(tx: DbOrTx, slug: string, except?: string) {
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(except ? and(eq(campaigns.slug, slug), ne(campaigns.id, except)) : eq(campaigns.slug, slug))
    .limit(1);
  return !!row;
}

async function checkDog(tx: DbOrTx, dogId: unknown) {
  if (typeof dogId !== 'string') return;
  const [dog] = await tx.select({ id: dogs.id }).from(dogs).where(eq(dogs.id, dogId));
  if (!dog) throw new AppError(400, MSG.dogNotFound, { dogId: MSG.dogNotFound });
}

/** `closed` is a tick in the panel and a time in the row: when staff closed it. */
function closedFields(changes: Row, before: Row | undefined): Row {
  if (!('closed' in changes)) return changes;
  const { closed, ...rest } = changes;
  return { ...rest, closedAt: closed ? ((before?.closedAt as Date | null) ?? new Date()) : null };
}

export const campaignsResource: ResourceDef = {
  name: 'campaigns',
  table: campaigns,
  id: campaigns.id,
  sort: {
    title: campaigns.title,
    endsOn: campaigns.endsOn,
    goal: campaigns.goal,
    createdAt: campaigns.createdAt,
  },
  defaultSort: { field: 'endsOn', order: 'DESC' },
  // A handful a year: the dog and the search are all the list needs.
  filters: { dogId: { kind: 'eq', column: campaigns.dogId, uuid: true } },
  search: [campaigns.title, campaigns.slug, campaigns.summary],
  toRecord: (row) => ({ ...row, closed: row.closedAt != null }),
  create: {
    schema: adminCampaignSchema,
    async prepare(data, ctx) {
      await checkDog(ctx.tx, data.dogId);
      let slug = data.slug as string | undefined;
      if (slug) {
        if (await slugTaken(ctx.tx, slug))
          throw new AppError(400, CAMPAIGN_MSG.slugTaken, { slug: CAMPAIGN_MSG.slugTaken });
      } else {
        const words = slugWords(data.title as string) || 'campana';
        slug = words;
        for (let n = 2; await slugTaken(ctx.tx, slug); n++) slug = `${words}-${n}`;
      }
      return closedFields(
        { ...data, slug, image: data.image ?? null, outcome: data.outcome || null },
        undefined,
      );
    },
  },
  update: {
    schema: adminCampaignUpdateSchema,
    async prepare(changes, before, ctx) {
      if ('dogId' in changes) await checkDog(ctx.tx, changes.dogId);
      if (typeof changes.slug === 'string' && (await slugTaken(ctx.tx, changes.slug, before.id as string)))
        throw new AppError(400, CAMPAIGN_MSG.slugTaken, { slug: CAMPAIGN_MSG.slugTaken });
      const written = closedFields(changes, before);
      if ('outcome' in written) written.outcome = written.outcome || null;
      return written;
    },
    async after(before: Row, after: Row, ctx: WriteContext) {
      dropImages(ctx, [before.image as StoredImage], [after.image as StoredImage]);
    },
  },
  remove: {
    mode: 'hard',
    async before(row, ctx) {
      const [gift] = await ctx.tx
        .select({ id: contributions.id })
        .from(contributions)
        .where(eq(contributions.campaignId, row.id as string))
        .limit(1);
      if (gift) throw new AppError(409, CAMPAIGN_HAS_GIFTS);
    },
    async after(before: Row, ctx: WriteContext) {
      dropImages(ctx, [before.image as StoredImage], []);
    },
  },
};

export const campaignUpdatesResource = newsResource({
  name: 'campaign-updates',
  table: campaignUpdates,
  about: {
    field: 'campaignId',
    column: campaignUpdates.campaignId,
    table: campaigns,
    id: campaigns.id,
    missing: CAMPAIGN_MSG.unknown,
  },
  schema: campaignUpdateSchema,
  editSchema: campaignUpdateEditSchema,
  mail: (services, id) => services.campaigns.mailUpdate(id),
});
