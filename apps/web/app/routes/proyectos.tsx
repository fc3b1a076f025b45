import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Proyectos';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Proyectos educativos de El Campito: proyecto escolar, talleres, capacitaciones y charlas sobre bienestar animal.',
  );

export default function ProyectosPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Llevamos el respeto por los animales a escuelas, talleres, capacitaciones y charlas para chicos y grandes.'
      }
      links={[
        { to: '/proyectoescolar', label: 'Proyecto escolar' },
        { to: '/proyectotalleres', label: 'Talleres y charlas' },
      ]}
    />
  );
}
