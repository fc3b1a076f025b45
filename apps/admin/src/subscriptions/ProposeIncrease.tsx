// «Proponer el aumento ahora» (issue 36, item 6): staff mail every donor giving monthly in pesos the yearly
// increase of «Sitio», now instead of on each plan's anniversary. Nothing changes without the donor's click
// on their plan's page; someone who got a proposal in the last month is left out.
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export function ProposeIncrease() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const propose = async () => {
    setBusy(true);
    try {
      const res = await fetch('/api/admin/subscriptions/increase', {
        method: 'POST',
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      const body = await res.json();
      if (!res.ok) notify(body.error ?? 'No pudimos mandar las propuestas.', { type: 'error' });
      else {
        notify(
          body.suggested === 1
            ? 'Le mandamos la propuesta a 1 donante.'
            : `Le mandamos la propuesta a ${body.suggested} donantes.`,
          { type: 'info' },
        );
        refresh();
      }
    } catch {
      notify('No pudimos mandar las propuestas. Revisá la conexión y probá de nuevo.', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<TrendingUpIcon />} onClick={() => setOpen(true)}>
        Proponer el aumento ahora
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="increase-title">
        <DialogTitle id="increase-title">Proponer el aumento anual ahora</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Cada donante activo en pesos (Mercado Pago o transferencia) que empezó hace más de tres meses
            recibe un mail con el porcentaje de «Sitio», redondeado. Su aporte sólo cambia si acepta. A quien
            ya recibió una propuesta este último mes no le llega otra.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
          <Button variant="contained" onClick={propose} disabled={busy}>
            Mandar las propuestas
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
