import { ReviewEdit } from '../components/ReviewEdit';
import { AddressCard } from './AddressCard';

/** Approving an application: the person becomes a foster home (role «Hogar de tránsito»). */
export function FosterApplicationEdit() {
  return (
    <ReviewEdit
      kind="foster"
      pendingHelp="Desmarcalo para aprobarla (estado «Aprobada»: su cuenta pasa a ser hogar de tránsito); los demás estados, arriba"
      after={<AddressCard />}
    />
  );
}
