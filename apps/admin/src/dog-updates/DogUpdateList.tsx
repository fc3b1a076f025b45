import { ADMIN_PAGE_SIZE } from '@campito/core';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  TextField,
} from 'react-admin';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';

// "Novedades" (issue 18): staff's short news about a dog, shown on its page and mailed once to its
// sponsors who asked for them.

const excerpt = (text: unknown) =>
  typeof text === 'string' ? (text.length > 90 ? `${text.slice(0, 89)}…` : text) : '';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="dogId" source="dogId" reference="dogs" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput
      optionText="name"
      filterToQuery={(q) => ({ q })}
      label="resources.dog-updates.fields.dogId"
    />
  </ReferenceInput>,
];

export function DogUpdateList() {
  return (
    <List
      exporter={false}
      filters={filters}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <ResponsiveList
        rowClick="edit"
        primaryText={(r) => excerpt(r.text)}
        secondaryText={(r) =>
          joinTexts(shortDate(r.createdAt), r.mailedAt ? 'Enviada a los padrinos' : 'Sin enviar')
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <DateField source="createdAt" locales="es-AR" />
          <ReferenceField source="dogId" reference="dogs" link={false}>
            <TextField source="name" />
          </ReferenceField>
          <TextField source="text" sx={{ display: 'block', maxWidth: 480 }} />
          <DateField source="mailedAt" showTime locales="es-AR" emptyText="—" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
