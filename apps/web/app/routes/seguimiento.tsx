// /seguimiento/{id}?t=… — a follow-up after the adoption (issue 37), from the mail the rounds send at 7 days,
// a month, three and six months. The adopter says how the dog is, with up to 4 photos and whether we may
// publish it; later, the same link takes that permission back. A plain page and a plain multipart form, no
// React in the browser; never cached, never indexed (it names a person and a home).
import {
  FEELING_LABELS,
  FOLLOWUP_FEELINGS,
  FOLLOWUP_MAX_PHOTOS,
  FOLLOWUP_MSG,
  FOLLOWUP_QUESTIONS,
  type PageHandle,
} from '@campito/core';
import { data, Form, type HeadersFunction, useActionData, useLoaderData } from 'react-router';
import { describedBy, fieldId, HintAndError } from '../components/form-kit';
import { FieldStateProvider, LongText, Radios } from '../components/public-forms/bound-fields';
import { FormFailure } from '../components/public-forms/form-status';
import { pageMeta } from '../lib/meta';
import { uploadAction } from '../lib/upload-action.server';
import type { Route } from './+types/seguimiento';

export const handle: PageHandle = { hydrate: false, body: { files: FOLLOWUP_MAX_PHOTOS } };

export const meta: Route.MetaFunction = () =>
  pageMeta('Seguimiento de la adopción', 'Contanos cómo está el perro que adoptaste en El Campito.', {
    noIndex: true,
  });

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const PHOTOS_HINT = 'JPG, PNG o WebP. Si hubo un error, elegilas de nuevo.';
const tokenOf = (request: Request) => new URL(request.url).searchParams.get('t');
const STATUS = { invalid: 404, expired: 410, cancelled: 410, notYet: 409 } as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await context.services.followups.page(params.id, tokenOf(request));
  const status = page.state in STATUS ? STATUS[page.state as keyof typeof STATUS] : 200;
  return data({ page }, { status });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { followups } = context.services;
  const token = tokenOf(request);
  return uploadAction(
    { read: () => followups.readForm(request), discard: followups.discardUploads, fileField: 'photos' },
    async (values, files) => {
      // The same link takes the permission to publish back.
      if (values.intent === 'retirar') {
        await followups.withdraw(params.id, token);
        return { withdrawn: true };
      }
      await followups.answer(params.id, token, values, files);
      return { withdrawn: false };
    },
  );
}

const MESSAGES = {
  invalid: FOLLOWUP_MSG.invalidLink,
  expired: FOLLOWUP_MSG.expired,
  cancelled: FOLLOWUP_MSG.cancelled,
  notYet: FOLLOWUP_MSG.notYet,
} as const;

export default function SeguimientoPage() {
  const { page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (page.state !== 'open' && page.state !== 'answered')
    return (
      <div className="container page content-page">
        <h1>Seguimiento de la adopción</h1>
        <p className="lead" role="status">
          {MESSAGES[page.state]}
        </p>
      </div>
    );
  const failed = answer && !answer.ok ? answer : undefined;
  if (page.state === 'answered')
    return (
      <div className="container page content-page">
        <h1>{page.title}</h1>
        <div className="form-success" role="status">
          <p>
            {answer?.ok
              ? answer.withdrawn
                ? FOLLOWUP_MSG.withdrawn
                : FOLLOWUP_MSG.answered
              : FOLLOWUP_MSG.alreadyAnswered}
          </p>
        </div>
        <FormFailure message={failed?.error} />
        {page.mayPublish ? (
          <Form method="post" encType="multipart/form-data" className="form public-form">
            <p>
              {page.published
                ? `Tu respuesta está publicada como historia de ${page.dogName}. Si preferís que no esté, sacala con este botón.`
                : `Nos diste permiso para publicar tu respuesta y tus fotos. Si cambiaste de idea, avisanos con este botón.`}
            </p>
            <input type="hidden" name="intent" value="retirar" />
            <button className="button secondary" type="submit">
              No publicar mi respuesta
            </button>
          </Form>
        ) : null}
      </div>
    );
  return (
    <div className="container page content-page">
      <h1>{page.title}</h1>
      <p className="lead">
        {`¡Hola! Queremos saber cómo está ${page.dogName}. Son unas pocas preguntas; si algo no anda bien, contanos: para eso estamos.`}
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="form public-form"
        aria-label="Contarles cómo está"
      >
        <FormFailure message={failed?.error} />
        <FieldStateProvider errors={failed?.errors ?? {}} values={failed?.values ?? {}}>
          <LongText name="howIsDog" label={`¿Cómo está ${page.dogName}?`} rows={5} />
          {(['eating', 'sleeping', 'gettingAlong'] as const).map((name) => (
            <Radios
              key={name}
              name={name}
              label={FOLLOWUP_QUESTIONS[name]}
              values={FOLLOWUP_FEELINGS}
              labels={FEELING_LABELS}
            />
          ))}
          <LongText name="problem" label="¿Hay algún problema? (opcional)" />
          <Checkbox name="wantsHelp" label="Quiero que me ayuden o me llamen" values={failed?.values} />
          <div className="field">
            <label htmlFor={fieldId('photos')}>{`Fotos (opcional, hasta ${FOLLOWUP_MAX_PHOTOS})`}</label>
            <input
              id={fieldId('photos')}
              type="file"
              name="photos"
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={failed?.errors.photos ? true : undefined}
              aria-describedby={describedBy('photos', failed?.errors.photos, PHOTOS_HINT)}
            />
            <HintAndError name="photos" error={failed?.errors.photos} hint={PHOTOS_HINT} />
          </div>
          <Checkbox
            name="mayPublish"
            label={`El refugio puede publicar mi respuesta con las fotos como historia de ${page.dogName}`}
            values={failed?.values}
          />
        </FieldStateProvider>
        <button className="button" type="submit">
          Enviar
        </button>
      </Form>
    </div>
  );
}

function Checkbox({ name, label, values }: { name: string; label: string; values?: Record<string, string> }) {
  return (
    <div className="field donate-checkbox">
      <input id={fieldId(name)} type="checkbox" name={name} defaultChecked={values?.[name] === 'on'} />
      <label htmlFor={fieldId(name)}>{label}</label>
    </div>
  );
}
