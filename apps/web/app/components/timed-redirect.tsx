import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` after `ms` (docs/product.md §2.3: the payment-done and no-access pages go home on their own). With
 * JavaScript a timer navigates; without it, a meta refresh inside <noscript> does — only browsers that do
 * not run scripts ever see that element, so assistive technology in a scripting browser is not subjected
 * to an automatic refresh it cannot control. On a page that ships no React (handle.hydrate = false) the site's
 * plain script reads the same destination and delay from the <noscript> element's data attributes.
 */
export function TimedRedirect({ to, ms, replace = false }: { to: string; ms: number; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace }), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms, replace]);
  return (
    <noscript data-redirect={to} data-ms={ms} data-replace={replace || undefined}>
      <meta httpEquiv="refresh" content={`${Math.round(ms / 1000)};url=${to}`} />
    </noscript>
  );
}
