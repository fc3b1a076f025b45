import { useRecordContext } from 'react-admin';
import { shortDate } from '../components/ResponsiveList';

/** «Jornada de adopción · 07/12/2026 11:00». */
export function EventTitle() {
  const record = useRecordContext();
  return <span>{record ? `${record.title} · ${shortDate(record.startsAt, true)}` : 'Fecha'}</span>;
}
