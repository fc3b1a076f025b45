// «Suspender por lluvia» / «Cancelar» (issue 35, item 5): the notice for the site and the mail, prefilled by
// the server's preview, editable, sent once to everyone who had the date (the server makes sure of "once").
import { eventNoticeSchema } from '@campito/core';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText, fieldErrors, type NoticeStatus, useNoticePreview, useSendNotice } from './api';
import { recipientsText } from './logic';

const TITLES: Record<NoticeStatus, string> = {
  suspendido: 'Suspender por lluvia',
  cancelado: 'Cancelar la fecha',
};

interface Props {
  eventId: string;
  status: NoticeStatus;
  open: boolean;
  onClose: () => void;
}

export function NoticeDialog({ eventId, status, open, onClose }: Props) {
  const preview = useNoticePreview(eventId, status, open);
  const send = useSendNotice(eventId);
  const notify = useNotify();
  const [texts, setTexts] = useState({ notice: '', subject: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The server's texts fill the fields each time the dialog opens.
  useEffect(() => {
    if (open && preview.data)
      setTexts({ notice: preview.data.notice, subject: preview.data.subject, body: preview.data.body });
  }, [open, preview.data]);
  useEffect(() => {
    if (!open) {
      setErrors({});
      send.reset();
    }
  }, [open, send.reset]);

  const submit = () => {
    const input = { status, ...texts };
    const checked = eventNoticeSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(input, {
      onSuccess: (result) => {
        notify(
          result.alreadyMailed || result.mailed === 0
            ? `Listo: la fecha quedó «${result.statusLabel}» y el aviso ya está en el sitio.`
            : `Listo: la fecha quedó «${result.statusLabel}». Mandamos ${result.mailed === 1 ? '1 correo' : `${result.mailed} correos`}.`,
          { type: 'success' },
        );
        onClose();
      },
      onError: (error) => setErrors(fieldErrors(error)),
    });
  };

  const field = (name: keyof typeof texts, label: string, rows: number) => (
    <TextField
      label={label}
      value={texts[name]}
      onChange={(e) => setTexts((t) => ({ ...t, [name]: e.target.value }))}
      multiline={rows > 1}
      minRows={rows > 1 ? rows : undefined}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: { 'data-testid': `notice-${name}` } }}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="notice-title" fullWidth maxWidth="sm">
      <DialogTitle id="notice-title">{TITLES[status]}</DialogTitle>
      <DialogContent>
        {preview.isPending ? <LinearProgress aria-label="Cargando el aviso" /> : null}
        {preview.isError ? (
          <Alert severity="error" role="alert">
            {errorText(preview.error)}
          </Alert>
        ) : null}
        {preview.data ? (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Alert severity={preview.data.alreadyMailed ? 'warning' : 'info'} data-testid="notice-recipients">
              {recipientsText(preview.data.recipients, preview.data.alreadyMailed)}
            </Alert>
            {field('notice', 'Aviso en el sitio', 3)}
            <Typography variant="subtitle2" component="h3">
              El correo
            </Typography>
            {field('subject', 'Asunto', 1)}
            {field('body', 'Texto', 8)}
          </Stack>
        ) : null}
        {send.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(send.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Volver</Button>
        <Button
          variant="contained"
          color={status === 'cancelado' ? 'error' : 'primary'}
          disabled={!preview.data || send.isPending}
          onClick={submit}
        >
          {send.isPending
            ? 'Enviando…'
            : status === 'suspendido'
              ? 'Suspender y avisar'
              : 'Cancelar y avisar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
