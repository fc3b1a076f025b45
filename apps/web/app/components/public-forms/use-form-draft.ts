// "An application that is never lost" (issue 17): the adoption and volunteer forms keep what the person
// types as a draft — in this browser always, and in their account when signed in, so it follows them to
// another device — and put it back when the form opens again. Shared by both forms through usePublicForm.
import {
  DRAFT_MAX_AGE_DAYS,
  type DraftForm,
  draftStorageKey,
  formDataToObject,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
} from '@campito/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type DraftValues = Record<string, string | string[]>;

/** A draft as the account keeps it (the route's loader reads it: GET /api/drafts/{form} answers the same). */
export interface ServerDraft {
  data: DraftValues;
  updatedAt: string;
}

export interface DraftOptions {
  form: DraftForm;
  /** The account's draft (signed in), rendered by the server; null otherwise. */
  server: ServerDraft | null;
  /** The signed-in person, or null: a browser draft is only offered back to whoever wrote it. */
  userId: string | null;
}

/** The browser's copy: who wrote it (null: signed out), when, and whether the account has it too. */
interface StoredDraft {
  owner: string | null;
  savedAt: string;
  data: DraftValues;
  /** The account saved exactly this: if the account later has no draft, it was sent or cleared elsewhere. */
  synced?: boolean;
}

/** Typing pauses this long before the browser's copy is written, and this long before the account's. */
const LOCAL_DELAY_MS = 400;
const SERVER_DELAY_MS = 2500;
const MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 86_400_000;

function readStored(form: DraftForm): StoredDraft | null {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(draftStorageKey(form)) ?? 'null',
    ) as StoredDraft | null;
    if (!stored || typeof stored !== 'object' || typeof stored.data !== 'object' || !stored.data) return null;
    if (!(Date.now() - Date.parse(stored.savedAt) < MAX_AGE_MS)) return null;
    return stored;
  } catch {
    return null;
  }
}

function writeStored(form: DraftForm, draft: StoredDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(draftStorageKey(form), JSON.stringify(draft));
    else window.localStorage.removeItem(draftStorageKey(form));
  } catch {
    // Storage full or blocked: the account's copy (signed in) is still kept.
  }
}

/** What the person answered: every field but the hidden guards, blank ones left out. */
function draftValues(form: HTMLFormElement, arrayFields: readonly string[]): DraftValues {
  const all = formDataToObject(new FormData(form), arrayFields);
  const values: DraftValues = {};
  for (const [name, value] of Object.entries(all)) {
    if (name === HONEYPOT_FIELD || name === IDEMPOTENCY_FIELD) continue;
    if (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '')
      values[name] = value as string | string[];
  }
  return values;
}

const sameValues = (a: DraftValues, b: DraftValues) => JSON.stringify(a) === JSON.stringify(b);

export type DraftNotice = 'restored' | 'cleared' | null;

/**
 * The form's draft: what to show in the fields (`values`, remounted by `version`), the notice, and the
 * handlers that save, clear and (after a successful send) forget it.
 */
export function useFormDraft(options: DraftOptions | undefined, arrayFields: readonly string[]) {
  const form = options?.form;
  const signedIn = Boolean(options?.userId);
  const [values, setValues] = useState<DraftValues | null>(options?.server?.data ?? null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<DraftNotice>(options?.server ? 'restored' : null);
  const localTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const serverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The latest answers not yet sent to the account. */
  const unsent = useRef<DraftValues | null>(null);

  const saveOnServer = useCallback(
    (data: DraftValues, keepalive = false) => {
      if (!form || !signedIn) return;
      unsent.current = null;
      const init: RequestInit = {
        method: Object.keys(data).length > 0 ? 'PUT' : 'DELETE',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        keepalive,
      };
      if (init.method === 'PUT') init.body = JSON.stringify({ data });
      // Too big, too often or offline: the browser's copy stays, and the next pause tries again.
      void fetch(`/api/drafts/${form}`, init)
        .then((res) => {
          const stored = res.ok ? readStored(form) : null;
          if (stored && sameValues(stored.data, data)) writeStored(form, { ...stored, synced: true });
        })
        .catch(() => undefined);
    },
    [form, signedIn],
  );

  // The browser's copy, when it is newer than the account's (or there is none), is put back once the page runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first appears.
  useEffect(() => {
    if (!form) return;
    const stored = readStored(form);
    const mine = stored && (stored.owner === null || stored.owner === (options?.userId ?? null));
    const server = options?.server;
    if (!stored || !mine) return;
    if (signedIn && !server && stored.synced && stored.owner) {
      // The account had exactly this and no longer has any: sent or cleared on another device.
      writeStored(form, null);
      return;
    }
    if (
      server &&
      (Date.parse(server.updatedAt) >= Date.parse(stored.savedAt) || sameValues(server.data, stored.data))
    )
      return;
    setValues(stored.data);
    setVersion((v) => v + 1);
    setNotice('restored');
    // Typed here while signed out, or offline: the account gets it now.
    if (signedIn) saveOnServer(stored.data);
  }, []);

  // Leaving the page (or the phone switching apps) sends what is still waiting.
  useEffect(() => {
    if (!form || !signedIn) return;
    const flush = () => {
      if (document.visibilityState === 'hidden' && unsent.current) {
        clearTimeout(serverTimer.current);
        saveOnServer(unsent.current, true);
      }
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, [form, signedIn, saveOnServer]);

  useEffect(
    () => () => {
      clearTimeout(localTimer.current);
      clearTimeout(serverTimer.current);
    },
    [],
  );

  /** On every change: the browser's copy after a short pause, the account's after a longer one. */
  const save = useCallback(
    (formElement: HTMLFormElement) => {
      if (!form) return;
      clearTimeout(localTimer.current);
      localTimer.current = setTimeout(() => {
        const data = draftValues(formElement, arrayFields);
        const empty = Object.keys(data).length === 0;
        writeStored(
          form,
          empty ? null : { owner: options?.userId ?? null, savedAt: new Date().toISOString(), data },
        );
        if (!signedIn) return;
        unsent.current = data;
        clearTimeout(serverTimer.current);
        serverTimer.current = setTimeout(() => {
          if (unsent.current) saveOnServer(unsent.current);
        }, SERVER_DELAY_MS);
      }, LOCAL_DELAY_MS);
    },
    [form, arrayFields, signedIn, saveOnServer, options?.userId],
  );

  /** A send is under way: nothing more is saved on the account until the answer (a success deletes it there). */
  const hold = useCallback(() => {
    clearTimeout(serverTimer.current);
  }, []);

  /**
   * Gone from the browser and the account. After a send the server deleted its copy with the stored form,
   * but a save that raced with the send would bring it back on the account: deleted there once more.
   */
  const forget = useCallback(() => {
    if (!form) return;
    clearTimeout(localTimer.current);
    clearTimeout(serverTimer.current);
    writeStored(form, null);
    unsent.current = null;
    if (signedIn) saveOnServer({});
  }, [form, signedIn, saveOnServer]);

  /** "Borrar borrador": forgotten, and the fields go back to how the form started. */
  const clear = useCallback(() => {
    if (!form) return;
    forget();
    setValues(null);
    setVersion((v) => v + 1);
    setNotice('cleared');
  }, [form, forget]);

  return { enabled: Boolean(form), values, version, notice, save, hold, clear, forget };
}

export type FormDraft = ReturnType<typeof useFormDraft>;
