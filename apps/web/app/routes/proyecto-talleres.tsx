import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Talleres, capacitaciones y charlas';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Talleres, capacitaciones y charlas de El Campito sobre tenencia responsable y bienestar animal.',
  );

export default function ProyectoTalleresPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Organizamos talleres, capacitaciones y charlas sobre tenencia responsable y bienestar animal. Cada charla dura entre una hora y media y dos horas.'
      }
      links={[
        { to: '/proyectos', label: 'Todos los proyectos' },
        { to: '/contactanos', label: 'Pedí una charla' },
      ]}
    />
  );
}
