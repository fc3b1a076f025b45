import { FunctionField, type RaRecord, SelectInput, TextField, TextInput } from 'react-admin';
import { AUDIT_ACTION_CHOICES, AUDIT_RESOURCE_CHOICES } from '../components/choices';
import { RecordList } from '../components/RecordList';
import { joinTexts, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';
import { auditRecordName } from './AuditShow';

const filters = [
  <SelectInput key="resource" source="resource" choices={AUDIT_RESOURCE_CHOICES} />,
  <SelectInput key="action" source="action" choices={AUDIT_ACTION_CHOICES} />,
  <TextInput key="recordId" source="recordId" />,
];

export function AuditList() {
  return (
    <RecordList
      filters={filters}
      sortField="createdAt"
      rowClick="show"
      primaryText={(r) =>
        joinTexts(
          valueLabel('audit', 'action', r.action),
          valueLabel('audit', 'resource', r.resource),
          auditRecordName(r),
        )
      }
      secondaryText={(r) => joinTexts(r.actorEmail, shortDate(r.createdAt, true))}
    >
      <ShelterDateField source="createdAt" showTime />
      <TextField source="actorEmail" />
      <ValueField source="action" />
      <ValueField source="resource" />
      <FunctionField source="recordLabel" render={(r: RaRecord) => auditRecordName(r)} />
    </RecordList>
  );
}
