// «Pedí una charla para tu escuela» (issue 35, item 7): a teacher's request, received through the public
// forms' pipeline (forms/pipeline.ts: honeypot, limits, idempotency, the mails) and then reviewed by staff
// like the other applications (kind 'school', applications/). Staff only: nothing here is ever public.
import {
  SCHOOL_LEVEL_LABELS,
  SCHOOL_MODALITY_LABELS,
  SCHOOL_REQUEST_LABELS,
  type SchoolLevel,
  type SchoolModality,
  schoolRequestSchema,
} from '@campito/core';
import { schoolRequests } from '@campito/db';
import type { ServiceDeps } from '../../context';
import { answerRows } from '../forms/mail-rows';
import { type FormDefinition, type FormPipeline, storedByKey } from '../forms/pipeline';
import { greeting, renderMail } from '../mail/templates';

type SchoolRequestRow = typeof schoolRequests.$inferSelect;
type SchoolRequestValues = typeof schoolRequests.$inferInsert;

/** Where a request opens in the admin: its review. */
const ADMIN_RESOURCE = 'school-requests';

/** The stored request read back with the form's questions (the staff's mail). */
const answersOf = (row: SchoolRequestRow) => ({
  escuela: row.school,
  nivel: SCHOOL_LEVEL_LABELS[row.level as SchoolLevel] ?? row.level,
  alumnos: row.students,
  docente: row.name,
  email: row.email,
  telefono: row.phone,
  modalidad: SCHOOL_MODALITY_LABELS[row.modality as SchoolModality] ?? row.modality,
  fechas: row.preferredDates,
  temas: row.topics,
});

export function createSchoolTalksService(deps: ServiceDeps, { pipeline }: { pipeline: FormPipeline }) {
  const { publicUrl } = deps.config;

  const form: FormDefinition<typeof schoolRequestSchema, SchoolRequestRow, SchoolRequestValues> = {
    name: 'school',
    schema: schoolRequestSchema,
    async prepare(data, meta) {
      return {
        school: data.escuela,
        level: data.nivel,
        students: data.alumnos,
        name: data.docente,
        email: data.email,
        phone: data.telefono,
        modality: data.modalidad,
        preferredDates: data.fechas,
        topics: data.temas || null,
        ...meta,
      };
    },
    ...storedByKey(schoolRequests),
    adminPath: (id) => `${ADMIN_RESOURCE}/${id}`,
    staffMail(row, adminUrl) {
      const mail = renderMail({
        title: 'Nuevo pedido de charla en una escuela',
        paragraphs: [`${row.name} pidió una charla para ${row.school}.`],
        rows: answerRows(SCHOOL_REQUEST_LABELS, answersOf(row)),
        link: { href: adminUrl, label: 'Ver el pedido en el panel' },
      });
      return { subject: `Pedido de charla: ${row.school}`, ...mail };
    },
    applicantMail(row) {
      // Only our own words and the teacher's name: the form must not become a way to mail others any text.
      const subject = 'Recibimos tu pedido de una charla';
      return {
        to: row.email,
        subject,
        ...renderMail({
          title: subject,
          paragraphs: [
            greeting(row.name),
            'Recibimos tu pedido de una charla de El Campito para tu escuela. ¡Gracias por querer que tus alumnos y alumnas conozcan el refugio y el cuidado responsable de los animales!',
            'En estos días te escribimos o te llamamos para coordinar el día, el horario y los temas.',
          ],
          link: { href: `${publicUrl}/proyectoescolar`, label: 'El Campito Escolar' },
        }),
      };
    },
  };

  return pipeline.bind(form);
}
