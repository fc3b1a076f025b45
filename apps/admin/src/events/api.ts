// The calendar's own routes beyond its CRUD (server: visits/visits.admin-routes.ts), through react-query:
// the notice preview and sending, reopening, the bookings of a date and who came, the visit days.
import type { CalendarItem, EventStatus, StaffBooking } from '@campito/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import { httpClient } from '../providers/data-provider';
import type { NoticeRecipients } from './logic';

export type NoticeStatus = Exclude<EventStatus, 'programado'>;

export interface NoticePreview {
  status: NoticeStatus;
  notice: string;
  subject: string;
  body: string;
  recipients: NoticeRecipients;
  alreadyMailed: boolean;
}

export interface EventBookingList {
  event: Pick<
    CalendarItem,
    | 'id'
    | 'slug'
    | 'path'
    | 'kind'
    | 'kindLabel'
    | 'title'
    | 'startsAt'
    | 'status'
    | 'statusLabel'
    | 'notice'
    | 'bookingRequired'
    | 'capacity'
    | 'placesLeft'
    | 'combiSeats'
    | 'combiSeatsLeft'
    | 'waiting'
  >;
  bookings: StaffBooking[];
  totals: { people: number; combiSeats: number; attended: number; waiting: number };
}

const base = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;
const getJson = async <T>(url: string) => (await httpClient(url)).json as T;
const post = async <T>(url: string, body: unknown, method = 'POST') =>
  (await httpClient(url, { method, body: JSON.stringify(body) })).json as T;

/** The server's Spanish message, or ours when the request failed without one. */
export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No pudimos hacerlo. Probá de nuevo en un rato.';

/** A failed post's messages by field (the server's `errors`), if any. */
export const fieldErrors = (error: unknown): Record<string, string> =>
  (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};

export function useNoticePreview(id: string, status: NoticeStatus, enabled: boolean) {
  return useQuery({
    queryKey: ['event-notice', id, status],
    queryFn: () => getJson<NoticePreview>(`${base(id)}/notice?status=${status}`),
    enabled,
    staleTime: 0,
  });
}

/** Everything that shows a date again after it changed: react-admin's views and our queries. */
function useAfterChange(id: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return () => {
    void client.invalidateQueries({ queryKey: ['event-bookings', id] });
    void client.invalidateQueries({ queryKey: ['event-notice', id] });
    refresh();
  };
}

export function useSendNotice(id: string) {
  const done = useAfterChange(id);
  return useMutation({
    mutationFn: (body: { status: NoticeStatus; notice: string; subject: string; body: string }) =>
      post<{ mailed: number; alreadyMailed: boolean; status: NoticeStatus; statusLabel: string }>(
        `${base(id)}/notice`,
        body,
      ),
    onSuccess: done,
  });
}

export function useReopen(id: string) {
  const done = useAfterChange(id);
  return useMutation({
    mutationFn: () => post<{ id: string; status: EventStatus }>(`${base(id)}/reopen`, {}),
    onSuccess: done,
  });
}

export function useBookings(id: string) {
  return useQuery({
    queryKey: ['event-bookings', id],
    queryFn: () => getJson<EventBookingList>(`${base(id)}/bookings`),
  });
}

export function useMarkAttended(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, attended }: { bookingId: string; attended: boolean | null }) =>
      post<StaffBooking>(
        `${base(id)}/bookings/${encodeURIComponent(bookingId)}/attended`,
        { attended },
        'PUT',
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['event-bookings', id] }),
  });
}

export function useGenerateVisitDays() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (months: number) =>
      post<{ created: string[]; skipped: number }>('/api/admin/events/visit-days', { months }),
    onSuccess: () => refresh(),
  });
}
