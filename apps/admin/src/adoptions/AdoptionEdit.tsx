import { ReviewEdit } from '../components/ReviewEdit';
import { AfterAdoptionCard } from './AfterAdoptionCard';
import { ContractCard } from './ContractCard';
import { FollowupsCard } from './FollowupsCard';

/** Approving a request: the dog is adopted; then the contract, the delivery and the follow-ups (issue 37). */
export function AdoptionEdit() {
  return (
    <ReviewEdit
      kind="adoption"
      pendingHelp="Desmarcalo para aprobar (el perro pasa a «Ya tiene familia»); los demás estados, arriba"
      after={
        <>
          <ContractCard />
          <FollowupsCard />
          <AfterAdoptionCard />
        </>
      }
    />
  );
}
