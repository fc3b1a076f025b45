import { Edit } from 'react-admin';
import { EscolarForm } from './EscolarForm';

export const EscolarEdit = () => (
  <Edit mutationMode="pessimistic">
    <EscolarForm />
  </Edit>
);
