// Uploaded images, from the API (multipart through @fastify/multipart) and from page actions (a web
// FormData), into the image pipeline with one set of limits and Spanish messages. Generic on purpose:
// dog photos and profile photos go through here alike.
import { IMAGE_MSG, type ImageRef, stripNul } from '@campito/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import {
  ImageError,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  openImage,
  processImage,
  removeImage,
  UPLOAD_FORMATS,
} from './images';
import type { MediaStorage } from './storage';

/** One uploaded file, read into memory (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  /** As the sender named it: only ever shown back in messages, never used to store anything. */
  filename: string;
  data: Buffer;
}

export const UPLOAD_MSG = {
  ...IMAGE_MSG,
  notMultipart: 'El envío debe ser multipart/form-data.',
  withFile: (name: string, message: string) => `«${name}»: ${message}`,
  tooManyPixels: 'La imagen es demasiado grande (máximo 40 megapíxeles).',
} as const;

/** A 400 about the uploaded files, with the message under the file field (`errors[field]`). */
export class UploadError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
    /** The text fields read before the problem, so a form can still check them and show every message. */
    readonly fields: Record<string, string | string[]> = {},
  ) {
    super(400, message, { [field]: message });
  }
}

export interface UploadOptions {
  /** The form field holding the files ("images", "image"…): where the error message goes. */
  field: string;
  maxFiles: number;
}

/** Registers multipart parsing in the caller's (encapsulated) plugin scope, so each module opts in. */
export async function registerUploads(scope: FastifyInstance) {
  await scope.register(multipart, { throwFileSizeLimit: false });
}

/** Names shown back to people: no paths, no control characters, not endless. */
function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'imagen';
  return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
}

export interface MultipartForm {
  /** Text fields; a name sent more than once becomes an array. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * Reads a multipart request: text fields, and the files of `options.field` (at most `maxFiles`, each at
 * most MAX_UPLOAD_BYTES). Files under other names are read and dropped. An empty file input (no name,
 * no bytes) is not a file.
 */
export async function readMultipart(request: FastifyRequest, options: UploadOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MSG.notMultipart);
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: UploadedFile[] = [];
  let tooBig: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: options.maxFiles,
        fields: 60,
        fieldSize: 20_000,
        parts: options.maxFiles + 60,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Always drain the stream, or parsing stops.
        const data = await part.toBuffer();
        if (part.fieldname !== options.field || (!part.filename && data.length === 0)) continue;
        if (part.file.truncated) tooBig ??= displayName(part.filename);
        else files.push({ filename: displayName(part.filename), data });
      } else {
        const value = stripNul(String(part.value));
        const previous = fields[part.fieldname];
        if (previous === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(previous) ? [...previous, value] : [previous, value];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new UploadError(options.field, UPLOAD_MSG.tooMany(options.maxFiles), { ...fields });
    }
    throw error;
  }
  if (tooBig) throw new UploadError(options.field, UPLOAD_MSG.tooBig(tooBig), { ...fields });
  return { fields: { ...fields }, files };
}

/**
 * The files of `options.field` in a web FormData (a page action's `request.formData()`), with the same
 * limits as readMultipart.
 */
export async function readFormDataFiles(form: FormData, options: UploadOptions): Promise<UploadedFile[]> {
  const chosen = form
    .getAll(options.field)
    .filter((v): v is File => typeof v !== 'string' && !(v.size === 0 && !v.name));
  if (chosen.length > options.maxFiles)
    throw new UploadError(options.field, UPLOAD_MSG.tooMany(options.maxFiles));
  const tooBig = chosen.find((f) => f.size > MAX_UPLOAD_BYTES);
  if (tooBig) throw new UploadError(options.field, UPLOAD_MSG.tooBig(displayName(tooBig.name)));
  return Promise.all(
    chosen.map(async (f) => ({ filename: displayName(f.name), data: Buffer.from(await f.arrayBuffer()) })),
  );
}

/** A storage that remembers what it was given, so a failure half way can take it all back. */
function recording(storage: MediaStorage) {
  const written: string[] = [];
  const wrapped: MediaStorage = {
    async put(name, data, contentType) {
      written.push(name);
      await storage.put(name, data, contentType);
    },
    remove: (name) => storage.remove(name),
  };
  return { storage: wrapped, undo: () => Promise.allSettled(written.map((n) => storage.remove(n))) };
}

/**
 * Runs each file through the image pipeline (JPEG, PNG or WebP by their bytes; ≤ 40 megapixels;
 * re-encoded to WebP renditions under server-generated names). All or nothing: when one file fails,
 * every rendition already written is removed and an UploadError names the file.
 */
export async function processUploads(
  files: UploadedFile[],
  storage: MediaStorage,
  options: { field: string; alt?: (index: number) => string | undefined },
): Promise<ImageRef[]> {
  const rec = recording(storage);
  const refs: ImageRef[] = [];
  try {
    // One at a time: a 40-megapixel decode is heavy, and the machine is shared with the site.
    for (const [i, file] of files.entries()) {
      if (file.data.length > MAX_UPLOAD_BYTES)
        throw new UploadError(options.field, UPLOAD_MSG.tooBig(file.filename));
      if (await tooManyPixels(file.data)) {
        throw new UploadError(options.field, UPLOAD_MSG.withFile(file.filename, UPLOAD_MSG.tooManyPixels));
      }
      try {
        refs.push(
          await processImage(file.data, rec.storage, { formats: UPLOAD_FORMATS, alt: options.alt?.(i) }),
        );
      } catch (error) {
        if (error instanceof ImageError) {
          throw new UploadError(options.field, UPLOAD_MSG.withFile(file.filename, error.message));
        }
        // sharp failing half way through a damaged file (a plain Error, no system code) is the file's
        // fault, not ours; a storage failure (ENOSPC…) or a bug stays a 500.
        if (isDecodeError(error)) {
          throw new UploadError(
            options.field,
            UPLOAD_MSG.withFile(file.filename, 'No pudimos leer la imagen: puede estar dañada.'),
          );
        }
        throw error;
      }
    }
    return refs;
  } catch (error) {
    await rec.undo();
    throw error;
  }
}

/**
 * Reads only the header: processImage's own pixel guard makes sharp refuse the file before it can say
 * why, which would read "not an image" to the sender of a real but huge photo.
 */
async function tooManyPixels(data: Buffer): Promise<boolean> {
  const meta = await openImage(data, { limitInputPixels: false })
    .then((image) => image.metadata())
    .catch(() => null);
  if (!meta?.format || !(UPLOAD_FORMATS as readonly string[]).includes(meta.format)) return false;
  return (meta.width ?? 0) * (meta.height ?? 0) > MAX_UPLOAD_PIXELS;
}

function isDecodeError(error: unknown): boolean {
  return error instanceof Error && error.constructor === Error && !('code' in error);
}

/** Removes stored renditions (after a failed save, or when a record that owned them is deleted). */
export async function removeUploads(images: ImageRef[], storage: MediaStorage): Promise<void> {
  await Promise.allSettled(images.map((image) => removeImage(image, storage)));
}
