import { CONTACT_LABELS, contactSchema, optionLabel } from '@campito/core';
import { contactMessages } from '@campito/db';
import { eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { answerRows } from '../forms/mail-rows';
import type { FormDefinition, FormPipeline } from '../forms/pipeline';
import { renderMail } from '../mail/templates';

export type ContactRow = typeof contactMessages.$inferSelect;
type ContactValues = typeof contactMessages.$inferInsert;

/** Where a contact message opens in the admin (a read-only "show" screen). */
export const CONTACT_ADMIN_RESOURCE = 'contact-messages';

/** Messages to the staff (SPEC §3 Contact message, §7 POST /api/contacto). */
export function createContactService(deps: ServiceDeps, { pipeline }: { pipeline: FormPipeline }) {
  const { publicUrl } = deps.config;

  const form: FormDefinition<typeof contactSchema, ContactRow, ContactValues> = {
    name: 'contact',
    schema: contactSchema,
    async prepare(data, meta) {
      return { ...data, organization: data.organization || null, ...meta };
    },
    async insert(tx, values) {
      const [row] = await tx
        .insert(contactMessages)
        .values(values)
        .onConflictDoNothing({ target: contactMessages.idempotencyKey })
        .returning();
      return row;
    },
    async findByKey(db, key) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));
      return row;
    },
    adminPath: (id) => `${CONTACT_ADMIN_RESOURCE}/${id}/show`,
    staffMail(row, adminUrl) {
      const mail = renderMail({
        title: `Nueva consulta: ${optionLabel(row.asunto)}`,
        paragraphs: [`${row.fullName} escribió desde el formulario de contacto.`],
        rows: answerRows(CONTACT_LABELS, row, ['asunto']),
        link: { href: adminUrl, label: 'Ver el mensaje en el panel' },
      });
      return { subject: `Formulario de contacto (${row.asunto}): ${row.fullName}`, ...mail };
    },
    applicantMail(row) {
      // Only our own words (and the name): the form must not become a way to mail others arbitrary text.
      const mail = renderMail({
        title: 'Recibimos tu consulta',
        paragraphs: [
          `Hola, ${row.fullName}:`,
          `Recibimos tu mensaje sobre «${optionLabel(row.asunto)}». El equipo de El Campito te va a responder a la brevedad.`,
        ],
        link: { href: publicUrl, label: 'El Campito' },
      });
      return { to: row.email, subject: 'Recibimos tu consulta', ...mail };
    },
  };

  return pipeline.bind(form);
}

export type ContactService = ReturnType<typeof createContactService>;
