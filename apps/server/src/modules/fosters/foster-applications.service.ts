// «Ser hogar de tránsito» (issue 38, item 1): the application goes through the public forms' pipeline
// (forms/pipeline.ts: honeypot, limits, idempotency, the staff's and the applicant's mails, the draft gone)
// and staff review it like a volunteer's (kind 'foster', applications/); approval gives the role
// (foster-role.ts). Its address is staff-only (item 7): never in a mail, a list or the plain record; staff
// read it one application at a time, each read an entry of the audit log.
import { AppError, FOSTER_LABELS, fosterApplicationSchema } from '@campito/core';
import { fosterApplications } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { writeAudit } from '../admin/audit';
import type { SessionUser } from '../auth/session.service';
import { answerRows } from '../forms/mail-rows';
import { type FormDefinition, type FormPipeline, storedByKey } from '../forms/pipeline';
import { greeting, renderMail } from '../mail/templates';

type FosterRow = typeof fosterApplications.$inferSelect;
type FosterValues = typeof fosterApplications.$inferInsert;

/** The admin resource (and the audit log's name for it). */
export const FOSTER_RESOURCE = 'foster-applications';
const NOT_FOUND = 'No encontramos esa solicitud.';
const CHOICE_FIELDS = ['home', 'timeAtHome', 'sizes', 'canTake', 'duration'];

/** Every answer but the address, for the staff's mail. */
const { address: _address, ...MAIL_LABELS } = FOSTER_LABELS;

export function createFosterApplicationsService(deps: ServiceDeps, { pipeline }: { pipeline: FormPipeline }) {
  const { db, config } = deps;

  const form: FormDefinition<typeof fosterApplicationSchema, FosterRow, FosterValues> = {
    // The same name as its draft (core's DRAFT_FORMS): sending it deletes the person's draft.
    name: 'foster',
    schema: fosterApplicationSchema,
    async prepare(data, meta) {
      return { ...data, unavailable: data.unavailable || null, question: data.question || null, ...meta };
    },
    ...storedByKey(fosterApplications),
    adminPath: (id) => `${FOSTER_RESOURCE}/${id}`,
    staffMail(row, adminUrl) {
      const mail = renderMail({
        title: 'Nueva solicitud para ser hogar de tránsito',
        paragraphs: [
          `${row.name} quiere ser hogar de tránsito.`,
          'El domicilio se ve en el panel, con el botón «Ver domicilio» (cada consulta queda en el registro de cambios).',
        ],
        rows: answerRows(MAIL_LABELS, row, CHOICE_FIELDS),
        link: { href: adminUrl, label: 'Ver la solicitud en el panel' },
      });
      return { subject: `Hogar de tránsito: ${row.name}`, ...mail };
    },
    applicantMail(row) {
      // Only our own words and the person's name: the form must not become a way to mail others any text.
      const subject = 'Recibimos tu solicitud para ser hogar de tránsito';
      const mail = renderMail({
        title: subject,
        paragraphs: [
          greeting(row.name),
          'Recibimos tu solicitud para ser hogar de tránsito de El Campito. La leemos con atención y en estos días te escribimos o te llamamos para conocerte y, si todo va bien, coordinar una visita a tu casa.',
          '¡Gracias por abrir tu casa a un perro que espera su familia!',
        ],
        link: { href: `${config.publicUrl}/transito`, label: 'Sobre los hogares de tránsito' },
      });
      return { to: row.email, subject, ...mail };
    },
  };

  return {
    ...pipeline.bind(form),

    /** Staff read one application's address: each read is an entry of the audit log, without the address. */
    async address(id: string, staff: Pick<SessionUser, 'id' | 'email'>): Promise<{ address: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(fosterApplications).where(eq(fosterApplications.id, id));
        if (!row || row.isDelete) throw new AppError(404, NOT_FOUND);
        await writeAudit(tx, staff, {
          action: 'view',
          resource: FOSTER_RESOURCE,
          recordId: row.id,
          changes: { consulta: { old: null, new: 'el domicilio del hogar de tránsito' } },
          record: row,
        });
        return { address: row.address };
      });
    },
  };
}
