// A page action whose form carries files (a follow-up's photos, a commitment's certificate): the form is
// read as it streams (files to temporary files, never whole in memory), a refused file or a Spanish 4xx
// comes back beside the values typed so the form shows every message, and the temporary files are removed
// whatever happened.
import { type FieldErrors, isAppError } from '@campito/core';
import { data } from 'react-router';

export type UploadAnswer<T> =
  | ({ ok: true } & T)
  | { ok: false; error?: string; errors: FieldErrors; values: Record<string, string> };

interface StreamedForm<F> {
  fields: Record<string, string | string[]>;
  files: F[];
  fileError?: string;
}

export async function uploadAction<F, T extends object>(
  form: { read(): Promise<StreamedForm<F>>; discard(files: F[]): Promise<void>; fileField: string },
  handle: (values: Record<string, string>, files: F[]) => Promise<T>,
) {
  let read: StreamedForm<F> | undefined;
  let values: Record<string, string> = {};
  try {
    read = await form.read();
    values = Object.fromEntries(
      Object.entries(read.fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    if (read.fileError)
      return data<UploadAnswer<T>>(
        { ok: false, errors: { [form.fileField]: read.fileError }, values },
        { status: 400 },
      );
    return data<UploadAnswer<T>>({ ok: true, ...(await handle(values, read.files)) });
  } catch (err) {
    if (!isAppError(err)) throw err;
    const errors: FieldErrors = err.errors ?? {};
    return data<UploadAnswer<T>>(
      { ok: false, error: Object.keys(errors).length ? undefined : err.message, errors, values },
      { status: err.statusCode, headers: err.headers },
    );
  } finally {
    if (read) await form.discard(read.files);
  }
}
