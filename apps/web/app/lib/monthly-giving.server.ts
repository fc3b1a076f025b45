// The monthly form's post on /colaborar and /colaborar/{dogName} (issue 18): start the provider's
// subscription and send the donor to authorize it there, or answer the form's messages (no JS needed).
import { formDataToObject, isAppError, PAYMENT_MSG, PLEDGE_MSG } from '@campito/core';
import { type AppLoadContext, data, redirect } from 'react-router';
import type { MonthlyResult } from './monthly-giving';

const text = (value: FormDataEntryValue | null, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

export async function monthlyAction(form: FormData, dogName: string | undefined, context: AppLoadContext) {
  const provider = form.get('provider');
  if (provider !== 'mercadopago' && provider !== 'paypal' && provider !== 'transferencia') {
    return data(
      { monthly: { provider: null, error: PAYMENT_MSG.unavailable } satisfies MonthlyResult },
      {
        status: 400,
      },
    );
  }
  const input = { ...formDataToObject(form), nombreDePerro: dogName };
  const values = {
    monto: text(form.get('monto'), 40),
    otroMonto: text(form.get('otroMonto'), 40),
    email: text(form.get('email'), 254),
    name: text(form.get('name'), 100),
    novedades: form.get('novedades') === 'on',
  };
  if (provider === 'transferencia') {
    // A pledge stays on the page: its thanks, and the mail with the account and the links (issue 36).
    const { provider: _p, frecuencia: _f, ...fields } = input as Record<string, unknown>;
    const sent = await context.services.pledges.submit(fields, { ip: context.ip, user: context.user });
    const result: MonthlyResult = sent.ok
      ? { provider, success: PLEDGE_MSG.pledged }
      : { provider, ...(sent.errors ? { errors: sent.errors } : { error: sent.error }), values };
    return data({ monthly: result }, { status: sent.ok ? 200 : sent.status });
  }
  const monthly = context.services.payments.subscriptions;
  const who = { ip: context.ip, userId: context.user?.id };
  try {
    if (provider === 'mercadopago') return redirect((await monthly.startMercadoPago(input, who)).initPoint);
    return redirect((await monthly.startPayPal(input, who)).approveUrl);
  } catch (err) {
    if (!isAppError(err)) throw err;
    // Field messages show under their fields; anything else (provider down, unknown dog) above the form.
    const fieldErrors = err.errors && !err.errors.nombreDePerro ? err.errors : undefined;
    const result: MonthlyResult = {
      provider,
      ...(fieldErrors ? { errors: fieldErrors } : { error: err.message }),
      values,
    };
    return data({ monthly: result }, { status: err.statusCode });
  }
}
