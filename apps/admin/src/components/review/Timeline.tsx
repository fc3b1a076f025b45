// A request's signed history: each move and note, who made it and when, and whether a mail went.
import { DOG_ADOPTED_REASON, shortDayTime, type TimelineEvent } from '@campito/core';
import { Box, Typography } from '@mui/material';

export function Timeline({ events, headingId }: { events: TimelineEvent[]; headingId: string }) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle1" component="h3" id={headingId}>
        Historia
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2">Todavía nadie la movió.</Typography>
      ) : (
        <ol style={{ paddingInlineStart: '1.2rem' }}>
          {events.map((event) => (
            <li key={event.id}>
              <Typography variant="body2">
                <strong>{shortDayTime(event.at)}</strong> · {event.actorName}
                {event.stageLabel ? ` · pasó a «${event.stageLabel}»` : ''}
                {event.reason === DOG_ADOPTED_REASON ? ' (el perro ya fue adoptado)' : ''}
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
  );
}
