import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';
import { MAIL_STATUS_CHOICES, MAIL_STATUS_LABELS } from './labels';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={MAIL_STATUS_CHOICES} alwaysOn />,
];

const statusText = (status: unknown) => MAIL_STATUS_LABELS[String(status)] ?? String(status ?? '');

export function MailList() {
  return (
    <List
      exporter={false}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <ResponsiveList
        rowClick="show"
        primaryText={(r) => r.to}
        secondaryText={(r) => joinTexts(r.subject, shortDate(r.createdAt))}
        tertiaryText={(r) => statusText(r.status)}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" locales="es-AR" />
          <TextField source="to" />
          <TextField source="subject" />
          <FunctionField source="status" render={(r) => statusText(r.status)} />
          <NumberField source="attempts" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
