import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Denuncias';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Guía para denunciar maltrato animal en Argentina según la Ley 14.346: qué hacer y dónde presentar la denuncia.',
  );

export default function DenunciasPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Si presenciás un caso de maltrato animal, podés denunciarlo: la Ley 14.346 protege a los animales y castiga a quienes los maltratan. Te explicamos paso a paso cómo hacerlo.'
      }
      links={[{ to: '/contactanos', label: 'Consultanos' }]}
    />
  );
}
