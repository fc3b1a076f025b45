// The monthly form's post on /colaborar and /colaborar/{dogName} (issue 18): start the provider's
// subscription and send the donor to authorize it there, or answer the form's messages (no JS needed).
import { formDataToObject, isAppError, PAYMENT_MSG } from '@campito/core';
import { type AppLoadContext, data, redirect } from 'react-router';
import type { MonthlyResult } from './monthly-giving';

const text = (value: FormDataEntryValue | null, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

export async function monthlyAction(form: FormData, dogName: string | undefined, context: AppLoadContext) {
  const provider = form.get('provider');
  if (provider !== 'mercadopago' && provider !== 'paypal') {
    return data(
      { monthly: { provider: null, error: PAYMENT_MSG.unavailable } satisfies MonthlyResult },
      {
        status: 400,
      },
    );
  }
  const input = { ...formDataToObject(form), nombreDePerro: dogName };
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
      values: {
        monto: text(form.get('monto'), 40),
        otroMonto: text(form.get('otroMonto'), 40),
        email: text(form.get('email'), 254),
        novedades: form.get('novedades') === 'on',
      },
    };
    return data({ monthly: result }, { status: err.statusCode });
  }
}
