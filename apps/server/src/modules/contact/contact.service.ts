import { CONTACT_LABELS, contactSchema, optionLabel } from '@campito/core';
import { contactMessages } from '@campito/db';
import type { ServiceDeps } from '../../context';
import { answerRows } from '../forms/mail-rows';
import { type FormDefinition, type FormPipeline, storedByKey } from '../forms/pipeline';
import { receivedMail, renderMail } from '../mail/templates';

type ContactRow = typeof contactMessages.$inferSelect;
type ContactValues = typeof contactMessages.$inferInsert;

/** Where a contact message opens in the admin (a read-only "show" screen). */
const CONTACT_ADMIN_RESOURCE = 'contact-messages';

/** Messages to the staff (docs/product.md §3 Contact message, §7 POST /api/contacto). */
export function createContactService(deps: ServiceDeps, { pipeline }: { pipeline: FormPipeline }) {
  const { publicUrl } = deps.config;

  const form: FormDefinition<typeof contactSchema, ContactRow, ContactValues> = {
    name: 'contact',
    schema: contactSchema,
    async prepare(data, meta) {
      return { ...data, organization: data.organization || null, ...meta };
    },
    ...storedByKey(contactMessages),
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
      return receivedMail({
        to: row.email,
        subject: 'Recibimos tu consulta',
        name: row.fullName,
        next: `Recibimos tu mensaje sobre «${optionLabel(row.asunto)}». El equipo de El Campito te va a responder a la brevedad.`,
        publicUrl,
      });
    },
  };

  return pipeline.bind(form);
}
