import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';

const show = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

function Changes() {
  const record = useRecordContext();
  const changes = (record?.changes ?? {}) as Record<string, { old: unknown; new: unknown }>;
  return (
    <Labeled label="resources.audit.fields.changes">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Campo</TableCell>
            <TableCell>Antes</TableCell>
            <TableCell>Después</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(changes).map(([field, change]) => (
            <TableRow key={field}>
              <TableCell>{field}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{show(change.old)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{show(change.new)}</TableCell>
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
        <DateField source="createdAt" showTime locales="es-AR" />
        <TextField source="actorEmail" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="recordId" />
        <Changes />
      </SimpleShowLayout>
    </Show>
  );
}
