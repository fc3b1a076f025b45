// The /profile page action: login, registration, logout, the no-JavaScript profile check, the resend of
// the email-verification mail and the Google registration confirm (posted from the home modal). Each
// calls the same auth service as the REST API.
import {
  AUTH_MSG,
  afterLoginPath,
  type FieldErrors,
  formDataToObject,
  isAppError,
  loginSchema,
  MSG,
  type PublicUser,
  parseWith,
  RETURN_PARAM,
  registerSchema,
} from '@campito/core';
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from 'react-router';
import { hasStaffRole } from './account';
import { cookieHeaders } from './account.server';

export type ProfileActionData =
  /** `to`: where to go instead of reloading the profile (a safe `volver`), or null. */
  | { intent: 'login'; ok: true; user: PublicUser; to: string | null }
  | { intent: 'login'; ok: false; error: string | null; errors: FieldErrors; email: string; clicks: number }
  | { intent: 'register'; ok: true; message: string; email: string }
  | {
      intent: 'register';
      ok: false;
      error: string | null;
      errors: FieldErrors;
      values: { name: string; email: string };
    }
  | { intent: 'logout'; ok: true }
  | { intent: 'check'; ok: true; message: string }
  | { intent: 'resend-verification'; ok: boolean; message: string }
  | { intent: 'google-confirm'; ok: boolean; outcome: string; user: PublicUser | null }
  | { intent: 'unknown'; ok: false; error: string };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** Field errors under the fields; a form-wide one ("Ingrese algun dato", 401, 429) as the alert. */
function split(errors: FieldErrors, message?: string) {
  const { _: formError, ...fields } = errors;
  return { error: formError ?? (Object.keys(fields).length ? null : (message ?? null)), errors: fields };
}

export async function profileAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  // Set by the page once JavaScript runs: then answers are data for the fetcher (which stores the
  // profile and reloads, docs/product.md §4); without JavaScript, the classic redirect after a POST.
  const js = text(form, '_js') === '1';
  const cookie = request.headers.get('cookie');
  const { auth } = context.services;

  if (intent === 'login') {
    const clicks = Math.min(Number(text(form, 'clicks')) || 0, 99) + 1;
    const email = text(form, 'email').slice(0, 254);
    const parsed = parseWith(loginSchema, formDataToObject(form));
    if (!parsed.ok) {
      return data<ProfileActionData>(
        { intent, ok: false, ...split(parsed.errors), email, clicks },
        { status: 400 },
      );
    }
    try {
      const result = await auth.login(parsed.data, { ip: context.ip, cookieHeader: cookie });
      const headers = cookieHeaders(result.setCookies);
      // `?volver=` of the page the form was on (the admin panel's no-access page links there).
      const volver = new URL(request.url).searchParams.get(RETURN_PARAM);
      const to = afterLoginPath(volver, hasStaffRole(result.user.roles));
      if (!js) return redirect(to ?? '/profile', { headers });
      return data<ProfileActionData>({ intent, ok: true, user: result.user, to }, { headers });
    } catch (err) {
      if (!isAppError(err)) throw err;
      return data<ProfileActionData>(
        { intent, ok: false, ...split(err.errors ?? {}, err.message), email, clicks },
        { status: err.statusCode },
      );
    }
  }

  if (intent === 'register') {
    const values = { name: text(form, 'name').slice(0, 200), email: text(form, 'email').slice(0, 254) };
    const parsed = parseWith(registerSchema, {
      name: values.name,
      email: values.email,
      pass: text(form, 'pass'),
    });
    if (!parsed.ok) {
      return data<ProfileActionData>({ intent, ok: false, ...split(parsed.errors), values }, { status: 400 });
    }
    try {
      const user = await auth.register(parsed.data, context.ip);
      return data<ProfileActionData>({ intent, ok: true, message: AUTH_MSG.registered, email: user.email });
    } catch (err) {
      if (!isAppError(err)) throw err;
      return data<ProfileActionData>(
        { intent, ok: false, ...split(err.errors ?? {}, err.message), values },
        { status: err.statusCode },
      );
    }
  }

  if (intent === 'logout') {
    const headers = cookieHeaders((await auth.logout(cookie)).setCookies);
    if (!js) return redirect('/profile', { headers });
    return data<ProfileActionData>({ intent, ok: true }, { headers });
  }

  if (intent === 'check') {
    // Without JavaScript there is no stored copy to compare: the page just rendered is the server's.
    return data<ProfileActionData>({ intent, ok: true, message: AUTH_MSG.upToDate });
  }

  if (intent === 'resend-verification') {
    // "Reenviar el correo de verificación": for the signed-in person only; limited per account and address.
    if (!context.user) {
      return data<ProfileActionData>({ intent, ok: false, message: AUTH_MSG.noAccess }, { status: 401 });
    }
    try {
      const sent = await auth.resendVerification(context.user.id, context.ip);
      const message = sent === 'sent' ? AUTH_MSG.verifySent : AUTH_MSG.verifyAlready;
      return data<ProfileActionData>({ intent, ok: true, message });
    } catch (err) {
      if (!isAppError(err)) throw err;
      return data<ProfileActionData>({ intent, ok: false, message: err.message }, { status: err.statusCode });
    }
  }

  if (intent === 'google-confirm') {
    const result = await auth.google.confirm(cookie);
    const headers = cookieHeaders(result.setCookies);
    if (!js) return redirect(`/?google=${result.outcome}`, { headers });
    return data<ProfileActionData>(
      { intent, ok: result.outcome === 'welcome', outcome: result.outcome, user: result.user ?? null },
      { headers },
    );
  }

  return data<ProfileActionData>({ intent: 'unknown', ok: false, error: MSG.badRequest }, { status: 400 });
}
