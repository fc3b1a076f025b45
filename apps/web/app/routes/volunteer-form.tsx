import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Formulario de voluntariado';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Postulate como voluntario de El Campito: contanos tu disponibilidad y en qué te gustaría ayudar.',
  );

export default function VolunteerFormPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Contanos quién sos, cuánto tiempo tenés y en qué te gustaría ayudar. Nos comunicamos con vos para coordinar los próximos pasos.'
      }
      links={[{ to: '/voluntario', label: 'Sobre el voluntariado' }]}
    />
  );
}
