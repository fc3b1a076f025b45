// Lists on a phone: under MUI's `sm` breakpoint (600 px) a table of many columns is wider than the screen,
// so each list shows its records as a compact list instead — a line or two of text per record, the whole
// line a link to the record (edit or show, as the table's rows), and the row's own actions, if any, as
// buttons beside the link (never inside it: a button inside a link is unreachable for assistive technology).
import { shortDay, shortDayTime } from '@campito/core';
import {
  Box,
  ListItem,
  ListItemButton,
  ListItemText,
  List as MuiList,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  ListNoResults,
  type RaRecord,
  RecordContextProvider,
  SimpleListLoading,
  useCreatePath,
  useRecordContext,
  useResourceContext,
  WithListContext,
} from 'react-admin';
import { Link } from 'react-router-dom';

/** True on a phone-sized screen (under 600 px), read at once so a list is not drawn twice. */
export function usePhone(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

type RecordText = (record: RaRecord) => ReactNode;

export interface CompactListProps {
  /** The line that names the record. */
  primaryText: RecordText;
  /** Details under it. */
  secondaryText?: RecordText;
  /** A short state at the end of the first line ("Pendiente", "De baja"). */
  tertiaryText?: RecordText;
  /** The view a record opens, as the table's `rowClick`. */
  rowClick: 'edit' | 'show';
  /** The row's actions (buttons reading the record context), shown under its text. */
  actions?: ReactElement;
}

/** Texts joined with " · ", leaving out the empty ones. */
export function joinTexts(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ');
}

/** A date as staff read it (dd/mm/aaaa, in Buenos Aires), or '' without one. */
export function shortDate(value: unknown, withTime = false): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  try {
    return withTime ? shortDayTime(value) : shortDay(value);
  } catch {
    return ''; // not a date (Intl refuses an invalid one)
  }
}

function CompactRow({ primaryText, secondaryText, tertiaryText, rowClick, actions }: CompactListProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  const state = tertiaryText?.(record);
  const text = (
    <ListItemText
      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
      primary={
        <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
          <span>{primaryText(record)}</span>
          {state ? (
            <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0, fontSize: '0.875rem' }}>
              {state}
            </Box>
          ) : null}
        </Box>
      }
      secondary={secondaryText?.(record) || undefined}
    />
  );
  return (
    <ListItem divider disablePadding sx={{ display: 'block' }} data-testid="compact-row">
      <ListItemButton component={Link} to={createPath({ resource, id: record.id, type: rowClick })}>
        {text}
      </ListItemButton>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1 }}>{actions}</Box> : null}
    </ListItem>
  );
}

/** The records of the list context as a compact list (react-admin's SimpleList, with room for actions). */
function CompactList(props: CompactListProps) {
  return (
    <WithListContext
      loading={<SimpleListLoading hasSecondaryText={!!props.secondaryText} />}
      empty={<ListNoResults />}
      render={({ data }) => (
        <MuiList disablePadding sx={{ width: '100%' }}>
          {(data ?? []).map((record) => (
            <RecordContextProvider key={record.id} value={record}>
              <CompactRow {...props} />
            </RecordContextProvider>
          ))}
        </MuiList>
      )}
    />
  );
}

/**
 * The list's table (`children`, a Datagrid) on wider screens; on a phone, the same records as a
 * CompactList described by the other props.
 */
export function ResponsiveList({ children, ...compact }: CompactListProps & { children: ReactElement }) {
  return usePhone() ? <CompactList {...compact} /> : children;
}
