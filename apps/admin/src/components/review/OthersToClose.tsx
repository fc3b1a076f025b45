// Beside an approval (issue 34, item 4): the other open requests for the same dog, each ticked to be closed
// in the same step, and the «ya fue adoptado» text they get — placeholders filled for each of them.
import { MAIL_PLACEHOLDERS, shortDay } from '@campito/core';
import { Box, Checkbox, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import type { MailText, OtherRequest } from './api';

export interface OthersChoice {
  ids: string[];
  mail: MailText;
}

export function OthersToClose({
  others,
  choice,
  onChange,
  errors,
}: {
  others: OtherRequest[];
  choice: OthersChoice;
  onChange: (choice: OthersChoice) => void;
  errors: Record<string, string>;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange({ ...choice, ids: on ? [...choice.ids, id] : choice.ids.filter((i) => i !== id) });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Otras solicitudes abiertas para este perro
      </Typography>
      <Typography variant="body2">
        Las que dejes marcadas se cierran al aprobar esta, y a cada persona le llega este correo.
      </Typography>
      <FormGroup>
        {others.map((other) => (
          <FormControlLabel
            key={other.id}
            control={
              <Checkbox
                checked={choice.ids.includes(other.id)}
                onChange={(e) => toggle(other.id, e.target.checked)}
              />
            }
            label={`${other.name} · ${other.stageLabel} · desde el ${shortDay(other.date)}`}
          />
        ))}
      </FormGroup>
      {choice.ids.length > 0 ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Asunto del aviso «ya fue adoptado»"
            value={choice.mail.subject}
            onChange={(e) => onChange({ ...choice, mail: { ...choice.mail, subject: e.target.value } })}
            error={Boolean(errors['closeOthers.subject'])}
            helperText={errors['closeOthers.subject'] ?? ' '}
          />
          <TextField
            label="Texto del aviso «ya fue adoptado»"
            multiline
            minRows={4}
            value={choice.mail.body}
            onChange={(e) => onChange({ ...choice, mail: { ...choice.mail, body: e.target.value } })}
            error={Boolean(errors['closeOthers.body'])}
            helperText={errors['closeOthers.body'] ?? `{nombre} es ${MAIL_PLACEHOLDERS['{nombre}']}.`}
          />
        </Stack>
      ) : null}
    </Box>
  );
}
