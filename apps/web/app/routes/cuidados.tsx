import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Cuidados';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Cómo cuidamos a los perros de El Campito, muchos de ellos viejitos o con discapacidad, y cómo podés ayudarlos.',
  );

export default function CuidadosPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        'Muchos de nuestros perros son viejitos o tienen alguna discapacidad: cerca de 130 necesitan carritos para moverse. Te contamos cómo los cuidamos y cómo podés ayudarlos.'
      }
      links={[{ to: '/colaborar', label: 'Colaborar' }]}
    >
      <p>Un perro vive entre 15 y 20 años: adoptar es un compromiso para toda su vida.</p>
    </PlaceholderPage>
  );
}
