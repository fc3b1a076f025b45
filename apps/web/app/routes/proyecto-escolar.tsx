import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Proyecto escolar';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'El Campito Escolar: propuestas sobre cuidado responsable de los animales para nivel inicial, primario y secundario.',
  );

export default function ProyectoEscolarPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'El Campito Escolar acerca el cuidado responsable de los animales a las aulas, con propuestas para nivel inicial (3 a 5 años), primario (6 a 11 años) y secundario (desde los 12).'
      }
      links={[{ to: '/proyectos', label: 'Todos los proyectos' }]}
    />
  );
}
