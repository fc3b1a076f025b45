import {
  BooleanField,
  EmailField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UpdateButton,
  useRecordContext,
} from 'react-admin';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';

function HandledButton() {
  const record = useRecordContext();
  if (!record) return null;
  return record.handled ? (
    <UpdateButton label="Marcar como no atendido" data={{ handled: false }} mutationMode="pessimistic" />
  ) : (
    <UpdateButton label="Marcar como atendido" data={{ handled: true }} mutationMode="pessimistic" />
  );
}

export function ContactShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <HandledButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ShelterDateField source="createdAt" showTime />
        <TextField source="fullName" />
        <TextField source="organization" emptyText="—" />
        <EmailField source="email" />
        <TextField source="telephone" />
        <ValueField source="asunto" />
        <TextField source="consulta" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        <BooleanField source="handled" />
      </SimpleShowLayout>
    </Show>
  );
}
