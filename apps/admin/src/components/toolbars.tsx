import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/** Records that are never deleted from their form (dogs use "Dar de baja", users the isDelete switch). */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Review records: saving the pending flag, or archiving (a soft delete: the record stays). */
export const ReviewToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton
      label="Archivar"
      mutationMode="pessimistic"
      confirmTitle="¿Archivar esta solicitud?"
      confirmContent="Deja de aparecer en la lista; sus datos se conservan."
    />
  </Toolbar>
);
