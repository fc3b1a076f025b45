// /proyectoescolar/charla — «Pedí una charla para tu escuela» (issue 35, item 7): the request goes through
// the school talks' pipeline, the same as POST /api/escuelas, and staff review it in the panel.
import { type PageHandle, SCHOOL_TALK_CTA, VISITS_MSG } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { handleFormPost } from '../components/public-forms/form-action.server';
import { SchoolTalkForm } from '../components/public-forms/school-talk-form';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/proyecto-escolar-charla';

export const handle: PageHandle = { body: 'form' };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    SCHOOL_TALK_CTA,
    'Pedí que El Campito vaya a tu escuela, los reciba en el refugio o dé una charla virtual sobre el cuidado responsable de los animales.',
  );

// Each render carries its own idempotency key (and maybe the teacher's details): never cache it.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Per render: the form's idempotency key, and the signed-in person's details to start from. */
export function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  const prefill: Record<string, string> = user
    ? { docente: user.name, email: user.email, telefono: user.phone ?? '' }
    : {};
  return { idempotencyKey: crypto.randomUUID(), prefill };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleFormPost(request, {
    submit: (input) => context.services.schoolTalks.submit(input, { ip: context.ip, user: context.user }),
    message: VISITS_MSG.schoolSent,
  });
}

export default function ProyectoEscolarCharlaPage() {
  const { idempotencyKey, prefill } = useLoaderData<typeof loader>();
  return (
    <div className="container page form-page">
      <h1>{SCHOOL_TALK_CTA}</h1>
      <p className="lead">
        Vamos a tu escuela, los recibimos en el refugio o nos conectamos por videollamada para charlar con tus
        alumnos y alumnas sobre el cuidado responsable de los animales. Cada encuentro dura entre una hora y
        media y dos horas, y lo adaptamos a la edad del grupo.
      </p>
      <p>
        Contanos un poco sobre tu grupo y qué días les quedan bien: te escribimos o te llamamos para coordinar
        todo.
      </p>
      <p className="form-note">Todos los campos son obligatorios, salvo el que dice «opcional».</p>
      <SchoolTalkForm idempotencyKey={idempotencyKey} prefill={prefill} />
    </div>
  );
}
