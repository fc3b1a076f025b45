// A PDF read back as text with poppler's `pdftotext` (the donation certificate's tests, issue 36). Outside
// CI a machine without it skips those tests, saying so; with CI=true (`.ci/run` installs poppler-utils)
// it is a failure, like a missing browser or database.
import { execFileSync } from 'node:child_process';

const installed = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const ci = process.env.CI === 'true' || process.env.CI === '1';
if (!installed && !ci)
  console.warn('pdftotext is not installed (apt-get install poppler-utils): PDF tests skip');

/** Whether the PDF tests run here. */
export const canReadPdf = installed || ci;

/** The text of a PDF, its lines as laid out on the page. */
export const pdfText = (bytes: Buffer | Uint8Array): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });
