import { Typography } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';
import { shortDate } from './ResponsiveList';

/**
 * A date or a moment as the shelter reads it — dd/mm/aaaa (with hh:mm for `showTime`) in Buenos Aires,
 * whatever the zone of the staff member's browser; a date column's day stays that day (issue 34). Instead
 * of react-admin's DateField, which shows the browser's zone and reads "2026-11-27" as midnight UTC.
 */
export function ShelterDateField({
  showTime = false,
  emptyText = '',
  ...props
}: FieldProps & { showTime?: boolean; emptyText?: string }) {
  const value = useFieldValue(props);
  return (
    <Typography component="span" variant="body2">
      {shortDate(value, showTime) || emptyText}
    </Typography>
  );
}
