// «Visitas y eventos» (issue 35, item 1): the dates from today on, the next first; the filters show other
// kinds, states or past dates (clear «Desde», set «Hasta»). On a phone, a compact list.
import { ADMIN_PAGE_SIZE, EVENT_KINDS, EVENT_STATUSES, isoDay } from '@campito/core';
import {
  CreateButton,
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  type RaRecord,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { joinTexts, ResponsiveList, shortDate } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { choicesOf, valueLabel } from '../i18n/values';
import { GenerateVisitDaysButton } from './GenerateVisitDays';
import { placesText } from './logic';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="startsAt_gte" alwaysOn />,
  <DateInput key="until" source="startsAt_lte" />,
  <SelectInput key="kind" source="kind" choices={choicesOf('eventKind', EVENT_KINDS)} />,
  <SelectInput key="status" source="status" choices={choicesOf('eventStatus', EVENT_STATUSES)} />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <GenerateVisitDaysButton />
    <CreateButton />
  </TopToolbar>
);

const stateText = (r: RaRecord) =>
  r.status === 'programado' ? '' : valueLabel('events', 'status', String(r.status));
/** The list's rows carry the computed places beside the date's own columns. */
const places = (r: RaRecord) => placesText(r as Parameters<typeof placesText>[0]);

export function EventList() {
  return (
    <List
      exporter={false}
      filters={filters}
      // Computed once: the list opens on today's dates, wherever the browser is.
      filterDefaultValues={{ startsAt_gte: isoDay() }}
      actions={<Actions />}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: 'startsAt', order: 'ASC' }}
      title="Visitas y eventos"
    >
      <ResponsiveList
        rowClick="show"
        primaryText={(r) => r.title}
        secondaryText={(r) =>
          joinTexts(shortDate(r.startsAt, true), valueLabel('events', 'kind', r.kind), places(r))
        }
        tertiaryText={stateText}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <ShelterDateField source="startsAt" showTime />
          <ValueField source="kind" />
          <TextField source="title" />
          <ValueField source="status" />
          <FunctionField source="heldPeople" sortable={false} render={(r) => places(r) || '—'} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
