import { Create } from 'react-admin';
import { PressForm } from './PressForm';

export const PressCreate = () => (
  <Create redirect="list">
    <PressForm />
  </Create>
);
