// «Mis adopciones» (issue 37, item 4): what an adopter sees of their adoptions in the profile, for the email
// they verified — the contract (to accept, or its PDF), the commitments and where each stands, the follow-ups
// sent and still to come (with the signed links the mails carry), and the dog's file as a PDF. An adoption
// counts from its approval; a request is the person's when it was sent with their verified email.
import { isoDay } from '@campito/core';
import {
  adoptionCommitments,
  adoptionContracts,
  adoptionFollowups,
  adoptionRequests,
  adoptionReturns,
  dogs,
  users,
} from '@campito/db';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { openImage } from '../../media/images';
import { commitmentPage } from './commitments.service';
import { contractLinkOpen } from './contracts.service';
import { renderDogFilePdf } from './dog-file-pdf';
import { followupPage } from './followups.service';
import {
  commitmentLine,
  contractLine,
  followupLine,
  type MyAdoptionLine,
  summaryLine,
} from './my-adoption-lines';

/** Where a commitment stands for the adopter. */
type MyCommitmentState = 'hecho' | 'pendiente' | 'vencido' | 'cancelado';
/** Where a follow-up stands for the adopter: to come, waiting for their answer, answered, closed unanswered. */
type MyFollowupState = 'programado' | 'para_responder' | 'respondido' | 'cerrado' | 'cancelado';

export interface MyAdoption {
  /** The adoption request's id: the downloads name it. */
  id: string;
  dogName: string;
  /** The dog's public page, while the dog is in the catalog's records. */
  dogPath: string | null;
  approvedAt: string;
  /** "YYYY-MM-DD": the day the dog went home. */
  deliveredOn: string | null;
  returnedOn: string | null;
  contract: null | {
    state: 'para_aceptar' | 'vencido' | 'aceptado';
    sentAt: string;
    acceptedAt: string | null;
    /** The page to read and accept it (while its link is open), or the PDF once accepted. */
    href: string | null;
  };
  commitments: {
    id: string;
    description: string;
    dueOn: string;
    state: MyCommitmentState;
    doneAt: string | null;
    /** The page to mark it done, while it is pending. */
    href: string | null;
  }[];
  followups: {
    id: string;
    afterDays: number;
    dueOn: string;
    state: MyFollowupState;
    answeredAt: string | null;
    /** The page to answer it, while its link takes an answer. */
    href: string | null;
  }[];
  /** The dog's file (public data and the health data shared), a PDF. */
  filePath: string;
  /** The card in words (my-adoption-lines.ts): the days, the contract, each commitment and follow-up. */
  lines: {
    summary: string;
    contract: MyAdoptionLine;
    commitments: MyAdoptionLine[];
    followups: MyAdoptionLine[];
  };
}

type Links = { contract(id: string): string; followup(id: string): string; commitment(id: string): string };

/** An absolute link of a mail as a path of this site. */
const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

export function createMyAdoptionsService(deps: ServiceDeps, links: Links) {
  const { db, storage, log } = deps;

  /** The verified email of an account still active, lowercased; null otherwise. */
  async function verifiedEmail(userId: string): Promise<string | null> {
    const [user] = await db
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt, isDelete: users.isDelete })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.verifiedAt || user.isDelete) return null;
    return user.email.trim().toLowerCase();
  }

  /** The approved adoption requests sent with that email, newest first. */
  function approvedOf(email: string, requestId?: string) {
    return db
      .select()
      .from(adoptionRequests)
      .where(
        and(
          eq(sql`lower(${adoptionRequests.email})`, email),
          eq(adoptionRequests.isDelete, false),
          isNotNull(adoptionRequests.approvedAt),
          requestId ? eq(adoptionRequests.id, requestId) : undefined,
        ),
      )
      .orderBy(desc(adoptionRequests.approvedAt))
      .limit(50);
  }

  /** One of the person's adoptions, or undefined when it is not theirs (or not an adoption). */
  async function own(userId: string, requestId: string) {
    const email = await verifiedEmail(userId);
    if (!email) return undefined;
    const [row] = await approvedOf(email, requestId);
    return row;
  }

  return {
    /** The person's adoptions; an email not verified yet has none (issue 14: anyone may type any email). */
    async list(userId: string, now = new Date()): Promise<MyAdoption[]> {
      const email = await verifiedEmail(userId);
      if (!email) return [];
      const requests = await approvedOf(email);
      if (requests.length === 0) return [];
      const ids = requests.map((r) => r.id);
      const dogIds = requests.flatMap((r) => (r.dogId ? [r.dogId] : []));
      const [contracts, commitments, followups, returns, dogRows] = await Promise.all([
        db.select().from(adoptionContracts).where(inArray(adoptionContracts.requestId, ids)),
        db
          .select()
          .from(adoptionCommitments)
          .where(inArray(adoptionCommitments.requestId, ids))
          .orderBy(asc(adoptionCommitments.dueOn)),
        db
          .select()
          .from(adoptionFollowups)
          .where(inArray(adoptionFollowups.requestId, ids))
          .orderBy(asc(adoptionFollowups.dueOn)),
        db
          .select({ requestId: adoptionReturns.requestId, returnedOn: adoptionReturns.returnedOn })
          .from(adoptionReturns)
          .where(inArray(adoptionReturns.requestId, ids)),
        dogIds.length
          ? db
              .select({ id: dogs.id })
              .from(dogs)
              .where(and(inArray(dogs.id, dogIds), eq(dogs.isDelete, false), eq(dogs.isPending, false)))
          : Promise.resolve([]),
      ]);
      const today = isoDay(now);
      const listed = new Set(dogRows.map((d) => d.id));
      return requests
        .map((r): Omit<MyAdoption, 'lines'> => {
          const contract = contracts.find((c) => c.requestId === r.id);
          const contractState = contract?.acceptedAt
            ? 'aceptado'
            : contract && contractLinkOpen(contract.sentAt, now)
              ? 'para_aceptar'
              : 'vencido';
          return {
            id: r.id,
            dogName: r.nameDog,
            dogPath: r.dogId && listed.has(r.dogId) ? `/adoptar/perros/${r.dogId}` : null,
            approvedAt: r.approvedAt!.toISOString(),
            deliveredOn: r.deliveredOn ?? null,
            returnedOn: returns.find((x) => x.requestId === r.id)?.returnedOn ?? null,
            contract: contract
              ? {
                  state: contractState,
                  sentAt: contract.sentAt.toISOString(),
                  acceptedAt: contract.acceptedAt?.toISOString() ?? null,
                  href:
                    contractState === 'aceptado'
                      ? `/api/mis-adopciones/${r.id}/contrato.pdf`
                      : contractState === 'para_aceptar'
                        ? pathOf(links.contract(contract.id))
                        : null,
                }
              : null,
            commitments: commitments
              .filter((c) => c.requestId === r.id)
              .map((c) => {
                const page = commitmentPage(c).state;
                const state: MyCommitmentState =
                  page === 'done'
                    ? 'hecho'
                    : page === 'cancelled'
                      ? 'cancelado'
                      : c.dueOn < today
                        ? 'vencido'
                        : 'pendiente';
                return {
                  id: c.id,
                  description: c.description,
                  dueOn: c.dueOn,
                  state,
                  doneAt: c.doneAt?.toISOString() ?? null,
                  href: page === 'open' ? pathOf(links.commitment(c.id)) : null,
                };
              }),
            followups: followups
              .filter((f) => f.requestId === r.id)
              .map((f) => {
                const page = followupPage(f, now).state;
                const state: MyFollowupState =
                  page === 'answered'
                    ? 'respondido'
                    : page === 'open'
                      ? 'para_responder'
                      : page === 'notYet'
                        ? 'programado'
                        : page === 'cancelled'
                          ? 'cancelado'
                          : 'cerrado';
                return {
                  id: f.id,
                  afterDays: f.afterDays,
                  dueOn: f.dueOn,
                  state,
                  answeredAt: f.answeredAt?.toISOString() ?? null,
                  href: page === 'open' ? pathOf(links.followup(f.id)) : null,
                };
              }),
            filePath: `/api/mis-adopciones/${r.id}/ficha.pdf`,
          };
        })
        .map((a) => ({
          ...a,
          lines: {
            summary: summaryLine(a),
            contract: contractLine(a.contract),
            commitments: a.commitments.map(commitmentLine),
            followups: a.followups.map(followupLine),
          },
        }));
    },

    /** The request of one of the person's adoptions (the contract's PDF checks it first). */
    own,

    /**
     * The dog's file as a PDF: its public data and photo, the adoption's days, and the health data the
     * shelter shared (castration and vaccines as the contract says them, the commitments and when they were
     * done). Undefined when the adoption is not the person's.
     */
    async dogFile(userId: string, requestId: string, now = new Date()) {
      const request = await own(userId, requestId);
      if (!request) return undefined;
      const [[dog], [contract], commitments] = await Promise.all([
        request.dogId ? db.select().from(dogs).where(eq(dogs.id, request.dogId)) : Promise.resolve([]),
        db.select().from(adoptionContracts).where(eq(adoptionContracts.requestId, requestId)),
        db
          .select()
          .from(adoptionCommitments)
          .where(eq(adoptionCommitments.requestId, requestId))
          .orderBy(asc(adoptionCommitments.dueOn)),
      ]);
      const photo = dog?.images[0] ? await jpegOf(dog.images[0]) : null;
      const body = await renderDogFilePdf({
        dogName: request.nameDog,
        dog: dog ?? null,
        photo,
        approvedAt: request.approvedAt!,
        deliveredOn: request.deliveredOn,
        contract: contract ? { castrated: contract.castrated, vaccines: contract.vaccines } : null,
        commitments: commitments.filter((c) => !c.cancelledAt),
        madeAt: now,
      });
      return { body, dogName: request.nameDog };
    },
  };

  /** A stored photo as a JPEG for the PDF (pdfkit reads no WebP); a photo that cannot be read is left out. */
  async function jpegOf(image: { key: string; widths: number[] }): Promise<Buffer | null> {
    const width = image.widths.includes(FILE_PHOTO_WIDTH) ? FILE_PHOTO_WIDTH : image.widths[0];
    try {
      const webp = await storage.get(`${image.key}-${width}.webp`);
      return await (await openImage(webp, {})).jpeg({ quality: 82 }).toBuffer();
    } catch (err) {
      log.warn({ err, key: image.key }, 'dog file: photo left out');
      return null;
    }
  }
}

const FILE_PHOTO_WIDTH = 640;
