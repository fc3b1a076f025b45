// The PDFs the site makes (the donation certificate, the adoption contract): pdfkit, loaded on the first
// document rather than at start-up, an A4 page in the standard Helvetica (its encoding has every Spanish
// letter), and the bytes collected once the document ends.

export const PDF_MARGIN = 56;

/** The headers of a PDF sent as a download: one person's document, never kept by a shared cache. */
export const pdfAttachment = (filename: string) => ({
  'content-type': 'application/pdf',
  'cache-control': 'private, no-store',
  'content-disposition': `attachment; filename="${filename}"`,
});

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

type Doc = Awaited<ReturnType<typeof openPdf>>['doc'];

/** A table's column: its title, where it starts (from the margin) and how wide it is. */
export interface PdfColumn {
  title: string;
  x: number;
  width: number;
}

/**
 * A table at the margin: the titles in bold, then one line per row, each as tall as its tallest cell; a row
 * that would not fit goes to a new page.
 */
export function pdfTable(doc: Doc, columns: readonly PdfColumn[], rows: string[][], fontSize: number) {
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - PDF_MARGIN - 20) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    let height = 0;
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', PDF_MARGIN + column.x, y, { width: column.width - 6 });
      height = Math.max(height, doc.y - y);
    });
    doc.x = PDF_MARGIN;
    doc.y = y + height + 4;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const cells of rows) row(cells);
}
