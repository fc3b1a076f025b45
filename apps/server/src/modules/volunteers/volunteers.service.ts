import { VOLUNTEER_LABELS, volunteerSchema } from '@campito/core';
import { volunteers } from '@campito/db';
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../context';
import { answerRows } from '../forms/mail-rows';
import type { FormDefinition, FormPipeline } from '../forms/pipeline';
import { renderMail } from '../mail/templates';

export type VolunteerRow = typeof volunteers.$inferSelect;
type VolunteerValues = typeof volunteers.$inferInsert;

const CHOICE_FIELDS = ['modality', 'days', 'carpooling'];

/** Volunteer applications (SPEC §3, §7 POST /api/volunteers). */
export function createVolunteersService(deps: ServiceDeps, { pipeline }: { pipeline: FormPipeline }) {
  const { publicUrl } = deps.config;

  const form: FormDefinition<typeof volunteerSchema, VolunteerRow, VolunteerValues> = {
    name: 'volunteer',
    schema: volunteerSchema,
    async prepare(data, meta) {
      return { ...data, question: data.question || null, ...meta };
    },
    async insert(tx, values) {
      const [row] = await tx
        .insert(volunteers)
        .values(values)
        .onConflictDoNothing({ target: volunteers.idempotencyKey })
        .returning();
      return row;
    },
    async findByKey(db, key) {
      const [row] = await db.select().from(volunteers).where(eq(volunteers.idempotencyKey, key));
      return row;
    },
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
          `Hola, ${row.name}:`,
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

export type VolunteersService = ReturnType<typeof createVolunteersService>;
