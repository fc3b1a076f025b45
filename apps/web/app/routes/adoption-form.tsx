import { ADOPTION_ARRAY_FIELDS, adoptionSchema, type PageHandle } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { adoptionProgress, notAsked } from '../components/public-forms/adoption-progress';
import { AdoptionQuestionnaire } from '../components/public-forms/adoption-questionnaire';
import { draftedFormLoad, draftedFormPost } from '../components/public-forms/form-action.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/adoption-form';

const TITLE = 'Formulario de adopción';
/** Without JavaScript "Comenzar" is a GET with this parameter; with it, the same navigation. */
const START_PARAM = 'comenzar';

// One route serves /adoptionForm/:dogName (the dog's adopt button) and /AdoptionForm (no dog chosen).
export const handle: PageHandle = { body: 'form' };

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data?.dogName ? `Adoptá a ${data.dogName}` : TITLE,
    'Completá el cuestionario de adopción de El Campito: contanos sobre vos, tu casa y tu familia.',
  );

// Each render carries its own idempotency key (and maybe the visitor's details): never cache it.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const sameName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = context.user;
  const adoptable: { name: string }[] = await context.services.dogs.listAdoptable();
  const dogs = [...new Set(adoptable.map((d) => d.name))];
  const wanted = params.dogName?.trim() ?? '';
  const dogName = wanted ? (dogs.find((name) => sameName(name, wanted)) ?? null) : null;
  const { idempotencyKey, prefill, draft, userId } = await draftedFormLoad(context, 'adoption');
  return {
    idempotencyKey,
    dogs,
    dogName,
    /** A name in the path that is not (or no longer) available: said, and the select offered. */
    unknownDog: wanted && !dogName ? wanted.slice(0, 100) : null,
    // docs/product.md §2.3: with a signed-in user who has a name the form shows at once; otherwise "Comenzar" first.
    started:
      Boolean(user?.name.trim()) || Boolean(draft) || new URL(request.url).searchParams.has(START_PARAM),
    prefill,
    draft,
    userId,
    // Counted here, with the schema the browser only downloads once someone starts answering.
    progress: adoptionProgress(
      adoptionSchema,
      { ...prefill, ...draft?.data, ...(dogName ? { nameDog: dogName } : {}) },
      notAsked(Boolean(dogName)),
    ),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return draftedFormPost(request, context, 'adoption', {
    arrayFields: ADOPTION_ARRAY_FIELDS,
    submit: (input) => context.services.adoptions.submit(input, { ip: context.ip, user: context.user }),
  });
}

export default function AdoptionFormPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData() !== undefined;
  const [search] = useSearchParams();
  // A failed post (no JavaScript) re-renders with the form open, whatever the address says.
  const started = data.started || posted;
  return (
    <div className="container page form-page adoption-page">
      <h1>{data.dogName ? `Formulario de adopción de ${data.dogName}` : TITLE}</h1>
      <p className="lead">
        {data.dogName ? `¿Querés adoptar a ${data.dogName}? ` : null}
        Contanos sobre vos, tu casa y tu familia: con tus respuestas el equipo del refugio evalúa cada
        adopción con cuidado.
      </p>
      {data.unknownDog ? (
        <p className="form-notice">
          No encontramos a «{data.unknownDog}» entre los perros en adopción. Elegí un perro de la lista o{' '}
          <Link to="/adoptar/perros">conocé a los perros en adopción</Link>.
        </p>
      ) : null}
      {started ? (
        <AdoptionQuestionnaire
          idempotencyKey={data.idempotencyKey}
          dogs={data.dogs}
          dogName={data.dogName}
          prefill={data.prefill}
          focusOnStart={search.has(START_PARAM) && !posted}
          initialProgress={data.progress}
          draft={data.draft}
          userId={data.userId}
        />
      ) : (
        <div className="adoption-intro">
          <p>
            El cuestionario tiene cuatro partes: tus datos, tu casa y tu familia, otros animales y la vida con
            el perro. Completarlo lleva unos 15 minutos; todas las preguntas son obligatorias.
          </p>
          <p>
            ¿Tenés cuenta en El Campito? <Link to="/profile">Iniciá sesión</Link> y completamos tus datos por
            vos.
          </p>
          <Form method="get">
            <button type="submit" name={START_PARAM} value="1" className="button">
              Comenzar
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
