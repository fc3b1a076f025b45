// After the approval (issue 37, item 1): the adoption contract. Staff send it from an approved request with
// the dog's health data; the text is «Correos» → «Adopción: contrato…» filled in, and its SHA-256 names the
// version. The adopter opens /adopcion/{id}?t=… (a signed link, open CONTRACT_LINK_DAYS days), types their
// full name, DNI and address and accepts: the accepted text, its hash, the time, the address and the browser
// are kept for good (a legal record), both parties get the PDF, and only then staff mark the delivery,
// which schedules the follow-ups (followup-rounds.ts).
import { createHash } from 'node:crypto';
import {
  AppError,
  CASTRATION_LABELS,
  type Castration,
  CONTRACT_LINK_DAYS,
  CONTRACT_MSG,
  contractAcceptSchema,
  contractSendSchema,
  DOG_GENDER_LABELS,
  deliverySchema,
  dogAgeLabel,
  fillTemplate,
  longDay,
  longDayTime,
  parseWith,
} from '@campito/core';
import { adoptionCommitments, adoptionContracts, adoptionRequests, type DbOrTx, dogs } from '@campito/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { writeAudit } from '../admin/audit';
import { templateText } from '../applications/mail-texts';
import { type Actor, addEvent } from '../applications/stage-change';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { createSigner } from '../security/signed-links';
import { renderContractPdf } from './contract-pdf';
import { scheduleFollowups } from './followup-rounds';

const PURPOSE = 'adoption-contract';
const DAY_MS = 86_400_000;
const REQUEST_NOT_FOUND = 'No encontramos esa solicitud de adopción.';

type ContractRow = typeof adoptionContracts.$inferSelect;
type Row = typeof adoptionRequests.$inferSelect;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** "12345678" → "12.345.678", as a DNI is written. */
const dniText = (digits: string) => Number(digits).toLocaleString('es-AR');

/** Whether a contract sent then can still be accepted by its link. */
export const contractLinkOpen = (sentAt: Date, now: Date) =>
  now.getTime() - sentAt.getTime() <= CONTRACT_LINK_DAYS * DAY_MS;

/** What the adopter reads before accepting: their own data still to be typed. */
const forReading = (text: string) =>
  fillTemplate(text, { '{dni}': '[tu DNI]', '{domicilio}': '[tu domicilio]' });

/**
 * The commitments staff recorded so far, for the contract: «castración cuando cumpla 6 meses (a más tardar el
 * 1 de junio de 2027); …». None yet: the ones agreed later, which the site reminds by mail.
 */
async function commitmentsText(tx: DbOrTx, requestId: string): Promise<string> {
  const rows = await tx
    .select({ description: adoptionCommitments.description, dueOn: adoptionCommitments.dueOn })
    .from(adoptionCommitments)
    .where(and(eq(adoptionCommitments.requestId, requestId), isNull(adoptionCommitments.cancelledAt)))
    .orderBy(asc(adoptionCommitments.dueOn));
  if (rows.length === 0)
    return 'los que acuerde con el refugio, que se los recuerda por mail antes de cada fecha';
  return rows.map((r) => `${lowerFirst(r.description)} (a más tardar el ${longDay(r.dueOn)})`).join('; ');
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A read of the adopter's DNI and address, in the audit log under the request. */
function auditRead(tx: DbOrTx, staff: Actor, row: Row, what: string) {
  return writeAudit(tx, staff, {
    action: 'view',
    resource: 'adoptions',
    recordId: row.id,
    changes: { consulta: { old: null, new: what } },
    record: row,
  });
}

export type ContractPage =
  | { state: 'invalid' }
  | { state: 'expired' }
  | {
      state: 'open';
      title: string;
      text: string;
      version: string;
      dogName: string;
      prefill: { fullName: string; address: string };
    }
  | { state: 'accepted'; title: string; text: string; acceptedAt: Date; dogName: string; pdfPath: string };

export function createContractsService(deps: ServiceDeps) {
  const { db, config } = deps;
  const base = config.publicUrl.replace(/\/$/, '');
  const signer = createSigner(config.sessionSecret);
  const link = (id: string) => `${base}/adopcion/${id}?t=${signer.sign(PURPOSE, id)}`;
  const pdfLink = (id: string) => `${base}/api/adopcion/${id}/contrato.pdf?t=${signer.sign(PURPOSE, id)}`;

  async function request(tx: DbOrTx, id: string) {
    const [row] = await tx
      .select()
      .from(adoptionRequests)
      .where(and(eq(adoptionRequests.id, id), eq(adoptionRequests.isDelete, false)));
    if (!row) throw new AppError(404, REQUEST_NOT_FOUND);
    return row;
  }

  async function contractOf(tx: DbOrTx, requestId: string): Promise<ContractRow | undefined> {
    const [row] = await tx.select().from(adoptionContracts).where(eq(adoptionContracts.requestId, requestId));
    return row;
  }

  /** The contract a signed link names, with its request; undefined for a link that is not ours. */
  async function byLink(id: string, token: string | null | undefined) {
    if (!signer.verify(PURPOSE, id, token)) return undefined;
    const [row] = await db
      .select({ contract: adoptionContracts, request: adoptionRequests })
      .from(adoptionContracts)
      .innerJoin(adoptionRequests, eq(adoptionRequests.id, adoptionContracts.requestId))
      .where(eq(adoptionContracts.id, id));
    return row;
  }

  const titleOf = (dogName: string) => `Contrato de adopción de ${dogName}`;

  function pdfOf(contract: ContractRow, dogName: string) {
    return renderContractPdf({
      title: titleOf(dogName),
      text: contract.signedText ?? '',
      acceptedAt: contract.acceptedAt ?? new Date(),
      hash: contract.signedHash ?? '',
    });
  }

  return {
    link,

    /** Staff: where the contract stands for a request (the panel's card). */
    async state(requestId: string) {
      const row = await request(db, requestId);
      const contract = await contractOf(db, requestId);
      return {
        stage: row.stage,
        deliveredOn: row.deliveredOn ?? null,
        contract: contract
          ? {
              sentAt: contract.sentAt,
              castrated: contract.castrated,
              vaccines: contract.vaccines,
              acceptedAt: contract.acceptedAt,
              acceptedName: contract.acceptedName,
              // Not the DNI nor the address: staff ask for them (`personal`), and each read is audited.
              signedHash: contract.signedHash,
            }
          : null,
      };
    },

    /** Staff send (or send again, until it is accepted) the contract of an approved request. */
    async send(requestId: string, input: unknown, actor: Actor) {
      const parsed = parseWith(contractSendSchema, input ?? {});
      if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
      const { castrated, vaccines } = parsed.data;
      const contract = await db.transaction(async (tx) => {
        const row = await request(tx, requestId);
        if (row.stage !== 'aprobada') throw new AppError(409, CONTRACT_MSG.notApproved);
        const before = await contractOf(tx, requestId);
        if (before?.acceptedAt) throw new AppError(409, CONTRACT_MSG.alreadyAccepted);
        const [dog] = row.dogId
          ? await tx.select({ gender: dogs.gender, age: dogs.age }).from(dogs).where(eq(dogs.id, row.dogId))
          : [];
        const template = await templateText(tx, 'adoption.contrato');
        const text = fillTemplate(template.body, {
          '{nombre}': row.name,
          '{perro}': row.nameDog,
          '{sitio}': base,
          '{sexo}': dog ? DOG_GENDER_LABELS[dog.gender].toLowerCase() : 'sexo a confirmar',
          '{edad}': dog ? dogAgeLabel(dog.age, dog.gender).toLowerCase() : 'edad a confirmar',
          '{castracion}': CASTRATION_LABELS[castrated as Castration],
          '{vacunas}': vaccines,
          '{compromisos}': await commitmentsText(tx, requestId),
        });
        const values = {
          text,
          versionHash: sha256(text),
          castrated,
          vaccines,
          sentAt: new Date(),
          sentBy: actor.id,
        };
        const [saved] = await tx
          .insert(adoptionContracts)
          .values({ requestId, ...values })
          .onConflictDoUpdate({ target: adoptionContracts.requestId, set: values })
          .returning();
        const mail = renderMail({
          title: `El contrato de adopción de ${row.nameDog}`,
          paragraphs: [
            `Hola, ${row.name}:`,
            `Antes de que ${row.nameDog} se vaya con vos, leé el contrato de adopción y aceptalo en el sitio: te va a pedir tu nombre completo, tu DNI y tu domicilio.`,
            `El enlace vale ${CONTRACT_LINK_DAYS} días. Si algo no está claro, respondé este mail y lo charlamos.`,
          ],
          link: { href: link(saved!.id), label: 'Leer y aceptar el contrato' },
        });
        await enqueueMail(tx, [
          { to: row.email, subject: `Contrato de adopción de ${row.nameDog}`, ...mail },
        ]);
        await addEvent(tx, 'adoption', requestId, actor, {
          note: before ? 'Contrato enviado de nuevo.' : 'Contrato enviado.',
        });
        return saved!;
      });
      deps.mail.wake();
      deps.changes.announce('adoption_requests');
      return contract;
    },

    /** What /adopcion/{id} shows for a link. */
    async page(id: string, token: string | null | undefined, now = new Date()): Promise<ContractPage> {
      const found = await byLink(id, token);
      if (!found) return { state: 'invalid' };
      const { contract, request: row } = found;
      if (contract.acceptedAt)
        return {
          state: 'accepted',
          title: titleOf(row.nameDog),
          text: contract.signedText ?? '',
          acceptedAt: contract.acceptedAt,
          dogName: row.nameDog,
          pdfPath: `/api/adopcion/${id}/contrato.pdf`,
        };
      if (!contractLinkOpen(contract.sentAt, now)) return { state: 'expired' };
      return {
        state: 'open',
        title: titleOf(row.nameDog),
        text: forReading(contract.text),
        version: contract.versionHash,
        dogName: row.nameDog,
        prefill: { fullName: row.name, address: [row.location, row.area].filter(Boolean).join(', ') },
      };
    },

    /**
     * The adopter accepts the version they read. Answers the page state after it (accepted), or throws a
     * Spanish 4xx: invalid link (404), expired (410), a text that changed or was already accepted (409).
     */
    async accept(
      id: string,
      token: string | null | undefined,
      input: unknown,
      who: { ip: string; userAgent: string | undefined },
      now = new Date(),
    ) {
      const found = await byLink(id, token);
      if (!found) throw new AppError(404, CONTRACT_MSG.invalidLink);
      const { contract, request: row } = found;
      if (contract.acceptedAt) throw new AppError(409, CONTRACT_MSG.alreadyAccepted);
      if (!contractLinkOpen(contract.sentAt, now)) throw new AppError(410, CONTRACT_MSG.expired);
      const parsed = parseWith(contractAcceptSchema, input ?? {});
      if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
      const { fullName, dni, address, version } = parsed.data;
      if (version !== contract.versionHash)
        throw new AppError(409, CONTRACT_MSG.changed, { version: CONTRACT_MSG.changed });
      const signedText = [
        fillTemplate(contract.text, { '{dni}': dniText(dni), '{domicilio}': address }),
        `Aceptado en el sitio por ${fullName}, DNI ${dniText(dni)}, el ${longDayTime(now)}.`,
      ].join('\n\n');
      const signedHash = sha256(signedText);
      const accepted = await db.transaction(async (tx) => {
        // Only while it is still the version read and not accepted: a second click finds nothing to do.
        const [saved] = await tx
          .update(adoptionContracts)
          .set({
            acceptedAt: now,
            acceptedName: fullName,
            acceptedDni: dni,
            acceptedAddress: address,
            acceptedIp: who.ip,
            acceptedUserAgent: (who.userAgent ?? '').slice(0, 500),
            signedText,
            signedHash,
          })
          .where(
            and(
              eq(adoptionContracts.id, id),
              isNull(adoptionContracts.acceptedAt),
              eq(adoptionContracts.versionHash, version),
            ),
          )
          .returning();
        if (!saved) return undefined;
        const copy = (to: string, forStaff: boolean) => ({
          to,
          subject: `Contrato de adopción de ${row.nameDog}: aceptado`,
          ...renderMail({
            title: `Contrato de adopción de ${row.nameDog}: aceptado`,
            paragraphs: forStaff
              ? [
                  `${fullName} aceptó el contrato de adopción de ${row.nameDog}. Ya podés marcar la entrega en el panel.`,
                ]
              : [
                  `Hola, ${row.name}: aceptaste el contrato de adopción de ${row.nameDog}. Guardá esta copia.`,
                ],
            rows: [
              ['Aceptado', longDayTime(now)],
              ['Versión (SHA-256)', signedHash],
            ],
            link: forStaff
              ? { href: `${base}/admin#/adoptions/${row.id}`, label: 'Ver la solicitud en el panel' }
              : { href: pdfLink(id), label: 'Descargar el contrato en PDF' },
          }),
        });
        await enqueueMail(tx, [
          copy(row.email, false),
          ...(config.staffEmail ? [copy(config.staffEmail, true)] : []),
        ]);
        // Signed by the adopter: no staff account.
        await addEvent(
          tx,
          'adoption',
          row.id,
          { id: null, email: '', name: `${fullName} (quien adopta)` },
          {
            note: `Contrato aceptado por ${fullName} el ${longDay(now)}.`,
          },
        );
        return saved;
      });
      if (!accepted) {
        const [now2] = await db.select().from(adoptionContracts).where(eq(adoptionContracts.id, id));
        throw now2?.acceptedAt
          ? new AppError(409, CONTRACT_MSG.alreadyAccepted)
          : new AppError(409, CONTRACT_MSG.changed, { version: CONTRACT_MSG.changed });
      }
      deps.mail.wake();
      deps.changes.announce('adoption_requests');
      return this.page(id, token, now);
    },

    /** The accepted contract as a PDF, for the adopter's link; undefined when there is none to give. */
    async adopterPdf(id: string, token: string | null | undefined) {
      const found = await byLink(id, token);
      if (!found?.contract.acceptedAt) return undefined;
      return { body: await pdfOf(found.contract, found.request.nameDog), dogName: found.request.nameDog };
    },

    /**
     * The accepted contract of a request as a PDF: for its adopter in «Mis adopciones», and for staff (`staff`
     * given), whose download is an entry of the audit log: the PDF carries the DNI and address.
     */
    async requestPdf(requestId: string, staff?: Actor) {
      const row = await request(db, requestId);
      const contract = await contractOf(db, requestId);
      if (!contract?.acceptedAt) throw new AppError(404, CONTRACT_MSG.notAccepted);
      if (staff) await auditRead(db, staff, row, 'el contrato aceptado en PDF');
      return { body: await pdfOf(contract, row.nameDog), dogName: row.nameDog };
    },

    /** Staff read the DNI and address the adopter accepted with: each read is an entry of the audit log. */
    async personal(requestId: string, staff: Actor) {
      return db.transaction(async (tx) => {
        const row = await request(tx, requestId);
        const contract = await contractOf(tx, requestId);
        if (!contract?.acceptedAt) throw new AppError(404, CONTRACT_MSG.notAccepted);
        await auditRead(tx, staff, row, 'el DNI y el domicilio del contrato');
        return { dni: contract.acceptedDni, address: contract.acceptedAddress };
      });
    },

    /** Staff mark the day the dog went home: only once the contract was accepted. */
    async deliver(requestId: string, input: unknown, actor: Actor) {
      const parsed = parseWith(deliverySchema, input ?? {});
      if (!parsed.ok) throw new AppError(400, Object.values(parsed.errors)[0]!, parsed.errors);
      const { deliveredOn } = parsed.data;
      await db.transaction(async (tx) => {
        const row = await request(tx, requestId);
        const contract = await contractOf(tx, requestId);
        if (!contract?.acceptedAt) throw new AppError(409, CONTRACT_MSG.notAccepted);
        await tx.update(adoptionRequests).set({ deliveredOn }).where(eq(adoptionRequests.id, requestId));
        await scheduleFollowups(tx, row, deliveredOn);
        await addEvent(tx, 'adoption', requestId, actor, {
          note: `Entregado el ${longDay(deliveredOn)}.`,
        });
      });
      deps.changes.announce('adoption_requests');
      return this.state(requestId);
    },
  };
}
