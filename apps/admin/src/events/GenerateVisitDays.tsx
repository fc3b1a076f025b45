// «Generar días de visita» (issue 35, item 1): SPEC's visit days (first Sunday and the Saturdays after it)
// for the next 1 to 6 months; days already on the calendar are skipped, whatever their state.
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { errorText, useGenerateVisitDays } from './api';
import { generatedText } from './logic';

const MONTHS = [1, 2, 3, 4, 5, 6];

export function GenerateVisitDaysButton() {
  const [open, setOpen] = useState(false);
  const [months, setMonths] = useState(3);
  const notify = useNotify();
  const generate = useGenerateVisitDays();
  const close = () => {
    setOpen(false);
    generate.reset();
  };
  return (
    <>
      <Button label="Generar días de visita" onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="generate-title" fullWidth maxWidth="xs">
        <DialogTitle id="generate-title">Generar días de visita</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Agrega el primer domingo de cada mes y los sábados siguientes. Los días que ya están en el
            calendario no se tocan.
          </DialogContentText>
          <TextField
            select
            label="Meses"
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
            fullWidth
          >
            {MONTHS.map((m) => (
              <MenuItem key={m} value={m}>
                {m === 1 ? 'El próximo mes' : `Los próximos ${m} meses`}
              </MenuItem>
            ))}
          </TextField>
          {generate.isError ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(generate.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>Cerrar</MuiButton>
          <MuiButton
            variant="contained"
            disabled={generate.isPending}
            onClick={() =>
              generate.mutate(months, {
                onSuccess: (result) => {
                  notify(generatedText(result), { type: 'success' });
                  close();
                },
              })
            }
          >
            {generate.isPending ? 'Generando…' : 'Generar'}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
