import { Create } from 'react-admin';
import { EscolarForm } from './EscolarForm';

export const EscolarCreate = () => (
  <Create redirect="list">
    <EscolarForm />
  </Create>
);
