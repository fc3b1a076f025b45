import type { FieldErrors } from '@campito/core';
import type { ReactNode } from 'react';
import { type AppLoadContext, data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { DoneThenHome } from '../done-then-home';
import { type FormSchemaName, useFormValidation } from '../form-kit';
import { NoAccess } from '../no-access';
import { FormFailure } from '../public-forms/form-status';

// The account pages reached without signing in (recover the account, choose a new password): one short
// form, then its message and the home page.

/** docs/product.md §2: signed in, these pages are the no-access page (403). For the routes' loaders. */
export function guestOnly(context: AppLoadContext) {
  return context.user ? data({ denied: true }, { status: 403 }) : { denied: false };
}

/** The page itself, or the no-access page when guestOnly denied it. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { denied } = useLoaderData<{ denied: boolean }>();
  return denied ? <NoAccess /> : children;
}

/** What a step's action answers: its message, or what failed (for the whole form, under the fields). */
type StepAnswer = { ok: true; message: string } | { ok: false; error: string | null; errors: FieldErrors };

/** The step's form: the posted answer and the live validation of `schema`. */
export function useStepForm<A extends StepAnswer>(schema: FormSchemaName) {
  const answer = useActionData<A>();
  const failed = answer && !answer.ok ? (answer as Extract<A, { ok: false }>) : undefined;
  const { errors, formProps } = useFormValidation(schema, { serverErrors: failed?.errors });
  return { done: answer?.ok ? answer.message : undefined, failed, errors, formProps };
}

interface AccountStepProps {
  title: string;
  step: ReturnType<typeof useStepForm>;
  lead: ReactNode;
  /** The button, and what it says while the form is sent. */
  submit: string;
  sending: string;
  /** The form's fields. */
  children: ReactNode;
  /** Below the form: a way onward. */
  footer?: ReactNode;
  /** Once done: the mail that went out, said under the message. */
  mailed?: string;
}

/** The step's page: title, lead, the form and its failure; once done, the message and then home. */
export function AccountStep({
  title,
  step,
  lead,
  submit,
  sending,
  children,
  footer,
  mailed,
}: AccountStepProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  return (
    <div className="container page account-page">
      <h1>{title}</h1>
      {step.done ? (
        <DoneThenHome message={step.done} mailed={mailed} />
      ) : (
        <section className="account-card">
          <p className="lead">{lead}</p>
          <FormFailure message={step.failed?.error} />
          <Form method="post" className="form account-form" {...step.formProps}>
            {children}
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? sending : submit}
            </button>
          </Form>
          {footer}
        </section>
      )}
    </div>
  );
}
