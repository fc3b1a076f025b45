// Every answer of a public form, read only (the review screens change only the pending flag); choices
// by their labels ("si" reads "Sí", "hibrido" "Híbrida"), days and moments as in Argentina.
import { Box, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { formatValue } from '../i18n/values';

const HIDDEN = new Set([
  'id',
  'isPending',
  'isDelete',
  'approvedAt',
  'userId',
  'dogId',
  // A school's talk: its event shows in the review above.
  'eventId',
  'idempotencyKey',
  'createdAt',
  'updatedAt',
  'handled',
]);

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
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {formatValue(resource ?? '', key, value)}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
