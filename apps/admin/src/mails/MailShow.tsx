import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { MAIL_STATUS_LABELS } from './labels';

export function MailShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime locales="es-AR" />
        <TextField source="to" />
        <TextField source="subject" />
        <FunctionField
          source="status"
          render={(r) => MAIL_STATUS_LABELS[String(r.status)] ?? String(r.status ?? '')}
        />
        <NumberField source="attempts" />
        <TextField source="lastError" emptyText="—" sx={{ overflowWrap: 'anywhere' }} />
        <DateField source="sentAt" showTime locales="es-AR" emptyText="—" />
        <TextField source="text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
      </SimpleShowLayout>
    </Show>
  );
}
