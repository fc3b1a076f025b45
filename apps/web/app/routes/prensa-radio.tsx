import type { MetaFunction } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { pageMeta } from '../lib/meta';

const TITLE = 'Radio';

export const meta: MetaFunction = () =>
  pageMeta(TITLE, 'Entrevistas y notas sobre El Campito en radios y podcasts.');

export default function PrensaRadioPage() {
  return (
    <PlaceholderPage
      title={TITLE}
      lead={'Entrevistas y notas sobre el refugio en radios y podcasts.'}
      links={[{ to: '/prensa', label: 'Volver a Prensa' }]}
    />
  );
}
