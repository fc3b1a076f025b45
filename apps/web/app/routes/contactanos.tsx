import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';
import { CONTACT } from '../lib/site';

const TITLE = 'Contacto';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Escribile al equipo de El Campito: adopciones, donaciones, visitas, prensa, denuncias y más.',
  );

export default function ContactanosPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead="¿Tenés una consulta sobre adopciones, donaciones, visitas o cualquier otro tema? Escribinos y te respondemos a la brevedad."
    >
      <p>
        También podés escribirnos a <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> o llamarnos al{' '}
        <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>.
      </p>
    </PlaceholderPage>
  );
}
