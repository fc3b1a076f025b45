import { ReviewEdit } from '../components/ReviewEdit';

/** Approving a request: the dog is adopted. */
export function AdoptionEdit() {
  return (
    <ReviewEdit
      kind="adoption"
      pendingHelp="Desmarcalo para aprobar (el perro pasa a «Ya tiene familia»); los demás estados, arriba"
    />
  );
}
