import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { keepNotice } from './arrival-notice';

/**
 * Goes to `to` after `ms` (docs/product.md §2.3: the payment-done and no-access pages go home on their own). With
 * JavaScript a timer navigates; without it, a meta refresh inside <noscript> does — only browsers that do
 * not run scripts ever see that element, so assistive technology in a scripting browser is not subjected
 * to an automatic refresh it cannot control. On a page that ships no React (handle.hydrate = false) the site's
 * plain script reads the same destination and delay from the <noscript> element's data attributes.
 */
export function TimedRedirect({
  to,
  ms,
  replace = false,
  notice,
}: {
  to: string;
  ms: number;
  replace?: boolean;
  /** What the next page says again until it is closed (components/arrival-notice.tsx). */
  notice?: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (notice) keepNotice(notice);
      navigate(to, { replace });
    }, ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms, replace, notice]);
  return (
    <noscript data-redirect={to} data-ms={ms} data-replace={replace || undefined} data-notice={notice}>
      <meta httpEquiv="refresh" content={`${Math.round(ms / 1000)};url=${to}`} />
    </noscript>
  );
}
