import { Create } from 'react-admin';
import { DogForm } from './DogForm';

export function DogCreate() {
  return (
    <Create redirect="list">
      <DogForm defaultValues={{ images: [], references: [], toAdopt: true, isSponsored: false }} />
    </Create>
  );
}
