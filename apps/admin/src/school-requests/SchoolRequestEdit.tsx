import { ReviewEdit } from '../components/ReviewEdit';

/** A school's talk: the review (a talk «agendada» asks for its day and time), then the answers. */
export function SchoolRequestEdit() {
  return (
    <ReviewEdit
      kind="school"
      pendingHelp="Desmarcalo cuando la charla ya se dio (estado «Realizada»); los demás estados, arriba"
    />
  );
}
