// /mis-aportes/certificado?anio=2025 — the yearly donation certificate (issue 36), for a signed-in donor with
// a verified email: the year, the name that goes on it and, if they want, their CUIT/CUIL or DNI. The
// action issues it and sends the browser to its PDF (a download: the page stays). January's mail links
// here. A plain form, no React in the browser.
import {
  CERTIFICATE_MSG,
  certificateRequestSchema,
  type FieldErrors,
  formDataToObject,
  isAppError,
  type PageHandle,
  parseWith,
} from '@campito/core';
import { data, Form, type HeadersFunction, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { FieldStateProvider, Select, Text } from '../components/public-forms/bound-fields';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/certificado';

export const handle: PageHandle = { hydrate: false };

const TITLE = 'Certificado de donaciones';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'El certificado anual de tus donaciones a El Campito.', { noIndex: true });

// One person's data: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.user ? await context.services.certificates.viewerOf(context.user.id) : null;
  if (!viewer) return { state: 'signed-out' as const, years: [], name: '', year: null };
  if (!viewer.verified) return { state: 'unverified' as const, years: [], name: '', year: null };
  const years = await context.services.certificates.yearsOf(viewer.email);
  const asked = Number(new URL(request.url).searchParams.get('anio'));
  return { state: 'ready' as const, years, name: viewer.name, year: years.includes(asked) ? asked : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = formDataToObject(await request.formData());
  const parsed = parseWith(certificateRequestSchema, input);
  if (!parsed.ok)
    return data({ errors: parsed.errors, message: null as string | null, input }, { status: 400 });
  const viewer = context.user ? await context.services.certificates.viewerOf(context.user.id) : null;
  if (!viewer)
    return data({ errors: {} as FieldErrors, message: CERTIFICATE_MSG.verifyEmail, input }, { status: 401 });
  try {
    const { code } = await context.services.certificates.issue(viewer, parsed.data);
    return redirect(`/api/certificados/${code}/pdf`, 303);
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data({ errors: {} as FieldErrors, message: err.message, input }, { status: err.statusCode });
  }
}

export default function CertificatePage() {
  const { state, years, name, year } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // What was posted, kept; before that, the year asked for (January's mail) and the account's name.
  const values = answer?.input ?? { year: String(year ?? years[0]), name };
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      {state === 'signed-out' ? (
        <p>
          Para descargar el certificado de tus donaciones,{' '}
          <a href="/profile?volver=/mis-aportes/certificado">ingresá a tu cuenta</a> con el email con el que
          donaste (o registrate con ese email).
        </p>
      ) : state === 'unverified' ? (
        <p>
          {CERTIFICATE_MSG.verifyEmail} Te mandamos el enlace cuando te registraste; podés pedirlo de nuevo
          desde <a href="/profile">Mi perfil</a>.
        </p>
      ) : years.length === 0 ? (
        <p>
          Todavía no hay donaciones confirmadas con tu email. Cuando dones desde{' '}
          <a href="/colaborar">Colaborar</a> con este email, vas a poder descargar el certificado de cada año.
        </p>
      ) : (
        <>
          <p className="lead">
            Lista todas tus donaciones confirmadas del año por transferencia, Mercado Pago, PayPal u otro
            medio electrónico, con el total por moneda y un código para verificarlo.
          </p>
          <p>
            La deducción en el Impuesto a las Ganancias depende de la situación del refugio ante ARCA y de tu
            propia situación: consultalo con tu contador.
          </p>
          {answer?.message ? (
            <p className="form-alert" role="alert">
              {answer.message}
            </p>
          ) : null}
          <Form method="post" reloadDocument className="form" noValidate>
            <FieldStateProvider errors={answer?.errors ?? {}} values={values}>
              <Select
                name="year"
                label="Año"
                values={years.map(String)}
                labels={Object.fromEntries(years.map((y) => [String(y), String(y)]))}
                placeholder={null}
              />
              <Text
                name="name"
                label="Nombre y apellido, como va en el certificado"
                autoComplete="name"
                required
                maxLength={100}
              />
              <Text
                name="taxId"
                label="CUIT, CUIL o DNI (opcional)"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                hint="Si lo agregás, figura en el certificado. Con o sin guiones."
              />
            </FieldStateProvider>
            <button type="submit" className="button">
              Descargar el certificado (PDF)
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to="/profile">Volver a Mi perfil</Link>
      </p>
    </div>
  );
}
