import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Formulario de adopción';

// One route serves /adoptionForm/:dogName (the dog's adopt button) and /AdoptionForm (no dog chosen).
export const meta: MetaFunction = ({ params }) =>
  pageMeta(
    params.dogName ? `Adoptá a ${params.dogName}` : TITLE,
    'Completá el cuestionario de adopción de El Campito: contanos sobre vos, tu casa y tu familia.',
  );

export default function AdoptionFormPage() {
  const { dogName } = useParams();
  const intro =
    'Contanos sobre vos, tu casa y tu familia: con tus respuestas el equipo del refugio evalúa cada adopción con cuidado.';
  return (
    <PlaceholderPage
      title={TITLE}
      lead={dogName ? `¿Querés adoptar a ${dogName}? ${intro}` : intro}
      links={[{ to: '/adoptar/perros', label: 'Ver perros en adopción' }]}
    />
  );
}
