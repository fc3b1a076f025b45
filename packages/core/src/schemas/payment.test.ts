import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MERCADOPAGO_QUICK_AMOUNTS, PAYPAL_QUICK_AMOUNTS } from '../constants';
import { parseWith } from '../forms';
import { formatAmount, PAYMENT_MSG } from '../payment-texts';
import { mercadoPagoAmount, mercadoPagoDonationSchema, payPalAmount, payPalDonationSchema } from './payment';

const M = PAYMENT_MSG;
const problem = (schema: typeof mercadoPagoAmount, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('MercadoPago amounts (whole pesos)', () => {
  it('accepts every quick amount, as a number or as form text', () => {
    for (const amount of MERCADOPAGO_QUICK_AMOUNTS) {
      expect(mercadoPagoAmount.parse(amount)).toBe(amount);
      expect(mercadoPagoAmount.parse(String(amount))).toBe(amount);
    }
    expect(mercadoPagoAmount.parse(' 1 ')).toBe(1);
    expect(mercadoPagoAmount.parse(2_000_000)).toBe(2_000_000);
  });

  it('reads thousands written the Argentine way', () => {
    expect(mercadoPagoAmount.parse('15.000')).toBe(15_000);
    expect(mercadoPagoAmount.parse('1.500.000')).toBe(1_500_000);
    expect(mercadoPagoAmount.parse('999')).toBe(999);
    expect(problem(mercadoPagoAmount, '2.500,50')).toBe(M.pesosWhole);
    expect(problem(mercadoPagoAmount, '15.00')).toBe(M.pesosWhole);
    expect(problem(mercadoPagoAmount, '1.5000')).toBe(M.pesosWhole);
    expect(problem(mercadoPagoAmount, '3.000.000')).toBe(M.pesosMax);
  });

  it('refuses cents, separators, zero, negatives, text and huge sums with a Spanish message', () => {
    expect(problem(mercadoPagoAmount, 10.5)).toBe(M.pesosWhole);
    expect(problem(mercadoPagoAmount, '10,50')).toBe(M.pesosWhole);
    expect(problem(mercadoPagoAmount, '500.00')).toBe(M.pesosWhole);
    expect(problem(mercadoPagoAmount, 0)).toBe(M.pesosMin);
    expect(problem(mercadoPagoAmount, '0')).toBe(M.pesosMin);
    expect(problem(mercadoPagoAmount, -200)).toBe(M.pesosMin);
    expect(problem(mercadoPagoAmount, '-5')).toBe(M.pesosMin);
    expect(problem(mercadoPagoAmount, 'mil')).toBe(M.amountNotNumber);
    expect(problem(mercadoPagoAmount, '1e5')).toBe(M.amountNotNumber);
    expect(problem(mercadoPagoAmount, '$ 500')).toBe(M.amountNotNumber);
    expect(problem(mercadoPagoAmount, Number.NaN)).toBe(M.amountNotNumber);
    expect(problem(mercadoPagoAmount, Number.POSITIVE_INFINITY)).toBe(M.amountNotNumber);
    expect(problem(mercadoPagoAmount, true)).toBe(M.amountNotNumber);
    expect(problem(mercadoPagoAmount, 2_000_001)).toBe(M.pesosMax);
    expect(problem(mercadoPagoAmount, 1e30)).toBe(M.pesosMax);
    expect(problem(mercadoPagoAmount, '99999999999999999999')).toBe(M.pesosMax);
    expect(problem(mercadoPagoAmount, '')).toBe(M.amountRequired);
    expect(problem(mercadoPagoAmount, undefined)).toBe(M.amountRequired);
    expect(problem(mercadoPagoAmount, null)).toBe(M.amountRequired);
  });

  it('accepts exactly the whole numbers from 1 to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), (n) => {
        const ok = mercadoPagoAmount.safeParse(n).success;
        expect(ok).toBe(n >= 1 && n <= 2_000_000);
        expect(mercadoPagoAmount.safeParse(String(n)).success).toBe(ok);
      }),
    );
  });
});

describe('PayPal amounts (dollars)', () => {
  it('accepts every quick amount and cents up to two decimals', () => {
    for (const amount of PAYPAL_QUICK_AMOUNTS) expect(payPalAmount.parse(String(amount))).toBe(amount);
    expect(payPalAmount.parse('10,50')).toBe(10.5);
    expect(payPalAmount.parse('1.99')).toBe(1.99);
    expect(payPalAmount.parse(10.1)).toBe(10.1);
    expect(payPalAmount.parse(10_000)).toBe(10_000);
  });

  it('refuses fractions of a cent, zero, negatives, text and huge sums with a Spanish message', () => {
    expect(problem(payPalAmount, '10,005')).toBe(M.dollarsCents);
    expect(problem(payPalAmount, 10.123)).toBe(M.dollarsCents);
    expect(problem(payPalAmount, 0)).toBe(M.dollarsMin);
    expect(problem(payPalAmount, 0.5)).toBe(M.dollarsMin);
    expect(problem(payPalAmount, -10)).toBe(M.dollarsMin);
    expect(problem(payPalAmount, 'diez')).toBe(M.amountNotNumber);
    expect(problem(payPalAmount, 10_000.01)).toBe(M.dollarsMax);
    expect(problem(payPalAmount, 1e20)).toBe(M.dollarsMax);
    expect(problem(payPalAmount, ' ')).toBe(M.amountRequired);
  });
});

describe('PayPal amounts typed the Argentine way', () => {
  it('reads a comma before the cents and dots between thousands', () => {
    expect(payPalAmount.parse('10,50')).toBe(10.5);
    expect(payPalAmount.parse('10.50')).toBe(10.5);
    expect(payPalAmount.parse('1.000')).toBe(1000);
    expect(payPalAmount.parse('1.000,25')).toBe(1000.25);
  });

  it('reads any whole amount written with thousands dots as that amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2_000_000 }), (n) => {
        const typed = n.toLocaleString('es-AR');
        expect(typed).toContain('.');
        expect(mercadoPagoAmount.parse(typed)).toBe(n);
      }),
    );
  });
});

describe('donation payloads', () => {
  it('reads the payloads of docs/product.md §7 and names the failing field', () => {
    expect(parseWith(mercadoPagoDonationSchema, { title: 'Donación', unit_price: 500 })).toEqual({
      ok: true,
      data: { title: 'Donación', unit_price: 500 },
    });
    expect(parseWith(payPalDonationSchema, { monto: '25', nombreDePerro: ' Firulais ' })).toEqual({
      ok: true,
      data: { monto: 25, nombreDePerro: 'Firulais' },
    });
    expect(parseWith(payPalDonationSchema, { monto: '5', nombreDePerro: '' })).toEqual({
      ok: true,
      data: { monto: 5 },
    });
    expect(parseWith(mercadoPagoDonationSchema, { unit_price: '10,5' })).toEqual({
      ok: false,
      errors: { unit_price: M.pesosWhole },
    });
    expect(parseWith(payPalDonationSchema, {})).toEqual({ ok: false, errors: { monto: M.amountRequired } });
  });
});

describe('formatAmount', () => {
  it('writes pesos and dollars the Argentine way', () => {
    expect(formatAmount(7000, 'ARS')).toBe('$ 7.000');
    expect(formatAmount(5, 'USD')).toBe('US$ 5');
    expect(formatAmount(10.5, 'USD')).toBe('US$ 10,50');
  });
});
