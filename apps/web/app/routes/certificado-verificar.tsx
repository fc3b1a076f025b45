// /certificados/{código} — anyone holding a donation certificate (an accountant, ARCA) checks that the
// shelter issued it (issue 36): its year, totals and date, whose it is only by initials and the last
// digits of the number, and whether a newer one replaced it. A volunteer's certificate of hours (issue 38)
// answers the same way: initials, the shifts' span and the total. /certificados asks for the code.
import { CERTIFICATE_MSG, formatAmount, hoursText, longDay, type PageHandle } from '@campito/core';
import { data, type HeadersFunction, redirect, useLoaderData } from 'react-router';
import { TextField } from '../components/form-kit';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/certificado-verificar';

export const handle: PageHandle = { hydrate: false };

const TITLE = 'Verificar un certificado';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Confirmá que un certificado de donaciones o de horas de voluntariado lo emitió El Campito.',
    {
      noIndex: true,
    },
  );

// About one donor's certificate: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get('codigo')?.trim().toUpperCase().slice(0, 40);
  if (!params.codigo && typed) throw redirect(`/certificados/${encodeURIComponent(typed)}`);
  if (!params.codigo) return { asked: false, certificate: null };
  const code = params.codigo.slice(0, 40);
  const certificate =
    (await context.services.certificates.verify(code)) ?? (await context.services.hours.verify(code));
  return certificate ? { asked: true, certificate } : data({ asked: true, certificate }, { status: 404 });
}

export default function VerifyCertificatePage() {
  const { asked, certificate } = useLoaderData<typeof loader>();
  return (
    <div className="container page content-page">
      <h1>{TITLE}</h1>
      {certificate?.kind === 'horas' ? (
        <>
          <p className="form-success" role="status">
            {`El certificado de horas de voluntariado ${certificate.code} es válido: lo emitió El Campito el ${longDay(certificate.issuedAt)}.`}
          </p>
          <dl className="certificate-summary">
            <div>
              <dt>Voluntario o voluntaria</dt>
              <dd>
                {certificate.initials}
                {certificate.dniEnd ? ` (DNI terminado en ${certificate.dniEnd})` : ''}
              </dd>
            </div>
            <div>
              <dt>Turnos</dt>
              <dd>
                {certificate.from && certificate.to
                  ? `${certificate.shifts} ${certificate.shifts === 1 ? 'turno' : 'turnos'}, del ${longDay(certificate.from)} al ${longDay(certificate.to)}`
                  : certificate.shifts}
              </dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{hoursText(certificate.totalMinutes)}</dd>
            </div>
          </dl>
        </>
      ) : certificate ? (
        <>
          <p className="form-success" role="status">
            {`El certificado ${certificate.code} es válido: lo emitió El Campito el ${longDay(certificate.issuedAt)}.`}
          </p>
          <dl className="certificate-summary">
            <div>
              <dt>Año</dt>
              <dd>{certificate.year}</dd>
            </div>
            <div>
              <dt>Donante</dt>
              <dd>
                {certificate.initials}
                {certificate.taxIdEnd ? ` (número terminado en ${certificate.taxIdEnd})` : ''}
              </dd>
            </div>
            {certificate.totals.map((t) => (
              <div key={t.currency}>
                <dt>{t.currency === 'ARS' ? 'Total en pesos' : 'Total en dólares'}</dt>
                <dd>{`${formatAmount(t.total, t.currency)} en ${t.gifts} ${t.gifts === 1 ? 'donación' : 'donaciones'}`}</dd>
              </div>
            ))}
          </dl>
          {certificate.replaced ? (
            <p>
              Hay un certificado más reciente del mismo año para esta persona (por ejemplo, con una donación
              confirmada después): vale el más nuevo.
            </p>
          ) : null}
        </>
      ) : null}
      {asked && !certificate ? (
        <p className="form-alert" role="alert">
          {CERTIFICATE_MSG.notFound}
        </p>
      ) : null}
      {certificate ? null : (
        <form method="get" action="/certificados" className="form">
          <TextField
            name="codigo"
            label="Código de verificación"
            hint="Figura arriba en el certificado, por ejemplo K7QD-2M9P-XR4T."
            autoComplete="off"
            autoCapitalize="characters"
            required
            maxLength={20}
          />
          <button type="submit" className="button">
            Verificar
          </button>
        </form>
      )}
    </div>
  );
}
