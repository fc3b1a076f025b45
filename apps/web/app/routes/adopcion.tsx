// /adopcion/{id}?t=… — the adoption contract (issue 37, item 1), from the mail staff send once a request is
// approved. The adopter reads it, types their full name, DNI and address, ticks «Leí el contrato y lo
// acepto» and accepts the version they read; then the page shows the accepted text and its PDF. A signed
// link: someone else's, an expired one or a used one shows what it is. A plain page and a plain form, no
// React in the browser; never cached, never indexed (it names a person).
import {
  CONTRACT_MSG,
  formDataToObject,
  isAppError,
  longDayTime,
  type PageHandle,
  paragraphs,
} from '@campito/core';
import { data, Form, type HeadersFunction, useActionData, useLoaderData } from 'react-router';
import { FieldStateProvider, Text } from '../components/public-forms/bound-fields';
import { FormFailure } from '../components/public-forms/form-status';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/adopcion';

export const handle: PageHandle = { hydrate: false, body: 'form' };

export const meta: Route.MetaFunction = () =>
  pageMeta('Contrato de adopción', 'El contrato de adopción responsable de El Campito.', { noIndex: true });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t');

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await context.services.contracts.page(params.id, tokenOf(request));
  // A link that is not ours is a 404, an expired one 410: the page says so either way.
  const status = page.state === 'invalid' ? 404 : page.state === 'expired' ? 410 : 200;
  return data({ page, token: tokenOf(request) ?? '' }, { status });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const input = formDataToObject(await request.formData());
  try {
    await context.services.contracts.accept(params.id, tokenOf(request), input, {
      ip: context.ip,
      userAgent: request.headers.get('user-agent') ?? undefined,
    });
    return { ok: true as const };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return data(
      { ok: false as const, error: err.errors ? undefined : err.message, errors: err.errors ?? {}, input },
      { status: err.statusCode },
    );
  }
}

export default function AdopcionPage() {
  const { page, token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (page.state === 'invalid' || page.state === 'expired')
    return (
      <div className="container page content-page">
        <h1>Contrato de adopción</h1>
        <p className="lead" role="status">
          {page.state === 'expired' ? CONTRACT_MSG.expired : CONTRACT_MSG.invalidLink}
        </p>
      </div>
    );
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <div className="container page content-page">
      <h1>{page.title}</h1>
      {page.state === 'accepted' ? (
        <div className="form-success" role="status">
          <p>
            {answer?.ok
              ? CONTRACT_MSG.accepted
              : `Aceptaste este contrato el ${longDayTime(page.acceptedAt)}.`}
          </p>
          <p>
            <a className="button" href={`${page.pdfPath}?t=${encodeURIComponent(token)}`} download>
              Descargar el contrato en PDF
            </a>
          </p>
        </div>
      ) : (
        <p className="lead">
          {`Leé el contrato con calma. Si estás de acuerdo, completá tus datos al final y aceptalo: después de eso coordinamos la entrega de ${page.dogName}.`}
        </p>
      )}
      <section className="contract-text" aria-labelledby="texto">
        <h2 id="texto">El contrato</h2>
        {paragraphs(page.text).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      {page.state === 'open' ? (
        <section aria-labelledby="aceptar">
          <h2 id="aceptar">Aceptar el contrato</h2>
          <Form method="post" className="form public-form" aria-label="Aceptar el contrato">
            <FormFailure message={failed?.error} />
            <FieldStateProvider errors={failed?.errors ?? {}} values={failed?.input ?? page.prefill}>
              <Text name="fullName" label="Tu nombre y apellido completos" autoComplete="name" />
              <Text
                name="dni"
                label="Tu DNI"
                inputMode="numeric"
                autoComplete="off"
                hint="Con o sin puntos."
              />
              <Text
                name="address"
                label="Tu domicilio"
                autoComplete="street-address"
                hint="Calle, número y localidad."
              />
            </FieldStateProvider>
            <div className="field donate-checkbox">
              <input
                id="acepto"
                type="checkbox"
                name="acepto"
                aria-invalid={failed?.errors.acepto ? true : undefined}
                aria-describedby={failed?.errors.acepto ? 'acepto-error' : undefined}
              />
              <label htmlFor="acepto">Leí el contrato y lo acepto</label>
              {failed?.errors.acepto ? (
                <p className="field-error" id="acepto-error">
                  {failed.errors.acepto}
                </p>
              ) : null}
            </div>
            <input type="hidden" name="version" value={page.version} />
            <button className="button" type="submit">
              Aceptar el contrato
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
