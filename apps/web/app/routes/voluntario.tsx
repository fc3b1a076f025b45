import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Voluntariado';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Sumate como voluntario de El Campito: de forma presencial o a distancia, tu tiempo cambia la vida de los perros.',
  );

export default function VoluntarioPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Los voluntarios son el corazón de El Campito: pasean, bañan y acompañan a los perros, y también ayudan a distancia con difusión y eventos.'
      }
      primaryLink={{ to: '/volunteerForm', label: 'Quiero ser voluntario' }}
    />
  );
}
