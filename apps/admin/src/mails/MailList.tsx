import { FunctionField, NumberField, SelectInput, TextField } from 'react-admin';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { MAIL_STATUS_CHOICES, MAIL_STATUS_LABELS } from './labels';

const filters = [<SelectInput key="status" source="status" choices={MAIL_STATUS_CHOICES} alwaysOn />];

const statusText = (status: unknown) => MAIL_STATUS_LABELS[String(status)] ?? String(status ?? '');

export function MailList() {
  return (
    <RecordList
      filters={filters}
      sortField="createdAt"
      rowClick="show"
      primaryText={(r) => r.to}
      secondaryText={(r) => joinTexts(r.subject, shortDate(r.createdAt))}
      tertiaryText={(r) => statusText(r.status)}
    >
      <ShelterDateField source="createdAt" />
      <TextField source="to" />
      <TextField source="subject" />
      <FunctionField source="status" render={(r) => statusText(r.status)} />
      <NumberField source="attempts" />
    </RecordList>
  );
}
