import { CONTACT_MSG } from '@campito/core';
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { handleFormPost } from './form-action.server';

/** The action of both contact routes: the contact service's pipeline, the same as POST /api/contacto. */
export function contactAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  return handleFormPost(request, {
    submit: (input) => context.services.contact.submit(input, { ip: context.ip, user: context.user }),
    message: CONTACT_MSG.success,
  });
}

/**
 * Per render: the form's idempotency key (so the page is never cached: see the routes' `headers`), and
 * the signed-in person's name, email and phone to start from.
 */
export function contactLoader({ context }: LoaderFunctionArgs<AppLoadContext>) {
  const user = context.user;
  const prefill: Record<string, string> = user
    ? { fullName: user.name, email: user.email, telephone: user.phone ?? '' }
    : {};
  return { idempotencyKey: crypto.randomUUID(), prefill };
}
