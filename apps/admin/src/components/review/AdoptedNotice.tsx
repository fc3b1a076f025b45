// An open adoption request whose dog another family adopted: the warning, and the «ya fue adoptado» mail
// (filled in for this applicant, editable) that closes it in one click.
import { shortDayTime } from '@campito/core';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText, type MailPreview, type Review, useMailPreview, useReviewPost } from './api';

export function AdoptedNotice({
  id,
  dogAdopted,
}: {
  id: string;
  dogAdopted: NonNullable<Review['dogAdopted']>;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const preview = useMailPreview('adoption', id, '/adopted-notice', open);
  const [edited, setEdited] = useState<MailPreview | null>(null);
  const mail = edited ?? preview.data ?? null;
  const send = useReviewPost('adoption', id, '/adopted-notice');

  const submit = () => {
    if (!mail) return;
    send.mutate(
      { subject: mail.subject, body: mail.body },
      {
        onSuccess: () => {
          setOpen(false);
          setEdited(null);
          notify('Le avisamos que el perro ya fue adoptado.', { type: 'success' });
        },
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)} disabled={send.isPending}>
            Avisar que ya fue adoptado
          </Button>
        }
      >
        {dogAdopted.name} ya fue adoptado por otra familia el {shortDayTime(dogAdopted.adoptedAt)}. Esta
        solicitud sigue abierta.
      </Alert>
      {open && mail ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h3">
              Correo para {mail.to}
            </Typography>
            <TextField
              label="Asunto"
              value={mail.subject}
              onChange={(e) => setEdited({ ...mail, subject: e.target.value })}
            />
            <TextField
              label="Texto"
              multiline
              minRows={5}
              value={mail.body}
              onChange={(e) => setEdited({ ...mail, body: e.target.value })}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={submit} disabled={send.isPending}>
                Enviar y cerrar la solicitud
              </Button>
              <Button onClick={() => setOpen(false)}>Cancelar</Button>
            </Stack>
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
