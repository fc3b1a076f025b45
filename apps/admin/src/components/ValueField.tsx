// A field read by its Spanish label (i18n/values.ts): "paid" reads "Pagado", "mercadopago" "Mercado Pago",
// a list of roles "Administrador/a, Voluntario/a". A drop-in for TextField in lists and show views.
import { Typography } from '@mui/material';
import { type FieldProps, useRecordContext, useResourceContext } from 'react-admin';
import { formatValue } from '../i18n/values';

export function ValueField({ source, resource: resourceProp }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatValue(resource, source, record[source])}
    </Typography>
  );
}
