// Monthly giving (issue 18): one rule per provider for the monthly form of /colaborar and
// /colaborar/{dogName}, its API (POST /api/subscriptions/mercadopago, /api/subscriptions/paypal), and staff's
// news about a dog ("Novedades"). The amount rules are the one-off ones (schemas/payment.ts); the email is
// the public forms' email field.
import { z } from 'zod';
import { MAX } from '../form-texts';
import { DOG_UPDATE_TEXT_MAX, MONTHLY_MSG, PLEDGE_MSG } from '../giving-texts';
import { PAYMENT_MSG } from '../payment-texts';
import { blankToNull, checkboxField, emailField, guardFields, requiredLine } from './applicant-fields';
import { imageRefSchema } from './dog';
import { dogNameField, mercadoPagoAmount, payPalAmount } from './payment';

/** No amount people type is longer; a longer text is refused before any rule reads it. */
const AMOUNT_TEXT_MAX = 40;

/** A quick amount (radio) or a typed one: a number (API) or the text of a form field. */
const amountInput = z
  .union([z.number(), z.string().max(AMOUNT_TEXT_MAX, PAYMENT_MSG.amountNotNumber)], {
    error: PAYMENT_MSG.amountNotNumber,
  })
  .optional();

const checkbox = checkboxField(MONTHLY_MSG.updatesInvalid);

const isBlank = (v: unknown) => v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * `monto` (a quick amount, a radio) or `otroMonto` (typed, wins when filled): the amount chosen must pass
 * `amountRule`; its message goes under the field that gave it. Runs also when other fields failed, so every
 * message shows at once.
 */
const refineChosenAmount =
  (amountRule: typeof mercadoPagoAmount) =>
  (v: { monto?: unknown; otroMonto?: unknown }, ctx: z.core.$RefinementCtx) => {
    if (!v || typeof v !== 'object') return;
    const typed = !isBlank(v.otroMonto);
    const raw = typed ? v.otroMonto : v.monto;
    if (isBlank(raw)) {
      ctx.addIssue({ code: 'custom', path: ['monto'], message: MONTHLY_MSG.amountChoice });
      return;
    }
    const parsed = amountRule.safeParse(raw);
    if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        path: [typed ? 'otroMonto' : 'monto'],
        message: parsed.error.issues[0]?.message ?? PAYMENT_MSG.amountNotNumber,
      });
  };

const chosenAmount = (amountRule: typeof mercadoPagoAmount, v: { monto?: unknown; otroMonto?: unknown }) =>
  amountRule.parse(isBlank(v.otroMonto) ? v.monto : v.otroMonto);

/**
 * The monthly form: the amount chosen (refineChosenAmount), the payer's email (required: the provider bills
 * that account and the confirmation goes there), the sponsor's wish for the dog's news, and the dog. Parses
 * to { monto, email, novedades, nombreDePerro }, the amount chosen as a number.
 */
function monthlySchema(amountRule: typeof mercadoPagoAmount) {
  return (
    z
      .object({
        monto: amountInput,
        otroMonto: amountInput,
        email: emailField(),
        novedades: checkbox,
        nombreDePerro: dogNameField,
      })
      .superRefine(refineChosenAmount(amountRule), { when: () => true })
      // The output parses again to itself (the API validates the body, then the service parses it).
      .transform((v) => ({
        monto: chosenAmount(amountRule, v),
        email: v.email.toLowerCase(),
        novedades: v.novedades,
        nombreDePerro: v.nombreDePerro,
      }))
  );
}

/**
 * A one-off gift from a campaign's page (issue 36): the amount chosen like the monthly form's, and the donor's
 * two wishes. The page then starts the provider's checkout with the campaign (campaignGiftFields).
 */
function campaignGiftSchema(amountRule: typeof mercadoPagoAmount) {
  return z
    .object({
      monto: amountInput,
      otroMonto: amountInput,
      novedades: checkbox,
      publico: checkbox,
    })
    .superRefine(refineChosenAmount(amountRule), { when: () => true })
    .transform((v) => ({ amount: chosenAmount(amountRule, v), novedades: v.novedades, publico: v.publico }));
}
export const mercadoPagoCampaignGiftSchema = campaignGiftSchema(mercadoPagoAmount);
export const payPalCampaignGiftSchema = campaignGiftSchema(payPalAmount);

/** Monthly in pesos through MercadoPago subscriptions (/preapproval): whole pesos, like a one-off gift. */
export const mercadoPagoMonthlySchema = monthlySchema(mercadoPagoAmount);
/** Monthly in dollars through PayPal Subscriptions: up to two decimals, like a one-off gift. */
export const payPalMonthlySchema = monthlySchema(payPalAmount);
/**
 * Monthly in pesos by bank transfer (issue 36): a pledge the donor keeps by transferring after each monthly
 * reminder. Their name goes on the reminders and receipts; the form has the public forms' guard fields.
 */
export const transferMonthlySchema = z.intersection(
  z.object({ name: requiredLine(PLEDGE_MSG.name, MAX.name), ...guardFields }),
  mercadoPagoMonthlySchema,
);

/** Staff's news about a dog (the admin's "Novedades"): the dog, a short text and an optional photo. */
export const dogUpdateSchema = z.object({
  dogId: z.uuid({ error: MONTHLY_MSG.updateDog }),
  text: z
    .string({ error: MONTHLY_MSG.updateText })
    .trim()
    .min(1, MONTHLY_MSG.updateText)
    .max(DOG_UPDATE_TEXT_MAX, MONTHLY_MSG.updateTooLong),
  image: z.preprocess(blankToNull, imageRefSchema.nullable()).optional(),
});

/** Editing a posted news item: its text and photo (the dog stays). */
export const dogUpdateEditSchema = dogUpdateSchema.omit({ dogId: true }).partial();
