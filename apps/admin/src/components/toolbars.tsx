import DeleteIcon from '@mui/icons-material/Delete';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, SaveButton, Toolbar, useDeleteController, useRecordContext } from 'react-admin';

/** Records that are never deleted from their form (dogs use "Dar de baja", users the isDelete switch). */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * «Archivar» with its question, the dialog opening on «Cancelar»: archiving is the destructive choice, so
 * Enter or a stray tap keeps the request (issue 34; react-admin's own dialog focuses the confirmation).
 */
function ArchiveButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { isPending, handleDelete } = useDeleteController({
    record,
    redirect: 'list',
    mutationMode: 'pessimistic',
  });
  return (
    <>
      <Button label="Archivar" color="error" onClick={() => setOpen(true)} disabled={!record}>
        <DeleteIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>¿Archivar esta solicitud?</DialogTitle>
        <DialogContent>
          <DialogContentText>Deja de aparecer en la lista; sus datos se conservan.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button label="Cancelar" onClick={() => setOpen(false)} disabled={isPending} autoFocus />
          <Button label="Confirmar" color="error" onClick={() => handleDelete()} disabled={isPending} />
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Review records: saving the pending flag, or archiving (a soft delete: the record stays). */
export const ReviewToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ArchiveButton />
  </Toolbar>
);
