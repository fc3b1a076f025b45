// The panel's lists, all made the same way: a page of ADMIN_PAGE_SIZE records, newest first, a search box
// before the list's own filters, and the records as a table (the columns given as children) or, on a
// phone, as a compact list (ResponsiveList) opening the same view as a table row.
import { ADMIN_PAGE_SIZE } from '@campito/core';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { Datagrid, type Exporter, List, SearchInput } from 'react-admin';
import { type CompactListProps, ResponsiveList } from './ResponsiveList';

interface RecordListProps extends CompactListProps {
  /** The list's filters after the search box (module constants, so the list keeps them between renders). */
  filters?: ReactElement[];
  /** The search box's placeholder, when it says more than "Buscar". */
  searchPlaceholder?: string;
  /** The date the list is sorted by, newest first. */
  sortField: string;
  /** The export button's CSV; none by default (never react-admin's own, which writes formulas as they come). */
  exporter?: Exporter | false;
  /** The table's bulk actions (none by default). */
  bulkActionButtons?: ReactElement | false;
  /** The list's toolbar, when it is not react-admin's own. */
  listActions?: ReactElement;
  /** The filters a list opens with (a queue's open requests). */
  filterDefaultValues?: Record<string, unknown>;
  title?: string;
  /** The table's columns. */
  children: ReactNode;
}

const NO_FILTERS: ReactElement[] = [];

export function RecordList({
  filters = NO_FILTERS,
  searchPlaceholder,
  sortField,
  exporter = false,
  bulkActionButtons = false,
  listActions,
  filterDefaultValues,
  title,
  children,
  ...compact
}: RecordListProps) {
  const allFilters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        // Only when given: SearchInput's own placeholder ("Buscar") gives way to any value, even undefined.
        {...(searchPlaceholder ? { placeholder: searchPlaceholder } : {})}
      />,
      ...filters,
    ],
    [filters, searchPlaceholder],
  );
  return (
    <List
      exporter={exporter}
      filters={allFilters}
      filterDefaultValues={filterDefaultValues}
      actions={listActions}
      perPage={ADMIN_PAGE_SIZE}
      sort={{ field: sortField, order: 'DESC' }}
      title={title}
    >
      <ResponsiveList {...compact}>
        <Datagrid rowClick={compact.rowClick} bulkActionButtons={bulkActionButtons}>
          {children}
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
