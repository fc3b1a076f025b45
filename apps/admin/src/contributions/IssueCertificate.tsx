// Staff issue a donor's yearly donation certificate (issue 36) from one of their contributions: the year,
// the name that goes on it and, if the donor gave it, their CUIT/CUIL or DNI. The server lists every
// confirmed gift of that email and year; the dialog then links to the PDF. The same rule as the donor's own
// form (core's certificateRequestSchema).

import { certificateRequestSchema, isoDay, parseWith } from '@campito/core';
import DescriptionIcon from '@mui/icons-material/Description';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';

export function IssueCertificate() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ year: '', name: '', taxId: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<{ code: string; pdfUrl: string } | null>(null);
  if (!record?.email || record.status !== 'paid') return null;

  const start = () => {
    setValues({ year: isoDay(record.date).slice(0, 4), name: record.name ?? '', taxId: '' });
    setErrors({});
    setMessage('');
    setIssued(null);
    setOpen(true);
  };
  const submit = async () => {
    const parsed = parseWith(certificateRequestSchema, values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setBusy(true);
    try {
      const res = await fetch('/api/certificados', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...parsed.data, email: record.email }),
      });
      const body = await res.json();
      if (!res.ok) {
        setErrors(body.errors ?? {});
        setMessage(body.error ?? '');
        return;
      }
      setIssued(body);
    } catch {
      setMessage('No pudimos emitir el certificado. Revisá la conexión y probá de nuevo.');
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof values, label: string, helper?: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
      fullWidth
      slotProps={{ htmlInput: { inputMode: name === 'name' ? 'text' : 'numeric' } }}
    />
  );

  return (
    <>
      <Button size="small" startIcon={<DescriptionIcon />} onClick={start} sx={{ m: 2, mb: 0 }}>
        Certificado de donaciones
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="certificate-title">
        <DialogTitle id="certificate-title">Certificado de donaciones de {record.email}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {message ? <Alert severity="error">{message}</Alert> : null}
            {issued ? (
              <Alert severity="success">
                Certificado {issued.code} emitido.{' '}
                <a href={issued.pdfUrl} download>
                  Descargar el PDF
                </a>
              </Alert>
            ) : null}
            {field('year', 'Año')}
            {field('name', 'Nombre y apellido, como va en el certificado')}
            {field('taxId', 'CUIT, CUIL o DNI (opcional)', 'Si el donante lo dio, figura en el certificado.')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{issued ? 'Cerrar' : 'Cancelar'}</Button>
          <Button variant="contained" onClick={submit} disabled={busy || Boolean(issued)}>
            Emitir el certificado
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
