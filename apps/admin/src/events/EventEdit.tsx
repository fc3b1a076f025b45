import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { EventForm } from './EventForm';
import { EventTitle } from './EventTitle';

const Actions = () => (
  <TopToolbar>
    <ShowButton label="Ver reservas y avisos" />
  </TopToolbar>
);

export const EventEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title={<EventTitle />} actions={<Actions />}>
    <EventForm />
  </Edit>
);
