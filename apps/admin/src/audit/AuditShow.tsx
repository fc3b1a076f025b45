// One change: who, when, what was done to which record (by its name, written with the change by the
// server), and each field before and after, in Spanish (i18n/values.ts).
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  Labeled,
  type RaRecord,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ShelterDateField } from '../components/ShelterDateField';
import { ValueField } from '../components/ValueField';
import { fieldLabel, formatValue } from '../i18n/values';

type Changes = Record<string, { old: unknown; new: unknown }>;

/** Where each section shows one record (the change log links the record it names). */
const RECORD_VIEWS: Record<string, 'edit' | 'show'> = {
  dogs: 'edit',
  users: 'edit',
  press: 'edit',
  escolar: 'edit',
  volunteers: 'edit',
  adoptions: 'edit',
  interfaces: 'edit',
  contributions: 'show',
  contacts: 'show',
};

/** The record's name, else its identifier (an entry from before names were written, of a record gone). */
export const auditRecordName = (record: RaRecord) =>
  (record.recordLabel as string | null | undefined) || String(record.recordId ?? '');

function RecordName() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const resource = record.resource as string;
  const view = Object.hasOwn(RECORD_VIEWS, resource) ? RECORD_VIEWS[resource] : undefined;
  // A press note or post deleted for good has no page to open.
  const gone = record.action === 'delete' && (resource === 'press' || resource === 'escolar');
  const name = auditRecordName(record);
  if (!view || gone) return <Typography variant="body2">{name}</Typography>;
  return (
    <MuiLink component={Link} to={createPath({ resource, id: record.recordId as string, type: view })}>
      {name}
    </MuiLink>
  );
}

function ChangesTable() {
  const record = useRecordContext();
  if (!record) return null;
  const resource = record.resource as string;
  const changes = (record.changes ?? {}) as Changes;
  return (
    <Labeled label="resources.audit.fields.changes" fullWidth>
      <Table size="small" data-testid="audit-changes">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Campo
            </TableCell>
            <TableCell component="th" scope="col">
              Antes
            </TableCell>
            <TableCell component="th" scope="col">
              Después
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(changes).map(([field, change]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {fieldLabel(resource, field)}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                {formatValue(resource, field, change.old)}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                {formatValue(resource, field, change.new)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Labeled>
  );
}

export function AuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <ShelterDateField source="createdAt" showTime />
        <TextField source="actorEmail" emptyText="—" />
        <ValueField source="action" />
        <ValueField source="resource" />
        <Labeled source="recordLabel">
          <RecordName />
        </Labeled>
        <ChangesTable />
      </SimpleShowLayout>
    </Show>
  );
}
