// The form that moves a request: the new stage, a private note, the applicant's mail (previewed, editable),
// — approving an adoption — the other open requests for the dog, closed in the same step, and — scheduling
// a school's talk — its day and time. Checked with the same zod schema as the server (core's
// stageChangeSchema) before it goes.
import {
  type ApplicationKind,
  type ApplicationStage,
  parseWith,
  STAGE_LABELS,
  STAGES,
  stageChangeSchema,
} from '@campito/core';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fieldErrors, type MailPreview, type Review, useMailPreview, useReviewPost } from './api';
import { type OthersChoice, OthersToClose } from './OthersToClose';

/** A school's talk «agendada» may be scheduled again, on another day: the stage stays, the event moves. */
const canRepeat = (kind: ApplicationKind, stage: ApplicationStage) =>
  kind === 'school' && stage === 'agendada';

export function StageForm({ kind, id, review }: { kind: ApplicationKind; id: string; review: Review }) {
  const notify = useNotify();
  const [stage, setStage] = useState<ApplicationStage | ''>('');
  const [note, setNote] = useState('');
  // «2026-12-03T10:00», as the date and time input writes it (Buenos Aires time for the server).
  const [talkAt, setTalkAt] = useState('');
  const scheduling = stage !== '' && canRepeat(kind, stage);
  const [sendMail, setSendMail] = useState(true);
  const [edited, setEdited] = useState<MailPreview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Every other open request is ticked at first: an approved adoption usually closes them all.
  const [others, setOthers] = useState<OthersChoice | null>(null);
  const previewQuery = new URLSearchParams({ stage, ...(scheduling && talkAt ? { talkAt } : {}) });
  const preview = useMailPreview(kind, id, `/preview?${previewQuery}`, Boolean(stage));
  const mail = stage ? (edited ?? preview.data ?? null) : null;
  const post = useReviewPost(kind, id, '/stage');

  const approving = kind === 'adoption' && stage === 'aprobada' && review.others.length > 0;
  const othersChoice = others ?? {
    ids: review.others.map((o) => o.id),
    mail: review.adoptedNotice ?? { subject: '', body: '' },
  };

  const choose = (next: ApplicationStage | '') => {
    setStage(next);
    setEdited(null);
    setErrors({});
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const mailing = Boolean(stage && mail && sendMail);
    const body = {
      ...(stage ? { stage } : {}),
      ...(scheduling ? { talkAt } : {}),
      ...(note.trim() ? { note } : {}),
      sendMail: mailing,
      ...(mailing && mail ? { subject: mail.subject, body: mail.body } : {}),
      ...(approving && othersChoice.ids.length
        ? { closeOthers: { ...othersChoice.mail, ids: othersChoice.ids } }
        : {}),
    };
    // The messages show at once, next to their fields; the server checks the same again.
    const checked = parseWith(stageChangeSchema(kind), body);
    if (!checked.ok) return setErrors(checked.errors);
    post.mutate(body, {
      onSuccess: () => {
        const closed = approving ? othersChoice.ids.length : 0;
        choose('');
        setNote('');
        setTalkAt('');
        setOthers(null);
        notify(
          stage
            ? `Pasó a «${STAGE_LABELS[stage]}».${closed ? ` Cerramos ${closed === 1 ? 'otra solicitud' : `otras ${closed} solicitudes`} del perro.` : ''}`
            : 'Nota guardada.',
          { type: 'success' },
        );
      },
      onError: (error) => setErrors(fieldErrors(error, 'stage')),
    });
  };

  return (
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
          onChange={(e) => choose(e.target.value as ApplicationStage)}
          error={Boolean(errors.stage)}
          helperText={errors.stage ?? 'Dejalo vacío para agregar sólo una nota'}
        >
          <MenuItem value="">
            <em>Sin cambio</em>
          </MenuItem>
          {STAGES[kind]
            .filter((s) => s !== review.stage || canRepeat(kind, s))
            .map((s) => (
              <MenuItem key={s} value={s}>
                {s === review.stage ? `${STAGE_LABELS[s]} (otro día)` : STAGE_LABELS[s]}
              </MenuItem>
            ))}
        </TextField>
        {scheduling ? (
          <TextField
            label="Día y hora de la charla"
            type="datetime-local"
            value={talkAt}
            onChange={(e) => {
              setTalkAt(e.target.value);
              setEdited(null);
            }}
            error={Boolean(errors.talkAt)}
            helperText={
              errors.talkAt ?? 'Hora de Buenos Aires. La charla queda en el calendario como evento privado.'
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : null}
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
                  onChange={(e) => setEdited({ ...mail, subject: e.target.value })}
                  error={Boolean(errors.subject)}
                  helperText={errors.subject ?? ' '}
                />
                <TextField
                  label="Texto del correo"
                  multiline
                  minRows={5}
                  value={mail.body}
                  onChange={(e) => setEdited({ ...mail, body: e.target.value })}
                  error={Boolean(errors.body)}
                  helperText={errors.body ?? 'Podés cambiarlo antes de guardar; la plantilla no cambia.'}
                />
              </Stack>
            ) : null}
          </Box>
        ) : stage && preview.isSuccess ? (
          <Typography variant="body2">Este estado no manda correo.</Typography>
        ) : null}
        {approving ? (
          <OthersToClose others={review.others} choice={othersChoice} onChange={setOthers} errors={errors} />
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={post.isPending}>
            {stage ? 'Guardar el estado' : 'Guardar la nota'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
