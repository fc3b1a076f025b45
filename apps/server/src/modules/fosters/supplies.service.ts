// A foster's supply requests (issue 38, item 3): food, medicine, a vet visit, a crate… asked for at /mi-transito
// (or its API), with quantity and urgency, optionally for one of their current dogs. They land in the staff's
// queue «Pedidos de tránsito» (admin/fosters.resources.ts), which moves them pedido → preparado → entregado
// and mails the foster each time with the words below.
import {
  AppError,
  FOSTER_MSG,
  parseWith,
  SUPPLY_KIND_LABELS,
  SUPPLY_STATE_LABELS,
  SUPPLY_URGENCY_LABELS,
  type SupplyKind,
  type SupplyState,
  type SupplyUrgency,
  supplyRequestSchema,
} from '@campito/core';
import { type DbOrTx, dogs, fosterPlacements, supplyRequests } from '@campito/db';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import type { SessionUser } from '../auth/session.service';
import { enqueueMail, type MailMessage } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import type { RateLimitService, RateRule } from '../security/rate-limit.service';

/** A foster asks for supplies a few times a week, never dozens an hour. */
const SUPPLY_RATE: RateRule = { name: 'foster-supplies', max: 20, windowMs: 3_600_000 };
/** Requests the page lists at most (the newest). */
const LISTED = 50;

export const SUPPLIES_MSG = {
  requested: '¡Listo! Recibimos tu pedido: te escribimos cuando esté preparado.',
  sameState: (state: string) => `El pedido ya está «${state}».`,
} as const;

export type Foster = Pick<SessionUser, 'id' | 'name' | 'email' | 'roles'>;

/** 403 for an account without the foster role. */
export function requireFoster(user: Pick<SessionUser, 'roles'>) {
  if (!user.roles.includes('transito')) throw new AppError(403, FOSTER_MSG.notApproved);
}

export interface SupplyView {
  id: string;
  kind: SupplyKind;
  kindLabel: string;
  detail: string;
  quantity: string;
  urgency: SupplyUrgency;
  urgencyLabel: string;
  state: SupplyState;
  stateLabel: string;
  stateAt: string;
  staffNote: string;
  dogName: string | null;
  createdAt: string;
}

const label = <K extends string>(labels: Record<K, string>, key: string) => labels[key as K] ?? key;

type SupplyRow = typeof supplyRequests.$inferSelect;

const view = (row: SupplyRow, dogName: string | null): SupplyView => ({
  id: row.id,
  kind: row.kind as SupplyKind,
  kindLabel: label(SUPPLY_KIND_LABELS, row.kind),
  detail: row.detail,
  quantity: row.quantity,
  urgency: row.urgency as SupplyUrgency,
  urgencyLabel: label(SUPPLY_URGENCY_LABELS, row.urgency),
  state: row.state as SupplyState,
  stateLabel: label(SUPPLY_STATE_LABELS, row.state),
  stateAt: row.stateAt.toISOString(),
  staffNote: row.staffNote,
  dogName,
  createdAt: row.createdAt.toISOString(),
});

/** The foster's requests, newest first; `openOnly` leaves the delivered ones out (the weekly mail). */
export async function suppliesOf(db: DbOrTx, fosterId: string, openOnly = false): Promise<SupplyView[]> {
  const rows = await db
    .select({ row: supplyRequests, dogName: dogs.name })
    .from(supplyRequests)
    .leftJoin(dogs, eq(dogs.id, supplyRequests.dogId))
    .where(
      and(
        eq(supplyRequests.fosterId, fosterId),
        openOnly ? ne(supplyRequests.state, 'entregado') : undefined,
      ),
    )
    .orderBy(desc(supplyRequests.createdAt), desc(supplyRequests.id))
    .limit(LISTED);
  return rows.map((r) => view(r.row, r.dogName));
}

/** The foster's dog a request or an update names: one of their open placements, else a Spanish 404. */
export async function currentPlacementOf(db: DbOrTx, fosterId: string, dogId: string) {
  const [placement] = await db
    .select({ id: fosterPlacements.id, dogId: fosterPlacements.dogId, dogName: dogs.name })
    .from(fosterPlacements)
    .innerJoin(dogs, eq(dogs.id, fosterPlacements.dogId))
    .where(
      and(
        eq(fosterPlacements.fosterId, fosterId),
        eq(fosterPlacements.dogId, dogId),
        isNull(fosterPlacements.endedOn),
      ),
    );
  if (!placement) throw new AppError(404, FOSTER_MSG.notYourDog, { dogId: FOSTER_MSG.notYourDog });
  return placement;
}

/** What the foster reads when staff move their request: what it is and its new state, warmly. */
export function supplyStateMail(
  publicUrl: string,
  foster: { email: string; name: string },
  request: Pick<SupplyRow, 'kind' | 'quantity' | 'detail' | 'state' | 'staffNote'>,
  dogName: string | null,
): MailMessage {
  const what = label(SUPPLY_KIND_LABELS, request.kind).toLowerCase();
  const state = label(SUPPLY_STATE_LABELS, request.state);
  const forDog = dogName ? ` para ${dogName}` : '';
  const said: Record<string, string> = {
    pedido: `Tu pedido de ${what}${forDog} volvió a quedar como «Pedido»: lo seguimos gestionando y te avisamos apenas esté listo.`,
    preparado: `¡Buenas noticias! Ya preparamos tu pedido de ${what}${forDog}. Nos ponemos en contacto para coordinar la entrega.`,
    entregado: `Tu pedido de ${what}${forDog} figura como «Entregado». ¡Gracias por todo lo que hacés${dogName ? ` por ${dogName}` : ''}! Si algo no llegó o falta, respondé este mail y lo resolvemos.`,
  };
  return {
    to: foster.email,
    subject: `Tu pedido de ${what}: ${state.toLowerCase()}`,
    ...renderMail({
      title: `Tu pedido de ${what}: ${state.toLowerCase()}`,
      paragraphs: [
        `¡Hola, ${foster.name || 'hogar de tránsito'}!`,
        said[request.state] ?? `Tu pedido de ${what}${forDog} está «${state}».`,
        ...(request.staffNote ? [`El equipo te dejó esta nota: «${request.staffNote}»`] : []),
      ],
      rows: [
        ['Qué pediste', `${label(SUPPLY_KIND_LABELS, request.kind)}: ${request.detail}`],
        ['Cantidad', request.quantity],
        ['Estado', state],
      ],
      link: { href: `${publicUrl.replace(/\/$/, '')}/mi-transito`, label: 'Ver mis pedidos' },
    }),
  };
}

export function createSupplies(deps: ServiceDeps, { rateLimit }: { rateLimit: RateLimitService }) {
  const { db, config } = deps;
  const base = config.publicUrl.replace(/\/$/, '');

  return {
    /** The foster's requests, newest first. */
    async mine(user: Foster): Promise<SupplyView[]> {
      requireFoster(user);
      return suppliesOf(db, user.id);
    },

    /** A new request: checked, for one of the foster's current dogs if it names one; staff hear of it. */
    async request(
      user: Foster,
      input: unknown,
      now = new Date(),
    ): Promise<{ message: string; request: SupplyView }> {
      requireFoster(user);
      const parsed = parseWith(supplyRequestSchema, input ?? {});
      if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
      const data = parsed.data;
      const dog = data.dogId ? await currentPlacementOf(db, user.id, data.dogId) : null;
      await rateLimit.consume(SUPPLY_RATE, user.id);
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supplyRequests)
          .values({
            fosterId: user.id,
            fosterName: user.name || user.email,
            dogId: dog?.dogId ?? null,
            kind: data.kind,
            detail: data.detail,
            quantity: data.quantity,
            urgency: data.urgency,
            stateAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (config.staffEmail)
          await enqueueMail(tx, [
            {
              to: config.staffEmail,
              subject: `Pedido de tránsito: ${label(SUPPLY_KIND_LABELS, data.kind).toLowerCase()} (${label(SUPPLY_URGENCY_LABELS, data.urgency).toLowerCase()})`,
              ...renderMail({
                title: `${user.name || 'Un hogar de tránsito'} pide ${label(SUPPLY_KIND_LABELS, data.kind).toLowerCase()}`,
                paragraphs: [data.detail],
                rows: [
                  ['Cantidad', data.quantity],
                  ['Para cuándo', label(SUPPLY_URGENCY_LABELS, data.urgency)],
                  ...(dog ? ([['Perro', dog.dogName]] as [string, string][]) : []),
                ],
                link: { href: `${base}/admin#/supply-requests/${row!.id}`, label: 'Verlo en el panel' },
              }),
            },
          ]);
        return row!;
      });
      deps.mail.wake();
      return { message: SUPPLIES_MSG.requested, request: view(row, dog?.dogName ?? null) };
    },
  };
}
