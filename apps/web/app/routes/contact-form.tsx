import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Formulario de contacto';

export const meta: MetaFunction = () =>
  pageMeta(
    TITLE,
    'Escribile al equipo de El Campito: consultas, adopciones, donaciones, visitas, prensa y más.',
  );

export default function ContactFormPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={
        '¿Tenés una consulta, un reclamo o querés felicitarnos? Escribinos y el equipo de El Campito te responde a la brevedad.'
      }
    />
  );
}
