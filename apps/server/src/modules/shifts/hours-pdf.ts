// The certificate of volunteer hours as a PDF (issue 38, item 5): who, the shifts attended (date, task,
// hours), the total, the shelter's details from «Sitio» and the code to verify it — for the school's
// community hours or a CV. The same pdfkit page as the donation certificate (media/pdf-document.ts).
import { hoursText, longDay, shortDay } from '@campito/core';
import type { CertifiedShift } from '@campito/db';
import { openPdf, PDF_MARGIN, pdfTable } from '../../media/pdf-document';
import { shelterEntity } from '../certificates/certificate-pdf';

export interface HoursCertificateContent {
  code: string;
  name: string;
  dni: string;
  shifts: CertifiedShift[];
  totalMinutes: number;
  issuedAt: Date;
  shelter: { name: string; cuit: string; address: string };
  verifyUrl: string;
}

/** Date, task and hours (x from the margin, width). */
const COLUMNS = [
  { title: 'Fecha', x: 0, width: 90 },
  { title: 'Tarea', x: 90, width: 230 },
  { title: 'Horas', x: 320, width: 120 },
] as const;

const dniText = (digits: string) => Number(digits).toLocaleString('es-AR');

export async function renderHoursPdf(content: HoursCertificateContent): Promise<Buffer> {
  const { shelter } = content;
  const { doc, finish, width } = await openPdf({
    Title: `Certificado de horas de voluntariado — ${content.name}`,
    Author: shelter.name,
    Subject: `Verificación: ${content.code}`,
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Certificado de horas de voluntariado');
  doc.font('Helvetica').fontSize(10).text(`Código de verificación: ${content.code}`).moveDown(1.5);

  const entity = shelterEntity(shelter);
  const who = content.dni ? `${content.name}, DNI ${dniText(content.dni)},` : content.name;
  const first = content.shifts[0]!.startsAt;
  const last = content.shifts.at(-1)!.startsAt;
  doc
    .fontSize(11)
    .text(
      `${entity}, certifica que ${who} participó como voluntario o voluntaria en los turnos que se detallan a continuación, ${longDay(first) === longDay(last) ? `el ${longDay(first)}` : `entre el ${longDay(first)} y el ${longDay(last)}`}, con un total de ${hoursText(content.totalMinutes)}.`,
      { align: 'justify' },
    )
    .moveDown();

  pdfTable(
    doc,
    COLUMNS,
    content.shifts.map((shift) => [shortDay(shift.startsAt), shift.task, hoursText(shift.minutes)]),
    10,
  );

  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(
      `Total: ${hoursText(content.totalMinutes)} en ${content.shifts.length} ${content.shifts.length === 1 ? 'turno' : 'turnos'}`,
      PDF_MARGIN,
      doc.y,
      { width },
    );
  doc.font('Helvetica').fontSize(10).moveDown();
  doc.text(`Emitido el ${longDay(content.issuedAt)}.`, { width }).moveDown(0.5);
  doc.text('La autenticidad de este certificado puede verificarse en', { width });
  doc.text(content.verifyUrl, { width, lineBreak: false });
  return finish();
}
