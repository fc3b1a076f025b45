import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

/** docs/product.md §7: the message, then home. */
const DONE_REDIRECT_MS = 3000;

/**
 * A finished step (recovery mail sent, password changed): the message, then the home page after a
 * pause — by a timer with JavaScript, by a <noscript> meta refresh without it.
 */
export function DoneThenHome({ message }: { message: string }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => navigate('/'), DONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="form-success account-done" role="status">
      <noscript>
        <meta httpEquiv="refresh" content={`${DONE_REDIRECT_MS / 1000};url=/`} />
      </noscript>
      <h2 ref={heading} tabIndex={-1}>
        {message}
      </h2>
      <p>En unos segundos te llevamos al inicio.</p>
      <Link className="button" to="/">
        Ir al inicio
      </Link>
    </div>
  );
}
