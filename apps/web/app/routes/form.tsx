import {
  DOG_AGE_LABELS,
  DOG_AGES,
  DOG_GENDER_LABELS,
  DOG_GENDERS,
  DOG_IMAGES_FIELD,
  DOG_MSG,
  DOG_SIZE_LABELS,
  DOG_SIZES,
  type FieldErrors,
  hasStaffRole,
  isAppError,
  MAX_DOG_IMAGES,
  type PageHandle,
  PHONE_HINT,
} from '@campito/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { DogPhotosField, type DogPhotosHandle } from '../components/dog-photos-field';
import { FormGuards, SelectField, TextAreaField, TextField, useFormValidation } from '../components/form-kit';
import { PageLinks } from '../components/page-links';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/form';

const TITLE = '¿Encontraste un perro?';
const TEXT_FIELDS = [
  'name',
  'gender',
  'age',
  'size',
  'race',
  'features',
  'references',
  'finderName',
  'finderPhone',
  'finderEmail',
] as const;

export const handle: PageHandle = { body: { files: MAX_DOG_IMAGES } };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Cargar un perro',
    'Si encontraste un perro que necesita hogar, cargalo con sus fotos: el equipo de El Campito lo revisa antes de publicarlo.',
  );

/**
 * Staff publish at once; anyone else's dog waits for review, and they leave their contact so staff can
 * call them back (issue 16). A signed-in visitor finds theirs filled in from the account.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (user && hasStaffRole(user.roles)) return { reviewed: false, finder: null };
  return {
    reviewed: true,
    finder: user ? { name: user.name, email: user.email, phone: user.phone ?? '' } : null,
  };
}

interface ActionError {
  error: string;
  errors: FieldErrors;
  values: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
}

export async function action({ request, context }: Route.ActionArgs) {
  let fields: Record<string, string | string[]> = {};
  try {
    const { dogs } = context.services;
    await dogs.consumeSubmissionRate(context.ip);
    // Read as it streams: the photos go to temporary files, never whole into memory (issue 14).
    const form = await dogs.readSubmission(request);
    fields = form.fields;
    const { dog, isPending } = await dogs.submit({ ...form, user: context.user });
    // Post/Redirect/Get: reloading the confirmation never sends the dog twice.
    return redirect(isPending ? '/form?enviado=revision' : `/form?enviado=publicado&perro=${dog.id}`);
  } catch (error) {
    // A 4xx the services raised, or the 503 of a full image queue (with Retry-After): for the person.
    if (!isAppError(error)) throw error;
    const known = error;
    const values: ActionError['values'] = {};
    for (const name of TEXT_FIELDS) {
      const value = fields[name];
      if (typeof value === 'string') values[name] = value;
    }
    return data<ActionError>(
      { error: known.message, errors: known.errors ?? {}, values },
      { status: known.statusCode, headers: known.headers },
    );
  }
}

export default function DogFormPage() {
  const [params] = useSearchParams();
  const sent = params.get('enviado');
  return (
    <div className="container page dog-form-page">
      <h1>{TITLE}</h1>
      {sent === 'revision' || sent === 'publicado' ? (
        <Sent live={sent === 'publicado'} dogId={params.get('perro')} />
      ) : (
        <DogForm />
      )}
      <section className="other-forms" aria-labelledby="otros">
        <h2 id="otros">Otros formularios</h2>
        <PageLinks
          links={[
            { to: '/AdoptionForm', label: 'Formulario de adopción' },
            { to: '/volunteerForm', label: 'Formulario de voluntariado' },
            { to: '/contactanos', label: 'Contacto' },
          ]}
        />
      </section>
    </div>
  );
}

function Sent({ live, dogId }: { live: boolean; dogId: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: take keyboard and screen reader users to the news.
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="form-success dog-sent" role="status" tabIndex={-1} ref={box}>
      <p>{live ? DOG_MSG.submittedLive : DOG_MSG.submittedPending}</p>
      <PageLinks
        primary={live && dogId ? { to: `/adoptar/perros/${dogId}`, label: 'Ver su página' } : null}
        links={[
          { to: '/form', label: 'Cargar otro perro' },
          { to: '/adoptar/perros', label: 'Ver perros en adopción' },
        ]}
      />
    </div>
  );
}

function DogForm() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const { reviewed, finder } = useLoaderData<typeof loader>();
  const { errors, formProps } = useFormValidation(reviewed ? 'dogReport' : 'dogSubmission', {
    serverErrors: result?.errors,
  });
  const photos = useRef<DogPhotosHandle>(null);
  // The photos' message lives here, not in useFormValidation: its schema has no file field and would
  // drop the message on the next keystroke. Set by the browser's checks and by each server answer.
  const [photoProblem, setPhotoProblem] = useState<string | undefined>(result?.errors[DOG_IMAGES_FIELD]);
  const values = result?.values ?? {};
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // A new answer from the server (say, a file that is not really an image) outranks the browser's check.
  useEffect(() => setPhotoProblem(result?.errors[DOG_IMAGES_FIELD]), [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    const problem = photos.current?.check() ?? null;
    setPhotoProblem(problem ?? undefined);
    if (!problem) return;
    const fieldsFailed = event.defaultPrevented;
    event.preventDefault();
    if (!fieldsFailed) photos.current?.focus();
  };

  return (
    <>
      <p className="lead">
        Si encontraste un perro que necesita hogar, contanos de él y subí sus fotos. El equipo del refugio
        revisa cada perro antes de publicarlo en el <Link to="/adoptar/perros">listado de adopción</Link>.
      </p>
      <Form method="post" encType="multipart/form-data" className="form" {...formProps} onSubmit={onSubmit}>
        {result?.error ? (
          <p className="form-alert" role="alert">
            {result.error}
            {/* Without JavaScript the page comes back with the file input empty. */}
            {enhanced || Object.keys(result.errors).length === 0
              ? null
              : ' Volvé a elegir las fotos antes de enviar.'}
          </p>
        ) : null}
        <p className="field-hint">Todos los campos son obligatorios salvo los marcados como opcionales.</p>
        <TextField
          name="name"
          label="Nombre"
          error={errors.name}
          defaultValue={values.name}
          maxLength={40}
          autoComplete="off"
        />
        <SelectField
          name="gender"
          label="Sexo"
          error={errors.gender}
          defaultValue={values.gender ?? ''}
          options={DOG_GENDERS.map((v) => ({ value: v, label: DOG_GENDER_LABELS[v] }))}
        />
        <SelectField
          name="age"
          label="Edad"
          error={errors.age}
          defaultValue={values.age ?? ''}
          options={DOG_AGES.map((v) => ({ value: v, label: DOG_AGE_LABELS[v] }))}
        />
        <SelectField
          name="size"
          label="Tamaño"
          error={errors.size}
          defaultValue={values.size ?? ''}
          options={DOG_SIZES.map((v) => ({ value: v, label: DOG_SIZE_LABELS[v] }))}
        />
        <TextField
          name="race"
          label="Raza"
          hint="Si no sabés, poné «mestizo»."
          error={errors.race}
          defaultValue={values.race}
          maxLength={60}
          autoComplete="off"
        />
        <TextAreaField
          name="features"
          label="Características (opcional)"
          hint={
            reviewed
              ? 'Cómo es, cómo está de salud, dónde y cuándo lo encontraste. Lo leen sólo las personas del refugio: la historia que se publica la escriben ellas.'
              : 'Cómo es, cómo está de salud, dónde y cuándo lo encontraste.'
          }
          error={errors.features}
          defaultValue={values.features}
          maxLength={3000}
        />
        <TextField
          name="references"
          label="Referencias (opcional)"
          hint="Separalas con comas, por ejemplo: Sociable con perros, Vacunado."
          error={errors.references}
          defaultValue={values.references}
          autoComplete="off"
        />
        <DogPhotosField
          ref={photos}
          name={DOG_IMAGES_FIELD}
          label="Fotos"
          hint={`De 1 a ${MAX_DOG_IMAGES} fotos JPEG, PNG o WebP, de hasta 10 MB cada una.`}
          max={MAX_DOG_IMAGES}
          error={photoProblem}
          onProblem={(problem) => setPhotoProblem(problem ?? undefined)}
        />
        {reviewed ? (
          <fieldset className="section">
            <legend>Tus datos</legend>
            <p className="field-hint">
              Para que el equipo pueda llamarte si necesita saber algo más del perro. No se publican.
            </p>
            <TextField
              name="finderName"
              label="Cómo te llamás"
              error={errors.finderName}
              defaultValue={values.finderName ?? finder?.name}
              maxLength={100}
              autoComplete="name"
            />
            <TextField
              name="finderPhone"
              label="Teléfono para llamarte"
              type="tel"
              inputMode="tel"
              hint={PHONE_HINT}
              error={errors.finderPhone}
              defaultValue={values.finderPhone ?? finder?.phone}
              autoComplete="tel-national"
            />
            <TextField
              name="finderEmail"
              label="Email para escribirte"
              type="email"
              error={errors.finderEmail}
              defaultValue={values.finderEmail ?? finder?.email}
              autoComplete="email"
            />
          </fieldset>
        ) : null}
        <FormGuards />
        <p>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Enviando…' : 'Enviar'}
          </button>
        </p>
      </Form>
    </>
  );
}
