// A foster home's address (issue 38, item 7): never in the list, the record or the export; staff ask for
// it here, one application at a time, and each read is an entry of the change log — as the adoption
// contract's DNI (adoptions/ContractCard.tsx).
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';

export function AddressCard() {
  const record = useRecordContext();
  const [address, setAddress] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  if (!record?.id) return null;

  const reveal = async () => {
    try {
      const res = await fetch(`/api/admin/foster-applications/${record.id}/address`, {
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      const body = await res.json();
      if (res.ok) {
        setAddress(body.address);
        setMessage('');
      } else setMessage(body.error ?? 'No pudimos traer el domicilio.');
    } catch {
      setMessage('No pudimos traer el domicilio. Revisá la conexión y probá de nuevo.');
    }
  };

  return (
    <Card sx={{ m: 2 }} component="section" aria-labelledby="domicilio-titulo">
      <CardContent>
        <Typography id="domicilio-titulo" variant="h6" component="h2">
          Domicilio
        </Typography>
        <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          {message ? <Alert severity="error">{message}</Alert> : null}
          {address ? (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{address}</Typography>
          ) : (
            <Button variant="outlined" onClick={reveal}>
              Ver domicilio
            </Button>
          )}
          <Typography variant="body2" color="text.secondary">
            Ver el domicilio queda en el registro de cambios.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
