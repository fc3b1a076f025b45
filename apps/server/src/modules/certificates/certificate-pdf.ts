// The yearly donation certificate as a PDF (issue 36), drawn with pdfkit: an A4 page (more when the gifts
// do not fit) in the standard Helvetica, whose encoding has every Spanish letter. It certifies what was
// received and never promises that the donor may deduct it: that depends on the shelter's standing with
// ARCA, which staff declare in «Sitio» and the certificate quotes.
import { formatAmount, formatCuit, longDay, shortDay, taxIdLabel } from '@campito/core';
import type { CertificateGift, CertificateTotal } from '@campito/db';
import { openPdf, PDF_MARGIN, pdfTable } from '../../media/pdf-document';

export interface CertificateContent {
  code: string;
  year: number;
  donorName: string;
  donorTaxId: string;
  gifts: CertificateGift[];
  totals: CertificateTotal[];
  issuedAt: Date;
  shelter: { name: string; cuit: string; address: string; taxStatus: string };
  verifyUrl: string;
}

const CURRENCY_NAMES = { ARS: 'pesos argentinos (ARS)', USD: 'dólares estadounidenses (USD)' } as const;

/** Said on every certificate, whatever staff declare: deducting is the donor's and ARCA's matter. */
const DEDUCTION_NOTE =
  'Este certificado deja constancia de las donaciones recibidas. Su deducción en el Impuesto a las Ganancias está sujeta a la normativa vigente y a la situación de la entidad ante ARCA, y no queda garantizada por este documento.';

/** The table's columns: date, amount, currency, method, reference (x from the margin, width). */
const COLUMNS = [
  { title: 'Fecha', x: 0, width: 62 },
  { title: 'Monto', x: 62, width: 82 },
  { title: 'Moneda', x: 144, width: 46 },
  { title: 'Medio', x: 190, width: 98 },
  // Wide enough for one of our ids (a transfer's reference) on one line.
  { title: 'Referencia', x: 288, width: 195 },
] as const;

/** «El Campito, CUIT 30-…, con domicilio en …»: who certifies, from «Sitio» (also the hours' certificate). */
export function shelterEntity(shelter: { name: string; cuit: string; address: string }): string {
  return [
    shelter.name,
    shelter.cuit ? `CUIT ${formatCuit(shelter.cuit)}` : '',
    shelter.address ? `con domicilio en ${shelter.address}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The certificate's PDF bytes. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const { shelter } = content;
  const { doc, finish, width } = await openPdf({
    Title: `Certificado de donaciones ${content.year} — ${content.donorName}`,
    Author: shelter.name,
    Subject: `Verificación: ${content.code}`,
  });

  doc.font('Helvetica-Bold').fontSize(16).text(`Certificado de donaciones — Año ${content.year}`);
  doc.font('Helvetica').fontSize(10).text(`Código de verificación: ${content.code}`).moveDown(1.5);

  const entity = shelterEntity(shelter);
  const donor = content.donorTaxId
    ? `${content.donorName}, ${taxIdLabel(content.donorTaxId)},`
    : content.donorName;
  doc
    .fontSize(11)
    .text(
      `${entity}, certifica que ${donor} realizó a esta entidad durante el año ${content.year} las donaciones que se detallan a continuación, recibidas por medios bancarios o electrónicos de pago.`,
      { align: 'justify' },
    )
    .moveDown();

  pdfTable(
    doc,
    COLUMNS,
    content.gifts.map((gift) => [
      shortDay(gift.date),
      formatAmount(gift.total, gift.currency),
      gift.currency,
      gift.method,
      gift.reference,
    ]),
    9,
  );

  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11);
  for (const total of content.totals)
    doc.text(
      `Total en ${CURRENCY_NAMES[total.currency]}: ${formatAmount(total.total, total.currency)} (${total.gifts} ${total.gifts === 1 ? 'donación' : 'donaciones'})`,
      PDF_MARGIN,
      doc.y,
      { width },
    );
  doc.font('Helvetica').fontSize(10).moveDown();
  if (shelter.taxStatus)
    doc
      .text(`Situación de la entidad ante ARCA: ${shelter.taxStatus}`, { width, align: 'justify' })
      .moveDown(0.5);
  doc.text(DEDUCTION_NOTE, { width, align: 'justify' }).moveDown();
  doc.text(`Emitido el ${longDay(content.issuedAt)}.`, { width }).moveDown(0.5);
  doc.text('La autenticidad de este certificado puede verificarse en', { width });
  doc.text(content.verifyUrl, { width, lineBreak: false });
  return finish();
}
