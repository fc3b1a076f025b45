// /mi-transito — the foster's page (issue 38, item 3): for an account with the role «transito», the dogs
// they care for and cared for, with what staff share (care and medication, the next vet visit, the expected
// end), the updates they posted and a form to post one with photos, and their supply requests with a form
// to ask for more. Plain forms: no React in the browser, every button works without JavaScript.
import { AppError, FOSTER_MSG, FOSTER_UPDATE_PHOTOS, MSG, type PageHandle } from '@campito/core';
import { data, type HeadersFunction, Link, useActionData, useLoaderData } from 'react-router';
import { type FormAnswer, FosterDog, SupplyForm, SupplyList, UpdateForm } from '../components/foster-portal';
import { pageMeta } from '../lib/meta';
import { type UploadAnswer, uploadAction } from '../lib/upload-action.server';
import type { Route } from './+types/mi-transito';

export const handle: PageHandle = { hydrate: false, body: { files: FOSTER_UPDATE_PHOTOS } };

const TITLE = 'Mi tránsito';
const RETURN = '/mi-transito';

export const meta: Route.MetaFunction = () =>
  pageMeta(TITLE, 'Los perros que cuidás en tránsito, sus novedades y tus pedidos.', { noIndex: true });

// One foster's dogs and requests: never kept by a shared cache.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { state: 'signed-out' as const, overview: null };
  if (!user.roles.includes('transito')) return { state: 'not-foster' as const, overview: null };
  return { state: 'ready' as const, overview: await context.services.fosterPortal.overview(user) };
}

type Answer = UploadAnswer<{ intent: string; message: string }>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.user;
  if (!user)
    return data<Answer>(
      { ok: false, error: 'Tu sesión terminó: ingresá de nuevo a tu cuenta.', errors: {}, values: {} },
      { status: 401 },
    );
  const { fosterPortal, supplies } = context.services;
  return uploadAction(
    { read: () => fosterPortal.readForm(request), discard: fosterPortal.discardUploads, fileField: 'photos' },
    async (values, files) => {
      if (values.intent === 'novedad')
        return { intent: 'novedad', message: (await fosterPortal.postUpdate(user, values, files)).message };
      if (values.intent === 'pedido')
        return { intent: 'pedido', message: (await supplies.request(user, values)).message };
      throw new AppError(400, MSG.checkFields);
    },
  );
}

/**
 * The failed post of the form whose intent this is, with a summary when only fields are marked: a dog not
 * theirs says so (with one dog at home, its field is hidden).
 */
function failedFor(answer: Answer | undefined, intent: string): FormAnswer | undefined {
  if (!answer || answer.ok || answer.values.intent !== intent) return undefined;
  return { ...answer, error: answer.error ?? answer.errors.dogId ?? MSG.checkFields };
}

export default function FosterPage() {
  const { state, overview } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  // The forms the page shows; a failure none of them claims (a session that ended, a role or a dog no
  // longer there) shows at the top.
  const forms = overview ? [...(overview.current.length ? ['novedad'] : []), 'pedido'] : [];
  const unclaimed =
    answer && !answer.ok && !forms.includes(answer.values.intent ?? '')
      ? (answer.error ?? answer.errors.dogId ?? MSG.checkFields)
      : null;
  return (
    <div className="container page content-page shifts-page">
      <h1>{TITLE}</h1>
      {answer?.ok ? (
        <p className="form-success" role="status">
          {answer.message}
        </p>
      ) : null}
      {unclaimed ? (
        <p className="form-alert" role="alert">
          {unclaimed}
        </p>
      ) : null}
      {state === 'signed-out' ? (
        <p>
          Si sos hogar de tránsito de El Campito,{' '}
          <a href={`/profile?volver=${RETURN}`}>ingresá a tu cuenta</a> para ver a tus perros y hacer pedidos.
        </p>
      ) : state === 'not-foster' || !overview ? (
        <p>
          {FOSTER_MSG.notApproved} <Link to="/transito">Ser hogar de tránsito</Link>
        </p>
      ) : (
        <>
          <p className="lead">
            ¡Gracias por abrirle tu casa a un perro del refugio! Acá tenés lo que el equipo te compartió de
            cada uno; contanos cómo están y pedinos lo que necesites.
          </p>
          <section aria-labelledby="actuales-titulo">
            <h2 id="actuales-titulo">Tus perros ahora</h2>
            {overview.current.length === 0 ? (
              <p>Por ahora no tenés perros en tránsito. Cuando el equipo te asigne uno, lo vas a ver acá.</p>
            ) : (
              overview.current.map((dog) => <FosterDog key={dog.placementId} dog={dog} />)
            )}
          </section>
          {overview.current.length ? (
            <UpdateForm current={overview.current} answer={failedFor(answer, 'novedad')} />
          ) : null}
          <section aria-labelledby="pedidos-titulo">
            <h2 id="pedidos-titulo">Tus pedidos</h2>
            <SupplyList requests={overview.requests} />
          </section>
          <SupplyForm current={overview.current} answer={failedFor(answer, 'pedido')} />
          {overview.past.length ? (
            <section aria-labelledby="anteriores-titulo">
              <h2 id="anteriores-titulo">Perros que pasaron por tu casa</h2>
              {overview.past.map((dog) => (
                <FosterDog key={dog.placementId} dog={dog} />
              ))}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
