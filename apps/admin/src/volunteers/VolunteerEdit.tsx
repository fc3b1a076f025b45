import { ReviewEdit } from '../components/ReviewEdit';

/** Approving an application: the volunteer joins the team. */
export function VolunteerEdit() {
  return (
    <ReviewEdit
      kind="volunteer"
      pendingHelp="Desmarcalo para sumarla al equipo (estado «Incorporada»); los demás estados, arriba"
    />
  );
}
