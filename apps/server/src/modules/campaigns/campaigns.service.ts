// Campaigns (issue 36, item 2): an urgent cost with a goal at /campanas/{slug}. Its progress adds up the paid
// gifts tagged to it (contributions.campaign_id): pesos as they are, PayPal dollars at the rate staff set and
// the page shows. Donors are counted, never named, except those who ticked «Pueden mostrar mi nombre» — and
// then only as «María G.». Staff's news about it are mailed once to its donors who asked for them.
import {
  AppError,
  CAMPAIGN_MSG,
  type CampaignProgress,
  type CampaignTotals,
  campaignOpen,
  campaignProgress,
  campaignTimeLeft,
  type ImageRef,
  imageUrl,
  isoDay,
  paragraphs,
  publicDonorName,
} from '@campito/core';
import { campaigns, campaignUpdates, contributions, type DbOrTx, dogs, queryRows } from '@campito/db';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { isActiveDog } from '../dogs/dogs.sql';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';

export type CampaignRow = typeof campaigns.$inferSelect;

/** What a card shows (/colaborar, the home page). */
export interface CampaignCard extends CampaignProgress {
  id: string;
  slug: string;
  title: string;
  summary: string;
  image: ImageRef | null;
  goal: number;
  donors: number;
  endsOn: string;
  open: boolean;
  timeLeft: string;
}

export interface CampaignPage extends CampaignCard {
  story: string;
  goalUsd: number | null;
  usdRate: number;
  dog: { id: string; name: string } | null;
  outcome: string | null;
  /** Donors who asked to be named, newest first. */
  thanked: string[];
  updates: { id: string; text: string; image: ImageRef | null; createdAt: Date }[];
}

/** The page names at most this many donors (the count says the rest). */
const THANKED_SHOWN = 60;
const UPDATES_SHOWN = 10;
/** Far more donors asking for news than a campaign will have: mailed in one round. */
const UPDATE_RECIPIENTS_MAX = 5000;

export function createCampaignsService(
  deps: ServiceDeps,
  { unsubscribeLink }: { unsubscribeLink: (email: string) => string },
) {
  const { db, tableCache, config, log } = deps;
  const { publicUrl } = config;

  /** Paid gifts of each campaign, by currency, and how many people gave (by email, else each gift). */
  async function totals(ids: string[]): Promise<Map<string, CampaignTotals>> {
    const found = new Map<string, CampaignTotals>();
    if (ids.length === 0) return found;
    const rows = await queryRows<{ id: string; pesos: string; dollars: string; donors: number }>(
      db,
      sql`select ${contributions.campaignId} as id,
            coalesce(sum(${contributions.total}) filter (where ${contributions.currency} = 'ARS'), 0) as pesos,
            coalesce(sum(${contributions.total}) filter (where ${contributions.currency} = 'USD'), 0) as dollars,
            count(distinct coalesce(lower(${contributions.email}), ${contributions.id}::text))::int as donors
          from ${contributions}
          where ${contributions.campaignId} in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and ${contributions.status} = 'paid'
          group by ${contributions.campaignId}`,
    );
    for (const r of rows)
      found.set(r.id, { pesos: Number(r.pesos), dollars: Number(r.dollars), donors: Number(r.donors) });
    return found;
  }

  function card(row: CampaignRow, sums: CampaignTotals | undefined, today: string): CampaignCard {
    const open = campaignOpen(row, today);
    const given = sums ?? { pesos: 0, dollars: 0, donors: 0 };
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      image: row.image ?? null,
      goal: row.goal,
      donors: given.donors,
      endsOn: row.endsOn,
      open,
      timeLeft: campaignTimeLeft(row.endsOn, !open, today),
      ...campaignProgress(given, row),
    };
  }

  async function bySlug(slug: string): Promise<CampaignRow | undefined> {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
    return row;
  }

  /** Who gets a campaign's news: its paying donors who asked for them, each address once. */
  async function recipients(tx: DbOrTx, campaignId: string): Promise<string[]> {
    const rows = await queryRows<{ email: string }>(
      tx,
      sql`select distinct lower(${contributions.email}) as email from ${contributions}
          where ${contributions.campaignId} = ${campaignId} and ${contributions.wantsUpdates}
            and ${contributions.status} = 'paid' and ${contributions.email} is not null
          order by email limit ${UPDATE_RECIPIENTS_MAX + 1}`,
    );
    if (rows.length > UPDATE_RECIPIENTS_MAX)
      log.warn(
        { campaignId, max: UPDATE_RECIPIENTS_MAX },
        'campaign update: more donors than one round mails',
      );
    return rows.slice(0, UPDATE_RECIPIENTS_MAX).map((r) => r.email);
  }

  function updateMail(to: string, campaign: CampaignRow, update: { text: string; image: ImageRef | null }) {
    const title = `Novedades de «${campaign.title}»`;
    const { text, html } = renderMail({
      title,
      image: update.image
        ? { src: `${publicUrl}${imageUrl(update.image, 640)}`, alt: update.image.alt ?? campaign.title }
        : undefined,
      paragraphs: [
        ...paragraphs(update.text),
        'Gracias por sumarte a esta campaña: sin vos no sería posible.',
      ],
      link: { href: `${publicUrl}/campanas/${campaign.slug}`, label: 'Ver la campaña' },
      footer: {
        text: 'Recibís este mail porque pediste las novedades de una campaña que ayudaste.',
        href: unsubscribeLink(to),
        label: 'Dejar de recibirlas',
      },
    });
    return { to, subject: title, text, html };
  }

  return {
    /** The campaigns taking gifts now, ending soonest first (/colaborar, the home page). */
    async open(today = isoDay()): Promise<CampaignCard[]> {
      return tableCache.get(`campaigns.open ${today}`, ['campaigns', 'contributions'], async () => {
        const rows = await db
          .select()
          .from(campaigns)
          .where(and(isNull(campaigns.closedAt), gte(campaigns.endsOn, today)))
          .orderBy(asc(campaigns.endsOn), asc(campaigns.title));
        const sums = await totals(rows.map((r) => r.id));
        return rows.map((r) => card(r, sums.get(r.id), today));
      });
    },

    /** The campaign's page, open or ended; undefined for an address that is none. */
    async page(slug: string, today = isoDay()): Promise<CampaignPage | undefined> {
      const key = slug.trim().toLowerCase();
      if (!key || key.length > 80) return undefined;
      return tableCache.get(
        `campaigns.page ${key} ${today}`,
        ['campaigns', 'contributions', 'campaign_updates', 'dogs'],
        async () => {
          const row = await bySlug(key);
          if (!row) return undefined;
          const [sums, named, updates, dog] = await Promise.all([
            totals([row.id]),
            db
              .select({ name: contributions.name })
              .from(contributions)
              .where(
                and(
                  eq(contributions.campaignId, row.id),
                  eq(contributions.status, 'paid'),
                  eq(contributions.thankPublicly, true),
                ),
              )
              .orderBy(desc(contributions.date))
              .limit(THANKED_SHOWN * 2),
            db
              .select({
                id: campaignUpdates.id,
                text: campaignUpdates.text,
                image: campaignUpdates.image,
                createdAt: campaignUpdates.createdAt,
              })
              .from(campaignUpdates)
              .where(eq(campaignUpdates.campaignId, row.id))
              .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id))
              .limit(UPDATES_SHOWN),
            row.dogId
              ? db
                  .select({ id: dogs.id, name: dogs.name })
                  .from(dogs)
                  .where(and(eq(dogs.id, row.dogId), isActiveDog))
                  .then((found) => found[0] ?? null)
              : Promise.resolve(null),
          ]);
          const thanked = [
            ...new Set(named.map((n) => publicDonorName(n.name)).filter((n): n is string => !!n)),
          ];
          return {
            ...card(row, sums.get(row.id), today),
            story: row.story,
            goalUsd: row.goalUsd ?? null,
            usdRate: row.usdRate,
            dog,
            outcome: row.outcome ?? null,
            thanked: thanked.slice(0, THANKED_SHOWN),
            updates: updates.map((u) => ({ ...u, image: u.image ?? null })),
          };
        },
      );
    },

    /**
     * The campaign a gift names. A checkout needs it open (400 otherwise: nothing was charged); a transfer
     * notice was already sent, so any campaign that exists keeps it (`open: false`). Undefined without one.
     */
    async forGift(slug: string | undefined, { open }: { open: boolean }): Promise<CampaignRow | undefined> {
      if (!slug) return undefined;
      const row = await bySlug(slug);
      if (!row) {
        if (!open) return undefined;
        throw new AppError(400, CAMPAIGN_MSG.unknown, { campana: CAMPAIGN_MSG.unknown });
      }
      if (open && !campaignOpen(row))
        throw new AppError(400, CAMPAIGN_MSG.closed, { campana: CAMPAIGN_MSG.closed });
      return row;
    },

    /** Every campaign's address, for the sitemap. */
    async slugs(): Promise<string[]> {
      const rows = await db.select({ slug: campaigns.slug }).from(campaigns).orderBy(asc(campaigns.slug));
      return rows.map((r) => r.slug);
    },

    /**
     * Mails a campaign's news to its donors who asked for it, once: mailed_at is stamped and the mails queued
     * in one transaction, only while mailed_at is empty. Answers how many were queued (null: mailed already).
     */
    async mailUpdate(updateId: string): Promise<number | null> {
      const queued = await db.transaction(async (tx) => {
        const [update] = await tx
          .update(campaignUpdates)
          .set({ mailedAt: new Date() })
          .where(and(eq(campaignUpdates.id, updateId), isNull(campaignUpdates.mailedAt)))
          .returning();
        if (!update) return null;
        const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, update.campaignId));
        if (!campaign) return 0;
        const to = await recipients(tx, campaign.id);
        await enqueueMail(
          tx,
          to.map((email) => updateMail(email, campaign, { text: update.text, image: update.image ?? null })),
        );
        return to.length;
      });
      if (queued !== null) {
        deps.changes.announce('campaign_updates');
        if (queued > 0) deps.mail.wake();
      }
      return queued;
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
