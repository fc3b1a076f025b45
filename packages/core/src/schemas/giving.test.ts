import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_FORMAT, EMAIL_REQUIRED } from '../field-messages';
import { parseWith } from '../forms';
import { DOG_UPDATE_TEXT_MAX, MONTHLY_MSG, MONTHLY_QUICK_AMOUNTS } from '../giving-texts';
import { PAYMENT_MSG } from '../payment-texts';
import { careCoverageText } from '../text';
import { dogUpdateSchema, mercadoPagoMonthlySchema, payPalMonthlySchema } from './giving';

describe('the monthly form', () => {
  it('takes every quick amount as the form posts it, with the payer email lower-cased', () => {
    for (const monto of MONTHLY_QUICK_AMOUNTS.mercadopago) {
      expect(parseWith(mercadoPagoMonthlySchema, { monto: String(monto), email: 'Ana@Example.com' })).toEqual(
        {
          ok: true,
          data: { monto, email: 'ana@example.com', novedades: false, nombreDePerro: undefined },
        },
      );
    }
    for (const monto of MONTHLY_QUICK_AMOUNTS.paypal) {
      expect(parseWith(payPalMonthlySchema, { monto, email: 'a@example.com' })).toMatchObject({
        ok: true,
        data: { monto },
      });
    }
  });

  it('prefers a typed amount, and reports its problem under the field that has it', () => {
    expect(
      parseWith(mercadoPagoMonthlySchema, { monto: '1000', otroMonto: ' 2500 ', email: 'a@example.com' }),
    ).toMatchObject({ ok: true, data: { monto: 2500 } });
    expect(
      parseWith(mercadoPagoMonthlySchema, { monto: '1000', otroMonto: '', email: 'a@example.com' }),
    ).toMatchObject({ ok: true, data: { monto: 1000 } });
    expect(
      parseWith(mercadoPagoMonthlySchema, { monto: '1000', otroMonto: '25,50', email: 'a@example.com' }),
    ).toEqual({ ok: false, errors: { otroMonto: PAYMENT_MSG.pesosWhole } });
    expect(parseWith(payPalMonthlySchema, { otroMonto: '10,50', email: 'a@example.com' })).toMatchObject({
      ok: true,
      data: { monto: 10.5 },
    });
    expect(parseWith(payPalMonthlySchema, { monto: '0', email: 'a@example.com' })).toEqual({
      ok: false,
      errors: { monto: PAYMENT_MSG.dollarsMin },
    });
  });

  it('shows every message at once: the amount, the email and the news choice', () => {
    expect(parseWith(mercadoPagoMonthlySchema, { novedades: 'tal vez' })).toEqual({
      ok: false,
      errors: {
        email: EMAIL_REQUIRED,
        novedades: MONTHLY_MSG.updatesInvalid,
        monto: MONTHLY_MSG.amountChoice,
      },
    });
    expect(parseWith(mercadoPagoMonthlySchema, { monto: 1000, email: 'sin-arroba' })).toEqual({
      ok: false,
      errors: { email: EMAIL_FORMAT },
    });
  });

  it('reads the news checkbox as a form and as JSON send it', () => {
    for (const [value, wanted] of [
      ['on', true],
      [true, true],
      ['true', true],
      [false, false],
      ['', false],
      [undefined, false],
    ] as const) {
      expect(
        parseWith(mercadoPagoMonthlySchema, { monto: 1000, email: 'a@example.com', novedades: value }),
      ).toMatchObject({ ok: true, data: { novedades: wanted } });
    }
  });

  it('parses its own output again to the same value (the API validates, then the service parses)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.boolean(),
        fc.option(fc.constantFrom('Merlina', 'Turrón'), { nil: undefined }),
        (monto, novedades, nombreDePerro) => {
          const once = mercadoPagoMonthlySchema.parse({
            monto,
            email: 'X@Example.com',
            novedades,
            nombreDePerro,
          });
          expect(mercadoPagoMonthlySchema.parse(once)).toEqual(once);
        },
      ),
    );
  });

  it('never throws on hostile input, and refuses it with Spanish messages', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const parsed = parseWith(payPalMonthlySchema, input);
        if (!parsed.ok)
          for (const message of Object.values(parsed.errors)) expect(message).toMatch(/[a-záéíóúñ]/i);
      }),
    );
  });
});

describe("staff's news about a dog", () => {
  const dogId = '0b9c3f4e-6a52-4c1e-9a59-3e0f7f1c2d11';

  it('needs a dog and a text within its limit; the photo is optional', () => {
    expect(parseWith(dogUpdateSchema, { dogId, text: ' Ya camina. ' })).toEqual({
      ok: true,
      data: { dogId, text: 'Ya camina.' },
    });
    expect(parseWith(dogUpdateSchema, { dogId, text: 'Ya camina.', image: '' })).toMatchObject({
      ok: true,
      data: { image: null },
    });
    expect(parseWith(dogUpdateSchema, { dogId: 'x', text: ' ' })).toEqual({
      ok: false,
      errors: { dogId: MONTHLY_MSG.updateDog, text: MONTHLY_MSG.updateText },
    });
    expect(parseWith(dogUpdateSchema, { dogId, text: 'x'.repeat(DOG_UPDATE_TEXT_MAX + 1) })).toEqual({
      ok: false,
      errors: { text: MONTHLY_MSG.updateTooLong },
    });
  });
});

describe('the care meter sentence', () => {
  it('reads as the issue writes it', () => {
    expect(careCoverageText('Merlina', 40)).toBe('Cubrimos el 40 % de los cuidados de Merlina este mes');
  });
});
