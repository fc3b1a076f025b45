// The accepted adoption contract as a PDF (issue 37): the text exactly as accepted, paragraph by paragraph,
// and under it the SHA-256 that names that text, so either party can show it was not changed.
import { paragraphs } from '@campito/core';
import { openPdf } from '../../media/pdf-document';

export async function renderContractPdf(content: {
  title: string;
  text: string;
  acceptedAt: Date;
  hash: string;
}) {
  const { doc, finish, width } = await openPdf({
    Title: content.title,
    Author: 'El Campito',
    Subject: `SHA-256: ${content.hash}`,
  });
  doc.font('Helvetica-Bold').fontSize(16).text(content.title).moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const paragraph of paragraphs(content.text))
    doc.text(paragraph, { width, align: 'justify' }).moveDown(0.6);
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#555555')
    .text(`Versión aceptada (SHA-256): ${content.hash}`, { width });
  return finish();
}
