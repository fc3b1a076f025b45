// Who found a dog a visitor reported through the public form, and what they wrote (issue 16): staff only,
// read from /api/admin/dogs/:id/report. While the dog waits for review it also says how to publish it:
// write its public story in «Características»; the finder's words stay here, as a private note.
import { shortDayTime } from '@campito/core';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { HttpError, useRecordContext } from 'react-admin';
import { httpClient } from '../providers/data-provider';

interface Report {
  finderName: string;
  finderPhone: string;
  finderEmail: string;
  finderNote: string;
  createdAt: string;
}

export function DogReport() {
  const record = useRecordContext();
  const id = record?.id;
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    let current = true;
    httpClient(`/api/admin/dogs/${encodeURIComponent(String(id))}/report`)
      .then(({ json }) => current && setReport(json as Report))
      .catch((error: unknown) => {
        // A dog staff loaded themselves has no report: nothing to show.
        if (!current || (error instanceof HttpError && error.status === 404)) return;
        setProblem(
          'No pudimos leer los datos de quien lo reportó. Recargá la página para intentar de nuevo.',
        );
      });
    return () => {
      current = false;
    };
  }, [id]);

  if (problem) return <Alert severity="warning">{problem}</Alert>;
  if (!report) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dog-report-title" sx={{ p: 2, m: 2 }}>
      <Typography id="dog-report-title" variant="h6" component="h2" gutterBottom>
        Lo reportó {report.finderName}
      </Typography>
      <Stack spacing={0.5}>
        <Typography>
          Teléfono: <a href={`tel:${report.finderPhone}`}>{report.finderPhone}</a>
        </Typography>
        <Typography>
          Email: <a href={`mailto:${report.finderEmail}`}>{report.finderEmail}</a>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Enviado el {shortDayTime(report.createdAt)}. Estos datos no se publican.
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ pt: 1 }}>
          Lo que contó (nota privada)
        </Typography>
        <Typography data-testid="finder-note" sx={{ whiteSpace: 'pre-wrap' }}>
          {report.finderNote || 'No escribió nada sobre el perro.'}
        </Typography>
      </Stack>
      {record?.isPending ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Para publicarlo, escribí su historia en «Características» y guardá; después tocá «Aprobar». Lo que
          contó quien lo encontró no se publica.
        </Alert>
      ) : null}
    </Paper>
  );
}
