import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from 'react-router';
import { contactAction, contactLoader } from '../components/forms/contact-action.server';
import { ContactPage } from '../components/forms/contact-page';
import { pageMeta } from '../lib/meta';
import formStyles from '../styles/forms.css?url';

const TITLE = 'Formulario de contacto';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: formStyles }];

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Escribile al equipo de El Campito: consultas, adopciones, donaciones, visitas, prensa y más.',
  );

// Each render carries its own idempotency key (and maybe the visitor's details): never cache it.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export function loader(args: LoaderFunctionArgs) {
  return contactLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return contactAction(args);
}

/** /ContactForm: the same contact form as /contactanos. */
export default function ContactFormPage() {
  return (
    <ContactPage
      title={TITLE}
      lead="¿Tenés una consulta, un reclamo o querés felicitarnos? Escribinos y el equipo de El Campito te responde a la brevedad."
    />
  );
}
