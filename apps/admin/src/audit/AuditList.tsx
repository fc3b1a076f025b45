import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  type RaRecord,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { AUDIT_ACTION_CHOICES, AUDIT_RESOURCE_CHOICES } from '../components/choices';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';
import { ValueField } from '../components/ValueField';
import { valueLabel } from '../i18n/values';
import { auditRecordName } from './AuditShow';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="resource" source="resource" choices={AUDIT_RESOURCE_CHOICES} />,
  <SelectInput key="action" source="action" choices={AUDIT_ACTION_CHOICES} />,
  <TextInput key="recordId" source="recordId" />,
];

export function AuditList() {
  return (
    <List
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <ResponsiveList
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
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" showTime locales="es-AR" />
          <TextField source="actorEmail" />
          <ValueField source="action" />
          <ValueField source="resource" />
          <FunctionField source="recordLabel" render={(r: RaRecord) => auditRecordName(r)} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
