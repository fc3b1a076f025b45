import { checkDogImageCount, IMAGE_MSG, UPLOAD_LIMITS } from '@campito/core';
import { type ChangeEvent, forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { fieldId } from './form-kit';

interface Preview {
  file: File;
  url: string;
}

export interface DogPhotosHandle {
  /** The chosen files' problem (none chosen, too many, too big, not an image), as the server says it. */
  check(): string | null;
  focus(): void;
}

interface DogPhotosFieldProps {
  name: string;
  label: string;
  hint: string;
  max: number;
  /** Message shown under the field (from the server or the last check). */
  error?: string;
  /** Called with the new problem (or null) whenever the chosen files change. */
  onProblem(problem: string | null): void;
}

function problemOf(files: File[], max: number): string | null {
  const count = checkDogImageCount(files.length);
  if (count) return count;
  if (files.length > max) return IMAGE_MSG.tooMany(max);
  for (const file of files) {
    if (file.size > UPLOAD_LIMITS.maxBytes) return IMAGE_MSG.tooBig(file.name);
    if (!(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)) return IMAGE_MSG.notImage(file.name);
  }
  return null;
}

/**
 * A file input for a dog's photos. Without JavaScript it is the browser's own multiple file input. With
 * it, each choice adds to the list, every photo shows a preview with a "Quitar" button, and the input's
 * files are kept in step with the list (DataTransfer), so the form sends exactly what is shown.
 */
export const DogPhotosField = forwardRef<DogPhotosHandle, DogPhotosFieldProps>(function DogPhotosField(
  { name, label, hint, max, error, onProblem },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const id = fieldId(name);

  useImperativeHandle(ref, () => ({
    check: () =>
      problemOf(
        previews.map((p) => p.file),
        max,
      ),
    focus: () => input.current?.focus(),
  }));

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  // Files chosen before the script arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    const chosen = Array.from(input.current?.files ?? []);
    if (chosen.length > 0) sync(chosen);
  }, []);

  const sync = (files: File[]) => {
    const el = input.current;
    if (el && typeof DataTransfer !== 'undefined') {
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      el.files = transfer.files;
    }
    setPreviews(files.map((file) => ({ file, url: URL.createObjectURL(file) })));
    onProblem(problemOf(files, max));
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    const known = previews.map((p) => p.file);
    // A second choice adds to the first (photos often come from different folders); repeats are skipped.
    const added = chosen.filter(
      (f) => !known.some((k) => k.name === f.name && k.size === f.size && k.lastModified === f.lastModified),
    );
    sync([...known, ...added]);
  };

  const remove = (index: number) => {
    sync(previews.filter((_, i) => i !== index).map((p) => p.file));
    input.current?.focus();
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field dog-photos">
      <label htmlFor={id}>{label}</label>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        multiple
        accept={UPLOAD_LIMITS.types.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {previews.length > 0 ? (
        <ul className="photo-previews" aria-label="Fotos elegidas">
          {previews.map((p, i) => (
            <li key={p.url}>
              <img src={p.url} alt={`Foto elegida ${i + 1}: ${p.file.name}`} width="120" height="90" />
              <button type="button" className="photo-remove" onClick={() => remove(i)}>
                Quitar<span className="visually-hidden"> la foto {p.file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
