// After the approval (issue 37): the adoption contract and the delivery on the request's page. Staff send
// the contract with the dog's castration and vaccines (again, until it is accepted), see whether and how it
// was accepted (name; the DNI and address on demand, each read audited, like the PDF), download the PDF, and
// mark the delivery day once it was.
import {
  CASTRATION_LABELS,
  contractSendSchema,
  deliverySchema,
  isoDay,
  parseWith,
  shortDay,
} from '@campito/core';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';

interface ContractState {
  stage: string;
  deliveredOn: string | null;
  contract: null | {
    sentAt: string;
    castrated: string;
    vaccines: string;
    acceptedAt: string | null;
    acceptedName: string | null;
    signedHash: string | null;
  };
}

const day = (iso: string) =>
  new Date(iso).toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires' });

async function call(url: string, body?: object) {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    credentials: 'include',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { ok: res.ok, body: await res.json() };
}

export function ContractCard() {
  const record = useRecordContext();
  const refresh = useRefresh();
  const [state, setState] = useState<ContractState | null>(null);
  const [values, setValues] = useState({ castrated: '', vaccines: '', deliveredOn: isoDay() });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [personal, setPersonal] = useState<{ dni: string; address: string } | null>(null);
  const base = record ? `/api/admin/adoptions/${record.id}` : '';
  const load = useCallback(async () => {
    if (!base) return;
    const got = await call(`${base}/contract`);
    if (got.ok) setState(got.body);
  }, [base]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!record || !state || state.stage !== 'aprobada') return null;

  const post = async (
    path: string,
    schema: typeof contractSendSchema | typeof deliverySchema,
    input: object,
  ) => {
    const parsed = parseWith(schema, input);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    const got = await call(`${base}/${path}`, parsed.data);
    if (!got.ok) {
      setErrors(got.body.errors ?? {});
      setMessage(got.body.error ?? '');
      return;
    }
    setMessage('');
    setState(got.body);
    // The request's record (its delivery day) is read again: the follow-ups' card follows it.
    refresh();
  };
  const { contract } = state;
  return (
    <Card sx={{ m: 2 }} component="section" aria-labelledby="contrato-titulo">
      <CardContent>
        <Typography id="contrato-titulo" variant="h6" component="h2">
          Contrato y entrega
        </Typography>
        {message ? <Alert severity="error">{message}</Alert> : null}
        {contract?.acceptedAt ? (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <Typography>{`Aceptado el ${day(contract.acceptedAt)} por ${contract.acceptedName}.`}</Typography>
            {personal ? (
              <Typography>{`DNI ${personal.dni}, con domicilio en ${personal.address}.`}</Typography>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
              {personal ? null : (
                <Button
                  variant="outlined"
                  onClick={async () => {
                    const got = await call(`${base}/contract/personal`);
                    if (got.ok) setPersonal(got.body);
                    else setMessage(got.body.error ?? 'No pudimos traer los datos.');
                  }}
                >
                  Ver DNI y domicilio
                </Button>
              )}
              <Button href={`${base}/contract.pdf`} variant="outlined">
                Descargar el contrato (PDF)
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Ver el DNI y el domicilio, o descargar el contrato, queda en el registro de cambios.
            </Typography>
            {state.deliveredOn ? (
              <Typography>{`Entregado el ${shortDay(state.deliveredOn)}.`}</Typography>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  type="date"
                  label="Día de la entrega"
                  value={values.deliveredOn}
                  onChange={(e) => setValues({ ...values, deliveredOn: e.target.value })}
                  error={Boolean(errors.deliveredOn)}
                  helperText={errors.deliveredOn}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <Button
                  variant="contained"
                  onClick={() => post('delivery', deliverySchema, { deliveredOn: values.deliveredOn })}
                >
                  Marcar la entrega
                </Button>
              </Stack>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography>
              {contract
                ? `Enviado el ${day(contract.sentAt)}: todavía no lo aceptó. La entrega se marca cuando lo acepte.`
                : 'Mandale el contrato: lo lee y lo acepta en el sitio con su DNI. La entrega se marca después.'}
            </Typography>
            <TextField
              select
              label="Castración"
              value={values.castrated || contract?.castrated || ''}
              onChange={(e) => setValues({ ...values, castrated: e.target.value })}
              error={Boolean(errors.castrated)}
              helperText={errors.castrated}
            >
              {Object.entries(CASTRATION_LABELS).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Vacunas"
              value={values.vaccines || contract?.vaccines || ''}
              onChange={(e) => setValues({ ...values, vaccines: e.target.value })}
              error={Boolean(errors.vaccines)}
              helperText={errors.vaccines ?? 'Por ejemplo «Séxtuple y antirrábica (marzo 2026)»'}
            />
            <Box>
              <Button
                variant="contained"
                onClick={() =>
                  post('contract', contractSendSchema, {
                    castrated: values.castrated || contract?.castrated,
                    vaccines: values.vaccines || contract?.vaccines,
                  })
                }
              >
                {contract ? 'Mandarlo de nuevo' : 'Enviar el contrato'}
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
