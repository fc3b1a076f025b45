// The review API of one request (server: modules/applications/applications.routes.ts), read and written
// through react-query: the review is kept under one key, and every post answers the new review.
import type { ApplicationKind, ApplicationStage, TimelineEvent } from '@campito/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import { httpClient } from '../../providers/data-provider';

/** Another open request for the same dog (shown beside an approval). */
export interface OtherRequest {
  id: string;
  name: string;
  stage: ApplicationStage;
  stageLabel: string;
  date: string;
}

export interface MailText {
  subject: string;
  body: string;
}

export interface MailPreview extends MailText {
  to: string;
}

/** A school's scheduled talk: its private event on the calendar. */
interface Talk {
  id: string;
  title: string;
  slug: string;
  startsAt: string;
  place: string;
  status: string;
}

export interface Review {
  stage: ApplicationStage;
  stageAt: string;
  isPending: boolean;
  dogAdopted: { name: string; adoptedAt: string } | null;
  others: OtherRequest[];
  /** The «ya fue adoptado» template, placeholders unfilled, when there are others to tell. */
  adoptedNotice: MailText | null;
  /** A school's request: its talk's event, once scheduled (null when there is none, or it was deleted). */
  talk?: Talk | null;
  timeline: TimelineEvent[];
}

const reviewUrl = (kind: ApplicationKind, id: string) => `/api/admin/applications/${kind}/${id}`;

const getJson = async <T>(url: string) => (await httpClient(url)).json as T;

/** The server's Spanish message, or ours when the request failed without one. */
export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No pudimos guardar el cambio. Probá de nuevo.';

/** A failed post's messages by field; a message without fields goes under `field`. */
export function fieldErrors(error: unknown, field: string): Record<string, string> {
  const body = (error as { body?: { errors?: Record<string, string> } } | null)?.body;
  return body?.errors && Object.keys(body.errors).length ? body.errors : { [field]: errorText(error) };
}

/**
 * The review, read again whenever the record's own stage time changes: the «Pendiente» switch below saves
 * through the record and moves the stage too, and the panel follows it (issue 34, item 6).
 */
export function useReview(kind: ApplicationKind, id: string, version: string) {
  return useQuery({
    queryKey: ['review', kind, id, version],
    queryFn: () => getJson<Review>(reviewUrl(kind, id)),
    // The last review stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });
}

/** A mail as it would go (`path` under the request's URL), filled in for this applicant; off while `enabled` is false. */
export function useMailPreview(kind: ApplicationKind, id: string, path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['review-mail', kind, id, path],
    queryFn: async () => (await getJson<{ mail: MailPreview | null }>(`${reviewUrl(kind, id)}${path}`)).mail,
    enabled,
  });
}

/** Posts to `path` under the request's URL; the review, the record and the lists are read again. */
export function useReviewPost(kind: ApplicationKind, id: string, path: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: object) =>
      (await httpClient(`${reviewUrl(kind, id)}${path}`, { method: 'POST', body: JSON.stringify(body) }))
        .json as Review,
    // The record is read again (the switch follows the stage), and with it the review.
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['review', kind, id] });
      refresh();
    },
  });
}
