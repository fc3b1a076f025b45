// «Necesitamos» (issue 36, item 3). The page: what the shelter needs in kind, how many a month, how many
// arrived this month and how many are on their way, the drop-off points. «Llevo 2»: a person's promise
// through the form pipeline (honeypot, rate limit, idempotency, staff's notice), with a mail that has the
// drop-off details and a reminder the day before (remindDue, needs.worker.ts). Staff mark in the panel what
// arrived (admin/needs.resources.ts) and the counts follow.
import {
  AppError,
  isoDay,
  longDay,
  NEED_MSG,
  NEED_URGENCIES,
  NEED_URGENCY_LABELS,
  type NeedUrgency,
  needPledgeSchema,
  shelterDateTime,
} from '@campito/core';
import { type DbOrTx, dropPoints, needPledges, needs } from '@campito/db';
import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { FormDefinition, FormPipeline } from '../forms/pipeline';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { greeting, renderMail } from '../mail/templates';

type PledgeRow = typeof needPledges.$inferSelect;
type DropPoint = typeof dropPoints.$inferSelect;
type PledgeWithPlace = PledgeRow & { needName: string; point: DropPoint | null };

/** Reminders queued per round at most; the next round goes on. */
const REMINDERS_PER_ROUND = 200;

export interface NeedItem {
  id: string;
  name: string;
  detail: string | null;
  wanted: number;
  urgency: NeedUrgency;
  urgencyLabel: string;
  /** Staff marked them arrived this month (Buenos Aires). */
  arrived: number;
  /** Promised from today on, not arrived yet. */
  coming: number;
}

/** The first moment of this month in Buenos Aires. */
const monthStart = (now: Date) => shelterDateTime(`${isoDay(now).slice(0, 7)}-01T00:00`)!;

/** The drop-off details as the mail and the page give them. */
function placeRows(point: Pick<DropPoint, 'name' | 'address' | 'hours' | 'mapUrl'>): [string, string][] {
  return [
    ['Dónde', `${point.name}, ${point.address}`],
    ['Días y horarios', point.hours],
    ...(point.mapUrl ? ([['Mapa', point.mapUrl]] as [string, string][]) : []),
  ];
}

function pledgeMail(row: PledgeWithPlace, subject: string, opening: string, pageLink: string): MailMessage {
  return {
    to: row.email!,
    subject,
    ...renderMail({
      title: subject,
      paragraphs: [greeting(row.name), opening],
      rows: [
        ['Qué', `${row.quantity} × ${row.needName}`],
        ['Cuándo', longDay(row.bringOn)],
        ...(row.point ? placeRows(row.point) : []),
      ],
      link: { href: pageLink, label: 'Ver todo lo que necesitamos' },
    }),
  };
}

export function createNeedsService(
  { db, config, mail }: Pick<ServiceDeps, 'db' | 'config' | 'mail'>,
  { pipeline }: { pipeline: FormPipeline },
) {
  const pageLink = `${config.publicUrl}/necesitamos`;

  /** The promise with its item's name and its place, read through `handle` (the caller's transaction). */
  async function withPlace(row: PledgeRow, handle: DbOrTx = db): Promise<PledgeWithPlace> {
    const [need] = await handle.select({ name: needs.name }).from(needs).where(eq(needs.id, row.needId));
    const [point] = row.dropPointId
      ? await handle.select().from(dropPoints).where(eq(dropPoints.id, row.dropPointId))
      : [];
    return { ...row, needName: need?.name ?? '', point: point ?? null };
  }

  const form: FormDefinition<typeof needPledgeSchema, PledgeWithPlace, typeof needPledges.$inferInsert> = {
    name: 'need-pledge',
    schema: needPledgeSchema,
    async prepare(data, meta) {
      const [need] = await db
        .select({ id: needs.id })
        .from(needs)
        .where(and(eq(needs.id, data.need), eq(needs.active, true)));
      const [point] = await db
        .select({ id: dropPoints.id })
        .from(dropPoints)
        .where(and(eq(dropPoints.id, data.dropPoint), eq(dropPoints.active, true)));
      if (!need || !point) throw new AppError(400, NEED_MSG.gone);
      return {
        needId: need.id,
        dropPointId: point.id,
        quantity: data.quantity,
        name: data.name,
        email: data.email ?? null,
        phone: data.phone ?? null,
        bringOn: data.bringOn,
        idempotencyKey: meta.idempotencyKey,
      };
    },
    async insert(tx, values) {
      const [row] = await tx.insert(needPledges).values(values).onConflictDoNothing().returning();
      return row && withPlace(row, tx);
    },
    async findByKey(handle, key) {
      const [row] = await handle.select().from(needPledges).where(eq(needPledges.idempotencyKey, key));
      return row && withPlace(row, handle);
    },
    adminPath: (id) => `need-pledges/${id}`,
    staffMail(row, adminUrl) {
      return {
        subject: `Llevo: ${row.quantity} × ${row.needName}`,
        ...renderMail({
          title: `${row.name} va a traer ${row.quantity} × ${row.needName}`,
          rows: [
            ['Cuándo', longDay(row.bringOn)],
            ['Dónde', row.point?.name ?? '—'],
            ['Email', row.email ?? '—'],
            ['Teléfono', row.phone ?? '—'],
          ],
          link: { href: adminUrl, label: 'Marcar en el panel cuando llegue' },
        }),
      };
    },
    applicantMail(row) {
      return pledgeMail(
        row,
        `Gracias por traer ${row.needName}`,
        '¡Gracias por sumarte! Te dejamos los datos para la entrega. El día anterior te lo recordamos.',
        pageLink,
      );
    },
  };
  const bound = pipeline.bind(form);

  return {
    ...bound,

    /** The page: active needs, most urgent first, with this month's counts; active drop-off points. */
    async page(now = new Date()): Promise<{ needs: NeedItem[]; points: DropPoint[] }> {
      const since = monthStart(now);
      const today = isoDay(now);
      const [items, points] = await Promise.all([
        db
          .select({
            id: needs.id,
            name: needs.name,
            detail: needs.detail,
            wanted: needs.wanted,
            urgency: needs.urgency,
            position: needs.position,
            // Written out: in a one-table select Drizzle leaves column names unqualified, and inside the
            // subquery "id" would be the promise's.
            arrived: sql<number>`coalesce((select sum(coalesce(p.arrived_quantity, p.quantity)) from need_pledges p where p.need_id = "needs"."id" and p.status = 'llego' and p.arrived_at >= ${since.toISOString()}::timestamptz), 0)::int`,
            coming: sql<number>`coalesce((select sum(p.quantity) from need_pledges p where p.need_id = "needs"."id" and p.status = 'prometido' and p.bring_on >= ${today}::date), 0)::int`,
          })
          .from(needs)
          .where(eq(needs.active, true))
          .orderBy(asc(needs.position), asc(needs.name)),
        db
          .select()
          .from(dropPoints)
          .where(eq(dropPoints.active, true))
          .orderBy(asc(dropPoints.position), asc(dropPoints.name)),
      ]);
      const rank = (u: NeedUrgency) => NEED_URGENCIES.indexOf(u);
      return {
        needs: items
          .map(({ position: _p, ...item }) => ({
            ...item,
            arrived: Number(item.arrived),
            coming: Number(item.coming),
            urgencyLabel: NEED_URGENCY_LABELS[item.urgency],
          }))
          .sort((a, b) => rank(a.urgency) - rank(b.urgency)),
        points,
      };
    },

    /** A stored pledge with its item and place, for the page's thanks. */
    async pledged(id: string) {
      const [row] = await db.select().from(needPledges).where(eq(needPledges.id, id));
      return row ? withPlace(row) : undefined;
    },

    /**
     * One round on the worker's clock: from 10 a.m. in Buenos Aires, the promises for tomorrow get their
     * reminder by mail, once (the conditional update claims each).
     */
    async remindDue(now: Date): Promise<{ reminded: number }> {
      const today = isoDay(now);
      if (now < shelterDateTime(`${today}T10:00`)!) return { reminded: 0 };
      const tomorrow = isoDay(now.getTime() + 86_400_000);
      const due = await db
        .select()
        .from(needPledges)
        .where(
          and(
            eq(needPledges.status, 'prometido'),
            isNull(needPledges.remindedAt),
            isNotNull(needPledges.email),
            gte(needPledges.bringOn, today),
            lte(needPledges.bringOn, tomorrow),
          ),
        )
        .limit(REMINDERS_PER_ROUND);
      let reminded = 0;
      for (const row of due) {
        // Promised for today itself (made yesterday after the round): its confirmation was the reminder.
        if (row.bringOn === today) {
          await db.update(needPledges).set({ remindedAt: now }).where(eq(needPledges.id, row.id));
          continue;
        }
        const full = await withPlace(row);
        await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(needPledges)
            .set({ remindedAt: now })
            .where(and(eq(needPledges.id, row.id), isNull(needPledges.remindedAt)))
            .returning({ id: needPledges.id });
          if (!claimed) return;
          await enqueueMail(tx, [
            pledgeMail(
              full,
              `Mañana: ${full.quantity} × ${full.needName} para El Campito`,
              'Te recordamos lo que nos dijiste que ibas a traer mañana. Si no podés, no pasa nada: vení otro día cuando puedas.',
              pageLink,
            ),
          ]);
          reminded += 1;
        });
      }
      if (reminded) mail.wake();
      return { reminded };
    },
  };
}

export type NeedsService = ReturnType<typeof createNeedsService>;
