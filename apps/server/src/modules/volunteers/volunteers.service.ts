import { VOLUNTEER_LABELS, volunteerSchema } from '@campito/core';
import { volunteers } from '@campito/db';
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { answerRows } from '../forms/mail-rows';
import { type FormDefinition, type FormPipeline, storedByKey } from '../forms/pipeline';
import { greeting, renderMail } from '../mail/templates';

type VolunteerRow = typeof volunteers.$inferSelect;
type VolunteerValues = typeof volunteers.$inferInsert;

const CHOICE_FIELDS = ['modality', 'days', 'carpooling'];

/** Volunteer applications (docs/product.md §3, §7 POST /api/volunteers). */
export function createVolunteersService(deps: ServiceDeps, { pipeline }: { pipeline: FormPipeline }) {
  const { publicUrl } = deps.config;

  const form: FormDefinition<typeof volunteerSchema, VolunteerRow, VolunteerValues> = {
    name: 'volunteer',
    schema: volunteerSchema,
    async prepare(data, meta) {
      return { ...data, question: data.question || null, ...meta };
    },
    ...storedByKey(volunteers),
    adminPath: (id) => `volunteers/${id}`,
    staffMail(row, adminUrl) {
      const mail = renderMail({
        title: 'Nueva postulación de voluntariado',
        paragraphs: [`${row.name} completó el formulario de voluntariado.`],
        rows: answerRows(VOLUNTEER_LABELS, row, CHOICE_FIELDS),
        link: { href: adminUrl, label: 'Ver la postulación en el panel' },
      });
      return { subject: `Formulario de voluntariado: ${row.name}`, ...mail };
    },
    applicantMail(row) {
      const mail = renderMail({
        title: 'Recibimos tu postulación',
        paragraphs: [
          greeting(row.name),
          'Recibimos tu formulario de voluntariado. El equipo del refugio se va a comunicar con vos para coordinar los próximos pasos.',
          '¡Gracias por querer sumarte!',
        ],
        link: { href: `${publicUrl}/voluntario`, label: 'Sobre el voluntariado' },
      });
      return { to: row.email, subject: 'Recibimos tu postulación de voluntariado', ...mail };
    },
  };

  return {
    ...pipeline.bind(form),

    /** A user's own applications, newest first (for the profile). */
    async listForUser(userId: string) {
      return deps.db
        .select({ id: volunteers.id, date: volunteers.date, isPending: volunteers.isPending })
        .from(volunteers)
        .where(and(eq(volunteers.userId, userId), eq(volunteers.isDelete, false)))
        .orderBy(desc(volunteers.date));
    },
  };
}
