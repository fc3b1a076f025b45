import { DRAFT_CLEAR_FIELD, DRAFT_CLEAR_VALUE, DRAFT_MSG } from '@campito/core';
import { useEffect, useRef } from 'react';
import type { FormDraft } from './use-form-draft';

/**
 * "Recuperamos lo que habías escrito…" with "Borrar borrador" (issue 17). The button belongs to the form:
 * without JavaScript it posts it with DRAFT_CLEAR_FIELD, and the page's action clears the account's draft
 * (form-action.server.ts); with JavaScript it clears both copies at once and says so.
 */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const box = useRef<HTMLDivElement>(null);
  // The button that had focus is gone: focus goes to what happened instead.
  useEffect(() => {
    if (draft.notice === 'cleared') box.current?.focus();
  }, [draft.notice]);
  if (!draft.enabled || !draft.notice) return null;
  return (
    <div ref={box} className="form-notice draft-notice" role="status" tabIndex={-1}>
      {draft.notice === 'restored' ? (
        <>
          <p>{DRAFT_MSG.restored}</p>
          <button
            type="submit"
            name={DRAFT_CLEAR_FIELD}
            value={DRAFT_CLEAR_VALUE}
            formNoValidate
            className="button button-secondary"
            onClick={(event) => {
              event.preventDefault();
              draft.clear();
            }}
          >
            {DRAFT_MSG.clear}
          </button>
        </>
      ) : (
        <p>{DRAFT_MSG.cleared}</p>
      )}
    </div>
  );
}
