// The yearly donation certificate (issue 36): a donor with a verified email asks for the certificate of a
// year in «Mis aportes»; staff issue it from the panel for any donor. The same rule for the profile's form,
// the page's action and the panel's request.
import { z } from 'zod';
import { MAX } from '../form-texts';
import { DNI_RE, NON_DIGIT_RE, TAX_ID_TEXT_RE } from '../patterns';
import { requiredLine } from './applicant-fields';
import { isValidCuit } from './site';

/** The first year the site may hold gifts of; later years are checked against the donor's gifts. */
const FIRST_YEAR = 2000;

export const CERTIFICATE_MSG = {
  year: 'Elegí el año del certificado.',
  name: 'Escribí el nombre que va en el certificado.',
  taxId: 'Ingresá tu CUIT o CUIL (11 números) o tu DNI (7 u 8 números), o dejalo vacío.',
  verifyEmail: 'Confirmá tu email para descargar el certificado de tus aportes.',
  noGifts: 'No encontramos aportes confirmados de ese año con tu email.',
  notFound:
    'No encontramos un certificado con ese código. Revisá que esté escrito igual que en el certificado.',
} as const;

/** "20-12345678-6", "20123456786" or "12.345.678" → its digits, when it is a valid CUIT/CUIL or a DNI. */
const taxIdOk = (digits: string) => DNI_RE.test(digits) || isValidCuit(digits);

export const certificateRequestSchema = z.object({
  year: z.coerce
    .number({ error: CERTIFICATE_MSG.year })
    .int(CERTIFICATE_MSG.year)
    .min(FIRST_YEAR, CERTIFICATE_MSG.year)
    .max(2100, CERTIFICATE_MSG.year),
  name: requiredLine(CERTIFICATE_MSG.name, MAX.name),
  /** Optional: a CUIT/CUIL or a DNI, stored as its digits. */
  taxId: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: CERTIFICATE_MSG.taxId })
      .max(20, { message: CERTIFICATE_MSG.taxId, abort: true })
      .refine((v) => TAX_ID_TEXT_RE.test(v), { message: CERTIFICATE_MSG.taxId, abort: true })
      .transform((v) => v.replace(NON_DIGIT_RE, ''))
      .refine((v) => v === '' || taxIdOk(v), CERTIFICATE_MSG.taxId),
  ),
});
export type CertificateRequest = z.infer<typeof certificateRequestSchema>;

/** How a certificate writes the donor's number: "CUIT/CUIL 20-12345678-6" or "DNI 12.345.678". */
export function taxIdLabel(digits: string): string {
  if (digits.length === 11)
    return `CUIT/CUIL ${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
  return `DNI ${Number(digits).toLocaleString('es-AR')}`;
}
