import { useEffect, useState } from 'react';

// A confirmation outlives the page that showed it (issue 34, item 7): the contact, recovery, password and
// payment pages go home on their own after a few seconds (docs/product.md §2.3, §7), and home then says
// again what was done until the person closes it. The text travels in sessionStorage, written by the timer
// that leaves (TimedRedirect, or enhance.js on a page without React), so it never reaches a URL, a log or
// the shared answer cache.

/** The sessionStorage key enhance.js writes too (apps/web/public/enhance.js). */
const NOTICE_KEY = 'campito:aviso';

/** Keeps `text` (a line per paragraph) for the page the timer goes to; without storage it goes without it. */
export function keepNotice(text: string) {
  try {
    sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // Private mode with storage disabled: the confirmation was shown on its own page already.
  }
}

/** Takes the kept text, once. */
function takeNotice(): string | null {
  try {
    const text = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return text;
  } catch {
    return null;
  }
}

/**
 * Where home shows what the last page confirmed. The live region is in the page from its first render,
 * empty, so screen readers announce the text when it arrives.
 */
export function ArrivalNotice() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText(takeNotice()), []);
  return (
    <div className="container arrival-notice" role="status">
      {text ? (
        <div className="form-success arrival-notice-box">
          {text.split('\n').map((line) => (
            <p key={line}>{line}</p>
          ))}
          <button type="button" className="button button-secondary" onClick={() => setText(null)}>
            Cerrar aviso
          </button>
        </div>
      ) : null}
    </div>
  );
}
