import { Edit } from 'react-admin';
import { PressForm } from './PressForm';

export const PressEdit = () => (
  <Edit mutationMode="pessimistic">
    <PressForm />
  </Edit>
);
