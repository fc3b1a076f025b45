// "Avisanos tu transferencia" (issue 18): a donor who sent money to the shelter's account tells staff, who
// confirm it in the panel against the bank statement. Pesos only (the account is an Argentine CBU/CVU);
// the same amount rule as the pesos checkout. The browser, the page action and POST /api/transferencias
// all use it.
import { z } from 'zod';
import { isoDay } from '../dates';
import { BIRTHDAY_FUTURE, YOUR_NAME_REQUIRED } from '../field-messages';
import { MAX, todayIso } from '../form-texts';
import { MSG } from '../messages';
import { PAYMENT_MSG } from '../payment-texts';
import {
  emailField,
  guardFields,
  isRealDay,
  optionalText,
  requiredLine,
  strictForm,
} from './applicant-fields';
import { campaignGiftFields } from './campaigns';
import { mercadoPagoAmount } from './payment';

/** How far back a transfer may be told about: older ones are a conversation with staff, not a form. */
export const TRANSFER_MAX_AGE_DAYS = 90;

export const TRANSFER_MSG = {
  name: YOUR_NAME_REQUIRED,
  date: 'Ingresá la fecha de la transferencia',
  dateFuture: BIRTHDAY_FUTURE,
  dateOld: `Sólo podés avisar transferencias de los últimos ${TRANSFER_MAX_AGE_DAYS} días: para una anterior, escribinos.`,
  dogName: PAYMENT_MSG.dogName,
  /** Stored: what the page and the API answer. */
  received:
    '¡Gracias! Recibimos tu aviso. Cuando el equipo vea la transferencia en la cuenta la confirma y te manda el recibo por email.',
} as const;

const daysAgoIso = (days: number) => isoDay(Date.now() - days * 86_400_000);
const transferDate = z
  .string({ error: TRANSFER_MSG.date })
  .trim()
  .max(10, { message: TRANSFER_MSG.date, abort: true })
  .refine(isRealDay, { message: TRANSFER_MSG.date, abort: true })
  .refine((v) => v <= todayIso(), TRANSFER_MSG.dateFuture)
  .refine((v) => v >= daysAgoIso(TRANSFER_MAX_AGE_DAYS), TRANSFER_MSG.dateOld);

export const transferNoticeSchema = strictForm({
  name: requiredLine(TRANSFER_MSG.name, MAX.name),
  email: emailField(),
  amount: mercadoPagoAmount,
  date: transferDate,
  /** The bank's operation number, if they have it: it helps staff find the transfer. */
  reference: optionalText(100),
  /** A sponsorship of this dog (/colaborar/{dogName}); blank: a donation. */
  nombreDePerro: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: TRANSFER_MSG.dogName }).trim().max(100, TRANSFER_MSG.dogName).optional(),
  ),
  /**
   * The monthly pledge this transfer keeps (issue 36): the signed reference of its reminder's link, which
   * the page carries as a hidden field. A wrong one is ignored: the notice stays a plain transfer.
   */
  aporte: z.string({ error: MSG.badRequest }).max(300, MSG.badRequest).optional(),
  /** A gift to a campaign (its page's link to this form carries it), with the donor's two wishes. */
  ...campaignGiftFields,
  ...guardFields,
});
