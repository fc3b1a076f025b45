import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

/** With JavaScript the page goes home this long after a successful submission (SPEC: message, then home). */
export const SUCCESS_REDIRECT_MS = 3000;

/** Why the last post failed (a summary, the rate limit, the honeypot…), announced at once. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

/**
 * SPEC's success message, then home. With JavaScript: focus moves to the message and the page goes
 * home after a short pause. Without it: the same message with a link home.
 */
export function FormSuccess({ message }: { message: string }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    heading.current?.focus();
    setLeaving(true);
    const timer = setTimeout(() => navigate('/'), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="form-success form-done" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {message}
      </h2>
      {leaving ? <p>En unos segundos te llevamos al inicio.</p> : null}
      <Link className="button" to="/">
        Volver al inicio
      </Link>
    </div>
  );
}

/** The submit button; says so while the post is under way. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    <button type="submit" className="button form-submit" aria-disabled={submitting || undefined}>
      {submitting ? 'Enviando…' : children}
    </button>
  );
}
