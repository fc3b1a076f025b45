// Statistics computed by the server from the data (docs/product.md §10.10): per month of a chosen year, dogs
// added, adoptions approved, dogs given "Dar de baja", and contributions per currency; also as a table.
import type { MonthStats, YearStats } from '@campito/core';
import {
  Box,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { httpClient } from '../providers/data-provider';

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
const money = (n: number, currency: 'ARS' | 'USD') =>
  n.toLocaleString('es-AR', { style: 'currency', currency, maximumFractionDigits: 2 });
/** An axis tick as people read it: «$ 140 mil», «US$ 100» (issue 34, item 6: the axes had bare numbers). */
const tick = (currency: 'ARS' | 'USD') => (n: number) =>
  n.toLocaleString('es-AR', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
/** An axis's name beside it. */
const axisName = (value: string, side: 'insideLeft' | 'insideRight') => ({
  value,
  angle: side === 'insideLeft' ? -90 : 90,
  position: side,
  style: { textAnchor: 'middle' as const },
});
/** The month column stays in view while the rest of the table scrolls sideways on a phone. */
const STICKY = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

type Row = MonthStats & { name: string; ARS: number; USD: number };

/** A card with bars per month: the month on the x axis, `axes` for the values, the bars as children. */
function MonthChart({
  title,
  rows,
  axes,
  children,
}: {
  title: string;
  rows: Row[];
  axes: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <ResponsiveContainer width="100%" height={300}>
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            {axes}
            <Tooltip />
            <Legend />
            {children}
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

export function StatsPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const [stats, setStats] = useState<YearStats | undefined>(undefined);
  const notify = useNotify();

  useEffect(() => {
    let live = true;
    httpClient(`/api/admin/stats${year ? `?year=${year}` : ''}`)
      .then(({ json }) => live && setStats(json as YearStats))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
    return () => {
      live = false;
    };
  }, [year, notify]);

  if (!stats) return <Loading />;
  const rows: Row[] = stats.months.map((m) => ({
    ...m,
    name: MONTHS[m.month - 1],
    ARS: m.contributions.ARS,
    USD: m.contributions.USD,
  }));
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title="Estadísticas" />
      <TextField
        select
        label="Año"
        value={stats.year}
        onChange={(e) => setYear(Number(e.target.value))}
        sx={{ width: 160 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'stats-year' } } }}
      >
        {stats.years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <MonthChart
        title={`Perros por mes en ${stats.year}`}
        rows={rows}
        axes={<YAxis allowDecimals={false} label={axisName('Perros', 'insideLeft')} />}
      >
        <Bar dataKey="dogsAdded" name="Ingresos" fill="#2e7d32" />
        <Bar dataKey="adoptions" name="Adopciones" fill="#1565c0" />
        <Bar dataKey="removals" name="Bajas" fill="#c62828" />
      </MonthChart>
      <MonthChart
        title={`Aportes por mes en ${stats.year}`}
        rows={rows}
        axes={
          <>
            <YAxis
              yAxisId="ars"
              width={72}
              tickFormatter={tick('ARS')}
              label={axisName('Pesos', 'insideLeft')}
            />
            <YAxis
              yAxisId="usd"
              orientation="right"
              width={88}
              tickFormatter={tick('USD')}
              label={axisName('Dólares', 'insideRight')}
            />
          </>
        }
      >
        <Bar yAxisId="ars" dataKey="ARS" name="Pesos" fill="#6a1b9a" />
        <Bar yAxisId="usd" dataKey="USD" name="Dólares" fill="#ef6c00" />
      </MonthChart>
      <Card>
        <CardContent>
          <Typography variant="body2" sx={{ display: { sm: 'none' }, mb: 1 }} id="stats-table-hint">
            Deslizá la tabla hacia la izquierda para ver los aportes, las visitas y el voluntariado: el mes
            queda fijo.
          </Typography>
          {/* Twelve columns are wider than a phone: the table scrolls sideways inside its card (focusable, so
              the keyboard scrolls it too), never the page. */}
          <Box
            role="region"
            aria-label={`Tabla de estadísticas de ${stats.year}`}
            tabIndex={0}
            sx={{ overflowX: 'auto' }}
            data-testid="stats-table-scroll"
          >
            <Table size="small" aria-label={`Estadísticas de ${stats.year}`} data-testid="stats-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={STICKY}>Mes</TableCell>
                  <TableCell align="right">Ingresos</TableCell>
                  <TableCell align="right">Adopciones</TableCell>
                  <TableCell align="right">Bajas</TableCell>
                  <TableCell align="right">Aportes</TableCell>
                  <TableCell align="right">Pesos</TableCell>
                  <TableCell align="right">Dólares</TableCell>
                  <TableCell align="right">Lugares reservados</TableCell>
                  <TableCell align="right">Visitantes</TableCell>
                  <TableCell align="right">Devoluciones</TableCell>
                  <TableCell align="right">Horas de voluntariado</TableCell>
                  <TableCell align="right">Voluntarios</TableCell>
                  <TableCell align="right">Perros a tránsito</TableCell>
                  <TableCell align="right">Días en tránsito</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell sx={STICKY}>{MONTHS[m.month - 1]}</TableCell>
                    <TableCell align="right">{m.dogsAdded}</TableCell>
                    <TableCell align="right">{m.adoptions}</TableCell>
                    <TableCell align="right">{m.removals}</TableCell>
                    <TableCell align="right">{m.contributionCount}</TableCell>
                    <TableCell align="right">{money(m.contributions.ARS, 'ARS')}</TableCell>
                    <TableCell align="right">{money(m.contributions.USD, 'USD')}</TableCell>
                    <TableCell align="right">{m.bookings}</TableCell>
                    <TableCell align="right">{m.visitors}</TableCell>
                    <TableCell align="right">{m.returns}</TableCell>
                    <TableCell align="right">{m.volunteerHours}</TableCell>
                    <TableCell align="right">{m.volunteers}</TableCell>
                    <TableCell align="right">{m.fosterPlacements}</TableCell>
                    <TableCell align="right">{m.fosterDays}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ ...STICKY, fontWeight: 700 }}>Total</TableCell>
                  <TableCell align="right">{stats.totals.dogsAdded}</TableCell>
                  <TableCell align="right">{stats.totals.adoptions}</TableCell>
                  <TableCell align="right">{stats.totals.removals}</TableCell>
                  <TableCell align="right">{stats.totals.contributionCount}</TableCell>
                  <TableCell align="right">{money(stats.totals.contributions.ARS, 'ARS')}</TableCell>
                  <TableCell align="right">{money(stats.totals.contributions.USD, 'USD')}</TableCell>
                  <TableCell align="right">{stats.totals.bookings}</TableCell>
                  <TableCell align="right">{stats.totals.visitors}</TableCell>
                  <TableCell align="right">{stats.totals.returns}</TableCell>
                  <TableCell align="right">{stats.totals.volunteerHours}</TableCell>
                  <TableCell align="right">{stats.totals.volunteers}</TableCell>
                  <TableCell align="right">{stats.totals.fosterPlacements}</TableCell>
                  <TableCell align="right">{stats.totals.fosterDays}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
          {stats.returnReasons.length > 0 ? (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                {`Motivos de las devoluciones de ${stats.year}`}
              </Typography>
              <ul>
                {stats.returnReasons.map((r) => (
                  <li key={r.reason}>{`${r.label}: ${r.count}`}</li>
                ))}
              </ul>
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
