import { FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { ShelterDateField } from '../components/ShelterDateField';
import { MAIL_STATUS_LABELS } from './labels';

export function MailShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ShelterDateField source="createdAt" showTime />
        <TextField source="to" />
        <TextField source="subject" />
        <FunctionField
          source="status"
          render={(r) => MAIL_STATUS_LABELS[String(r.status)] ?? String(r.status ?? '')}
        />
        <NumberField source="attempts" />
        <TextField source="lastError" emptyText="—" sx={{ overflowWrap: 'anywhere' }} />
        <ShelterDateField source="sentAt" showTime emptyText="—" />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
      </SimpleShowLayout>
    </Show>
  );
}
