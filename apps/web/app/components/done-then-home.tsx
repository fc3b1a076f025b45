import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TimedRedirect } from './timed-redirect';

/** docs/product.md §7: the message, then home. */
const DONE_REDIRECT_MS = 3000;

/**
 * A finished step (contact message sent, recovery mail sent, password changed): the message, what was
 * mailed, then the home page after a pause — by a timer with JavaScript, by a <noscript> meta refresh
 * without it. Focus moves to the message and its box is a live region, so a screen reader reads it; home
 * then shows it again until it is closed (components/arrival-notice.tsx), so it does not vanish with the page.
 */
export function DoneThenHome({ message, mailed }: { message: string; mailed?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="form-success form-done" role="status">
      <TimedRedirect to="/" ms={DONE_REDIRECT_MS} notice={[message, mailed].filter(Boolean).join('\n')} />
      <h2 ref={heading} tabIndex={-1}>
        {message}
      </h2>
      {mailed ? <p>{mailed}</p> : null}
      <p>En unos segundos te llevamos al inicio.</p>
      <Link className="button" to="/">
        Volver al inicio
      </Link>
    </div>
  );
}
