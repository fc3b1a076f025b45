// Every answer of a public form, read only (the review screens change only the pending flag).
import { Box, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';

const HIDDEN = new Set([
  'id',
  'isPending',
  'isDelete',
  'approvedAt',
  'userId',
  'dogId',
  'idempotencyKey',
  'createdAt',
  'updatedAt',
  'handled',
]);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value))
    return new Date(value).toLocaleString('es-AR');
  return String(value);
}

export function ReadOnlyAnswers() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: '14rem 1fr' }, gap: 1, m: 0, width: '100%' }}
    >
      {Object.entries(record)
        .filter(([key]) => !HIDDEN.has(key))
        .map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`resources.${resource}.fields.${key}`, { _: key })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {show(value)}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
