import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Formularios';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Formularios de El Campito: adopción, voluntariado y contacto con el equipo del refugio.');

export default function FormulariosPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'Elegí el formulario que necesitás: adopción, voluntariado o contacto con el equipo del refugio.'}
      links={[
        { to: '/AdoptionForm', label: 'Formulario de adopción' },
        { to: '/volunteerForm', label: 'Formulario de voluntariado' },
        { to: '/contactanos', label: 'Contacto' },
      ]}
    />
  );
}
