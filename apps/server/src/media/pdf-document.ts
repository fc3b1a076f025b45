// The PDFs the site makes (the donation certificate, the adoption contract): pdfkit, loaded on the first
// document rather than at start-up, an A4 page in the standard Helvetica (its encoding has every Spanish
// letter), and the bytes collected once the document ends.

export const PDF_MARGIN = 56;

export async function openPdf(info: { Title: string; Author: string; Subject?: string }) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  /** Ends the document: its bytes. */
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, finish, width: doc.page.width - 2 * PDF_MARGIN };
}
