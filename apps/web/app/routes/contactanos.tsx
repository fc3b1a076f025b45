import type { PageHandle } from '@campito/core';
import type { HeadersFunction } from 'react-router';
import { contactAction, contactLoader } from '../components/public-forms/contact-action.server';
import { ContactPage } from '../components/public-forms/contact-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/contactanos';

const TITLE = 'Contacto';

export const handle: PageHandle = { body: 'form' };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    TITLE,
    'Escribile al equipo de El Campito: adopciones, donaciones, visitas, prensa, denuncias y más.',
  );

// Each render carries its own idempotency key (and maybe the visitor's details): never cache it.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export function loader(args: Route.LoaderArgs) {
  return contactLoader(args);
}

export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export default function ContactanosPage() {
  return (
    <ContactPage
      title={TITLE}
      lead="¿Tenés una consulta sobre adopciones, donaciones, visitas o cualquier otro tema? Escribinos y te respondemos a la brevedad."
    />
  );
}
