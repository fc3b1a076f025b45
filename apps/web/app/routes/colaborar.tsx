import type { MetaFunction } from 'react-router';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

// One route serves /colaborar and /colaborar/:dogName; the dog name turns the page into sponsoring.
function titleFor(dogName: string | undefined): string {
  return dogName ? `Apadriná a ${dogName}` : 'Colaborar';
}

export const meta: MetaFunction = ({ params }) =>
  params.dogName
    ? pageMeta(
        titleFor(params.dogName),
        `Apadriná a ${params.dogName}: con tu aporte cubrís su comida, sus vacunas y sus cuidados en El Campito.`,
      )
    : pageMeta(
        titleFor(undefined),
        'Doná a El Campito: tu aporte se transforma en alimento, medicamentos y atención veterinaria para cerca de 400 perros.',
      );

export default function ColaborarPage() {
  const { dogName } = useParams();
  return (
    <PlaceholderPage
      title={titleFor(dogName)}
      lead={
        dogName
          ? `Con tu aporte, único o mensual, ayudás a cubrir la comida, las vacunas y los cuidados de ${dogName} mientras espera una familia.`
          : 'Cada aporte se transforma en alimento, medicamentos y atención veterinaria para los perros del refugio. Podés donar una vez o sumarte con un débito mensual.'
      }
      links={[{ to: '/adoptar/perros', label: dogName ? 'Conocé a otros perros' : 'Conocé a los perros' }]}
    />
  );
}
