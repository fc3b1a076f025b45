import { FOSTER_ARRAY_FIELDS, type PageHandle } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { draftedFormLoad, draftedFormPost } from '../components/public-forms/form-action.server';
import { FosterForm } from '../components/public-forms/foster-form';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/transito';

const TITLE = 'Ser hogar de tránsito';

export const handle: PageHandle = { body: 'form' };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Abrí tu casa a un perro de El Campito por unas semanas, mientras espera su familia: el refugio pone el alimento y el veterinario.',
  );

// Each render carries its own idempotency key (and maybe the visitor's details): never cache it.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const loader = ({ context }: Route.LoaderArgs) => draftedFormLoad(context, 'foster');

export function action({ request, context }: Route.ActionArgs) {
  return draftedFormPost(request, context, 'foster', {
    arrayFields: FOSTER_ARRAY_FIELDS,
    submit: (input) =>
      context.services.fosterApplications.submit(input, { ip: context.ip, user: context.user }),
  });
}

export default function TransitoPage() {
  const { idempotencyKey, prefill, draft, userId } = useLoaderData<typeof loader>();
  return (
    <div className="container page form-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Los cachorros, los perros que se recuperan de una operación y los viejitos la pasan mal en un canil.
        Un hogar de tránsito los recibe unas semanas, mientras esperan una familia para siempre.
      </p>
      <p>
        El refugio pone el alimento, los remedios y el veterinario; vos ponés tu casa y tu cariño. Nos contás
        cómo está el perro y, cuando aparece su familia, te avisamos.
      </p>
      <p>
        ¿Preferís ayudar de otra forma? <Link to="/voluntario">Conocé el voluntariado</Link> o{' '}
        <Link to="/adoptar">adoptá</Link>.
      </p>
      <p className="form-note">Todos los campos son obligatorios, salvo los que dicen «opcional».</p>
      <FosterForm idempotencyKey={idempotencyKey} prefill={prefill} draft={draft} userId={userId} />
    </div>
  );
}
