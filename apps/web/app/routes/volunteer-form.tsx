import { type PageHandle, VOLUNTEER_ARRAY_FIELDS } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { draftedFormLoad, draftedFormPost } from '../components/public-forms/form-action.server';
import { VolunteerForm } from '../components/public-forms/volunteer-form';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/volunteer-form';

const TITLE = 'Formulario de voluntariado';

export const handle: PageHandle = { body: 'form' };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Postulate como voluntario de El Campito: contanos tu disponibilidad y en qué te gustaría ayudar.',
  );

// Each render carries its own idempotency key (and maybe the visitor's details): never cache it.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const loader = ({ context }: Route.LoaderArgs) => draftedFormLoad(context, 'volunteer');

export function action({ request, context }: Route.ActionArgs) {
  return draftedFormPost(request, context, 'volunteer', {
    arrayFields: VOLUNTEER_ARRAY_FIELDS,
    submit: (input) => context.services.volunteers.submit(input, { ip: context.ip, user: context.user }),
  });
}

export default function VolunteerFormPage() {
  const { idempotencyKey, prefill, draft, userId } = useLoaderData<typeof loader>();
  return (
    <div className="container page form-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        Contanos quién sos, cuánto tiempo tenés y en qué te gustaría ayudar. Nos comunicamos con vos para
        coordinar los próximos pasos.
      </p>
      <p>
        ¿Querés saber antes cómo es el voluntariado?{' '}
        <Link to="/voluntario">Conocé cómo ayudan los voluntarios</Link>.
      </p>
      <p className="form-note">Todos los campos son obligatorios, salvo los que dicen «opcional».</p>
      <VolunteerForm idempotencyKey={idempotencyKey} prefill={prefill} draft={draft} userId={userId} />
    </div>
  );
}
