// The review of one adoption request, volunteer application or school's talk request (issues 16 and 35):
// where it stands, the form to move it (stage.tsx words, StageForm), its signed timeline, — for an open
// adoption whose dog another family adopted — the one-click notice, and a scheduled talk's private event.
// Data through react-query (api.ts).
import { type ApplicationKind, EVENT_STATUS_LABELS, STAGE_LABELS, shortDayTime } from '@campito/core';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext } from 'react-admin';
import { AdoptedNotice } from './AdoptedNotice';
import { errorText, useReview } from './api';
import { StageForm } from './StageForm';
import { Timeline } from './Timeline';

export function ReviewPanel({ kind }: { kind: ApplicationKind }) {
  const record = useRecordContext();
  if (!record?.id) return null;
  return <Review kind={kind} id={String(record.id)} version={String(record.stageAt ?? '')} />;
}

function Review({ kind, id, version }: { kind: ApplicationKind; id: string; version: string }) {
  const formId = useId();
  const { data: review, error } = useReview(kind, id, version);
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!review) return <Typography>Cargando el estado…</Typography>;
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
      <Typography variant="body2">Desde el {shortDayTime(review.stageAt)}.</Typography>
      {review.talk ? (
        <Alert severity="info" data-testid="talk-event">
          Charla en el calendario (evento privado): {shortDayTime(review.talk.startsAt)}
          {review.talk.place ? `, ${review.talk.place}` : ''}.
          {review.talk.status !== 'programado'
            ? ` ${EVENT_STATUS_LABELS[review.talk.status as keyof typeof EVENT_STATUS_LABELS] ?? review.talk.status}.`
            : ''}
        </Alert>
      ) : null}
      {review.dogAdopted ? <AdoptedNotice id={id} dogAdopted={review.dogAdopted} /> : null}
      {/* Keyed by stage: after a move the form starts empty for the new one. */}
      <StageForm key={review.stage} kind={kind} id={id} review={review} />
      <Timeline events={review.timeline} headingId={`${formId}-history`} />
    </Stack>
  );
}
