// /compromiso/{id}?t=… — a commitment of an adoption (issue 37): castration, vaccines, a microchip… The mail
// a week before its date links here; the adopter says it is done with a photo of the certificate (and a note
// if they want). A plain page and a plain multipart form, no React in the browser; never cached or indexed.
import { COMMITMENT_MSG, longDay, type PageHandle } from '@campito/core';
import { data, Form, type HeadersFunction, useActionData, useLoaderData } from 'react-router';
import { describedBy, fieldId, HintAndError } from '../components/form-kit';
import { FieldStateProvider, LongText } from '../components/public-forms/bound-fields';
import { FormFailure } from '../components/public-forms/form-status';
import { pageMeta } from '../lib/meta';
import { uploadAction } from '../lib/upload-action.server';
import type { Route } from './+types/compromiso';

export const handle: PageHandle = { hydrate: false, body: { files: 1 } };

export const meta: Route.MetaFunction = () =>
  pageMeta('Compromiso de la adopción', 'Avisanos que cumpliste un compromiso de la adopción.', {
    noIndex: true,
  });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t');
const PHOTO_HINT = 'JPG, PNG o WebP: que se lea la fecha y la firma del veterinario.';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await context.services.commitments.page(params.id, tokenOf(request));
  const status = page.state === 'invalid' ? 404 : page.state === 'cancelled' ? 410 : 200;
  return data({ page }, { status });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { commitments } = context.services;
  return uploadAction(
    { read: () => commitments.readForm(request), discard: commitments.discardUploads, fileField: 'photo' },
    async (values, files) => {
      await commitments.markDone(params.id, tokenOf(request), values, files);
      return {};
    },
  );
}

export default function CompromisoPage() {
  const { page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (page.state === 'invalid' || page.state === 'cancelled')
    return (
      <div className="container page content-page">
        <h1>Compromiso de la adopción</h1>
        <p className="lead" role="status">
          {page.state === 'invalid' ? COMMITMENT_MSG.invalidLink : COMMITMENT_MSG.cancelled}
        </p>
      </div>
    );
  const failed = answer && !answer.ok ? answer : undefined;
  const title = `${page.description}: ${page.dogName}`;
  if (page.state === 'done')
    return (
      <div className="container page content-page">
        <h1>{title}</h1>
        <div className="form-success" role="status">
          <p>{answer?.ok ? COMMITMENT_MSG.done : COMMITMENT_MSG.alreadyDone}</p>
        </div>
      </div>
    );
  return (
    <div className="container page content-page">
      <h1>{title}</h1>
      <p className="lead">
        {`Vence el ${longDay(page.dueOn)}. Cuando esté hecho, mandanos una foto del certificado o de la libreta y listo.`}
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="form public-form"
        aria-label="Avisar que está hecho"
      >
        <FormFailure message={failed?.error} />
        <div className="field">
          <label htmlFor={fieldId('photo')}>Foto del certificado o la libreta</label>
          <input
            id={fieldId('photo')}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={failed?.errors.photo ? true : undefined}
            aria-describedby={describedBy('photo', failed?.errors.photo, PHOTO_HINT)}
          />
          <HintAndError name="photo" error={failed?.errors.photo} hint={PHOTO_HINT} />
        </div>
        <FieldStateProvider errors={failed?.errors ?? {}} values={failed?.values ?? {}}>
          <LongText name="note" label="¿Algo que quieras contarnos? (opcional)" />
        </FieldStateProvider>
        <button className="button" type="submit">
          Avisar que está hecho
        </button>
      </Form>
    </div>
  );
}
