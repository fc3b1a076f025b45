// The review of one adoption request or volunteer application (issue 16): where it stands, the form to
// move it (with a private note and the applicant's mail, previewed and editable before it goes), its
// signed timeline, and — for an open adoption whose dog another family adopted — the one-click notice.
import {
  type ApplicationKind,
  type ApplicationStage,
  STAGE_LABELS,
  STAGES,
  shortDayTime,
  stageChangeSchema,
  type TimelineEvent,
} from '@campito/core';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../providers/data-provider';

interface Review {
  stage: ApplicationStage;
  stageAt: string;
  isPending: boolean;
  dogAdopted: { name: string; adoptedAt: string } | null;
  timeline: TimelineEvent[];
}

interface MailPreview {
  to: string;
  subject: string;
  body: string;
}

const when = (iso: string) => shortDayTime(iso);

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No pudimos guardar el cambio. Probá de nuevo.';

export function ReviewPanel({ kind }: { kind: ApplicationKind }) {
  const record = useRecordContext();
  const id = record?.id as string | undefined;
  const base = `/api/admin/applications/${kind}/${id}`;
  const notify = useNotify();
  const refresh = useRefresh();
  const formId = useId();
  const [review, setReview] = useState<Review | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [stage, setStage] = useState<ApplicationStage | ''>('');
  const [note, setNote] = useState('');
  const [sendMail, setSendMail] = useState(true);
  const [mail, setMail] = useState<MailPreview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<MailPreview | null>(null);

  const load = useCallback(() => {
    if (!id) return;
    httpClient(base)
      .then(({ json }) => {
        setReview(json as Review);
        setLoadError(null);
      })
      .catch((error: unknown) => setLoadError(errorText(error)));
  }, [base, id]);
  useEffect(load, [load]);

  // The mail the chosen stage would send, filled in for this applicant: shown and editable before saving.
  useEffect(() => {
    setMail(null);
    if (!id || !stage || stage === review?.stage) return;
    let current = true;
    httpClient(`${base}/preview?stage=${encodeURIComponent(stage)}`)
      .then(({ json }) => {
        if (current) setMail((json as { mail: MailPreview | null }).mail);
      })
      .catch(() => {
        if (current) setMail(null);
      });
    return () => {
      current = false;
    };
  }, [base, id, stage, review?.stage]);

  const settled = (next: Review, message: string) => {
    setReview(next);
    setStage('');
    setNote('');
    setErrors({});
    setNotice(null);
    notify(message, { type: 'success' });
    refresh();
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...(stage ? { stage } : {}),
      ...(note.trim() ? { note } : {}),
      sendMail: Boolean(stage && mail && sendMail),
      ...(stage && mail && sendMail ? { subject: mail.subject, body: mail.body } : {}),
    };
    // The same schema the server validates with: the messages show at once, next to their fields.
    const checked = stageChangeSchema(kind).safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'stage')] ??= issue.message;
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const { json } = await httpClient(`${base}/stage`, { method: 'POST', body: JSON.stringify(body) });
      settled(json as Review, stage ? `Pasó a «${STAGE_LABELS[stage]}».` : 'Nota guardada.');
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      setErrors(body?.errors ?? { stage: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  const openNotice = async () => {
    try {
      const { json } = await httpClient(`/api/admin/applications/adoption/${id}/adopted-notice`);
      setNotice((json as { mail: MailPreview }).mail);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  const sendNotice = async () => {
    if (!notice) return;
    setSaving(true);
    try {
      const { json } = await httpClient(`/api/admin/applications/adoption/${id}/adopted-notice`, {
        method: 'POST',
        body: JSON.stringify({ subject: notice.subject, body: notice.body }),
      });
      settled(json as Review, 'Le avisamos que el perro ya fue adoptado.');
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (!id) return null;
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!review) return <Typography>Cargando el estado…</Typography>;

  const stages = STAGES[kind].filter((s) => s !== review.stage);
  return (
    <Stack
      spacing={2}
      sx={{ width: '100%', maxWidth: 720, mb: 3 }}
      component="section"
      aria-labelledby={`${formId}-title`}
    >
      <Typography variant="h6" component="h2" id={`${formId}-title`}>
        Estado:{' '}
        <Chip
          label={STAGE_LABELS[review.stage]}
          // The site's badge colours: both pass WCAG AA (MUI's warning chip does not).
          sx={
            review.isPending
              ? { bgcolor: '#fff0d6', color: '#6b4200' }
              : { bgcolor: '#e6f4ea', color: '#1e4620' }
          }
        />
      </Typography>
      <Typography variant="body2">Desde el {when(review.stageAt)}.</Typography>

      {review.dogAdopted ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={openNotice} disabled={saving}>
              Avisar que ya fue adoptado
            </Button>
          }
        >
          {review.dogAdopted.name} ya fue adoptado por otra familia el {when(review.dogAdopted.adoptedAt)}.
          Esta solicitud sigue abierta.
        </Alert>
      ) : null}
      {notice ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h3">
              Correo para {notice.to}
            </Typography>
            <TextField
              label="Asunto"
              value={notice.subject}
              onChange={(e) => setNotice({ ...notice, subject: e.target.value })}
            />
            <TextField
              label="Texto"
              multiline
              minRows={5}
              value={notice.body}
              onChange={(e) => setNotice({ ...notice, body: e.target.value })}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={sendNotice} disabled={saving}>
                Enviar y cerrar la solicitud
              </Button>
              <Button onClick={() => setNotice(null)}>Cancelar</Button>
            </Stack>
          </Stack>
        </Paper>
      ) : null}

      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        onSubmit={save}
        noValidate
        aria-label="Cambiar el estado"
      >
        <Stack spacing={2}>
          <TextField
            select
            label="Nuevo estado"
            value={stage}
            onChange={(e) => setStage(e.target.value as ApplicationStage)}
            error={Boolean(errors.stage)}
            helperText={errors.stage ?? 'Dejalo vacío para agregar sólo una nota'}
          >
            <MenuItem value="">
              <em>Sin cambio</em>
            </MenuItem>
            {stages.map((s) => (
              <MenuItem key={s} value={s}>
                {STAGE_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Nota interna (sólo la ve el equipo)"
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {stage && mail ? (
            <Box>
              <FormControlLabel
                control={<Checkbox checked={sendMail} onChange={(e) => setSendMail(e.target.checked)} />}
                label={`Avisarle por correo a ${mail.to}`}
              />
              {sendMail ? (
                <Stack spacing={2} sx={{ mt: 1 }}>
                  <TextField
                    label="Asunto del correo"
                    value={mail.subject}
                    onChange={(e) => setMail({ ...mail, subject: e.target.value })}
                    error={Boolean(errors.subject)}
                    helperText={errors.subject ?? ' '}
                  />
                  <TextField
                    label="Texto del correo"
                    multiline
                    minRows={5}
                    value={mail.body}
                    onChange={(e) => setMail({ ...mail, body: e.target.value })}
                    error={Boolean(errors.body)}
                    helperText={errors.body ?? 'Podés cambiarlo antes de guardar; la plantilla no cambia.'}
                  />
                </Stack>
              ) : null}
            </Box>
          ) : stage ? (
            <Typography variant="body2">Este estado no manda correo.</Typography>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {stage ? 'Guardar el estado' : 'Guardar la nota'}
            </Button>
          </Box>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby={`${formId}-history`}>
        <Typography variant="subtitle1" component="h3" id={`${formId}-history`}>
          Historia
        </Typography>
        {review.timeline.length === 0 ? (
          <Typography variant="body2">Todavía nadie la movió.</Typography>
        ) : (
          <ol style={{ paddingInlineStart: '1.2rem' }}>
            {review.timeline.map((event) => (
              <li key={event.id}>
                <Typography variant="body2">
                  <strong>{when(event.at)}</strong> · {event.actorName}
                  {event.stageLabel ? ` · pasó a «${event.stageLabel}»` : ''}
                  {event.reason === 'ya_adoptado' ? ' (el perro ya fue adoptado)' : ''}
                  {event.mailSent ? ' · correo enviado' : ''}
                </Typography>
                {event.note ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
                    {event.note}
                  </Typography>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Box>
    </Stack>
  );
}
