import { Create } from 'react-admin';
import { EventForm } from './EventForm';

const DEFAULTS = {
  kind: 'jornada',
  bookingRequired: true,
  isPublic: true,
  combiSeats: 0,
  capacity: null,
};

export const EventCreate = () => (
  <Create redirect="show">
    <EventForm defaultValues={DEFAULTS} creating />
  </Create>
);
