// Uploaded images, from the API (multipart through @fastify/multipart) and from page actions (the web
// Request's multipart body, read with busboy), into the image pipeline with one set of limits and
// Spanish messages. Generic on purpose: dog photos and profile photos go through here alike.
//
// Memory (issue 14): uploaded files are never held in memory. Each file is streamed to a temporary file
// (DATA_DIR/tmp, or the system's temporary directory) with the size cap enforced while it streams;
// sharp reads it from there, through the process-wide image queue (image-queue.ts). Temporary files are
// removed in every case: processUploads removes the ones it was given, a read that fails removes what it
// wrote, and the routes' hooks remove anything left when the response ends or the request is aborted.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError, IMAGE_MSG, type ImageRef, MSG, stripNul } from '@campito/core';
import Busboy from '@fastify/busboy';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageQueue } from './image-queue';
import {
  ImageError,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MSG,
  processImage,
  removeImage,
  TOO_MANY_PIXELS_MSG,
  UPLOAD_FORMATS,
} from './images';
import type { MediaStorage } from './storage';

/** One uploaded file, waiting in a temporary file (at most MAX_UPLOAD_BYTES). */
export interface UploadedFile {
  /** As the sender named it: only ever shown back in messages, never used to store anything. */
  filename: string;
  /** The temporary file holding the bytes (a server-generated name). */
  path: string;
  size: number;
}

export const UPLOAD_MSG = {
  ...IMAGE_MSG,
  notMultipart: 'El envío debe ser multipart/form-data.',
  withFile: (name: string, message: string) => `«${name}»: ${message}`,
  notImage: (name: string) => `«${name}»: ${NOT_AN_IMAGE_MSG}`,
  tooManyPixels: TOO_MANY_PIXELS_MSG,
  damaged: 'No pudimos leer la imagen: puede estar dañada.',
} as const;

/** A 400 about the uploaded files, with the message under the file field (`errors[field]`). */
export class UploadError extends AppError {
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
  /** Where temporary files go (uploadTmpDir); by default DATA_DIR/tmp of the app, or the system's. */
  tmpDir?: string;
}

/** The directory for uploads on their way to the image pipeline. */
export function uploadTmpDir(dataDir?: string): string {
  return dataDir ? path.join(dataDir, 'tmp') : path.join(tmpdir(), 'campito-uploads');
}

/** Temporary files a request wrote, removed when its response ends (or it is aborted) at the latest. */
const pendingByRequest = new WeakMap<object, UploadedFile[]>();

/**
 * Registers multipart parsing in the caller's (encapsulated) plugin scope, so each module opts in, and
 * the hooks that remove whatever temporary files a request left behind.
 */
export async function registerUploads(scope: FastifyInstance) {
  await scope.register(multipart, { throwFileSizeLimit: false });
  const sweep = async (request: FastifyRequest) => {
    const files = pendingByRequest.get(request);
    if (files) await discardUploads(files);
  };
  scope.addHook('onResponse', sweep);
  scope.addHook('onRequestAbort', sweep);
}

/** Removes temporary files (idempotent; a file already gone is fine). */
export async function discardUploads(files: readonly UploadedFile[]): Promise<void> {
  await Promise.allSettled(files.map((file) => rm(file.path, { force: true })));
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

function addField(fields: Record<string, string | string[]>, name: string, raw: string) {
  const value = stripNul(raw);
  const previous = fields[name];
  if (previous === undefined) fields[name] = value;
  else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
}

/** A file stream as busboy gives it: `truncated` once it passed the size limit. */
type FileStream = Readable & { truncated?: boolean };

/**
 * Streams one file to a new temporary file. Beyond MAX_UPLOAD_BYTES busboy stops the stream and marks
 * it truncated: the partial file is removed and `truncated` returned. Whatever happens, the path is in
 * `written` before a byte is written, so the caller can always remove it.
 */
async function saveToTemp(
  stream: FileStream,
  dir: string,
  written: string[],
): Promise<{ path: string; size: number } | 'truncated'> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `upload-${randomUUID()}`);
  written.push(target);
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  await pipeline(stream, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  if (stream.truncated) {
    await rm(target, { force: true });
    return 'truncated';
  }
  return { path: target, size };
}

const FIELD_LIMITS = { fields: 60, fieldSize: 20_000 } as const;

/** DATA_DIR/tmp of the app serving the request (the bare test servers have none: the system's). */
function requestTmpDir(request: FastifyRequest): string {
  const deps = (request.server as Partial<Pick<FastifyInstance, 'deps'>>).deps;
  return uploadTmpDir(deps?.config.dataDir);
}

/**
 * Reads a multipart request: text fields, and the files of `options.field` (at most `maxFiles`, each at
 * most MAX_UPLOAD_BYTES) streamed to temporary files. Files under other names are read and dropped. An
 * empty file input (no name, no bytes) is not a file. The temporary files are the caller's to hand to
 * processUploads (which removes them); anything left is removed when the response ends.
 */
export async function readMultipart(request: FastifyRequest, options: UploadOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(400, UPLOAD_MSG.notMultipart);
  const dir = options.tmpDir ?? requestTmpDir(request);
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: UploadedFile[] = [];
  const written: string[] = [];
  pendingByRequest.set(request, files);
  let tooBig: string | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: options.maxFiles,
        ...FIELD_LIMITS,
        parts: options.maxFiles + FIELD_LIMITS.fields,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Always drain the stream, or parsing stops.
        if (part.fieldname !== options.field) {
          part.file.resume();
          continue;
        }
        const saved = await saveToTemp(part.file, dir, written);
        if (saved === 'truncated') tooBig ??= displayName(part.filename);
        else if (!part.filename && saved.size === 0) await rm(saved.path, { force: true });
        else files.push({ filename: displayName(part.filename), ...saved });
      } else {
        addField(fields, part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    await Promise.allSettled(written.map((file) => rm(file, { force: true })));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new UploadError(options.field, UPLOAD_MSG.tooMany(options.maxFiles), { ...fields });
    }
    throw error;
  }
  if (tooBig) {
    await discardUploads(files);
    throw new UploadError(options.field, UPLOAD_MSG.tooBig(tooBig), { ...fields });
  }
  return { fields: { ...fields }, files };
}

/** A page form as read from its request: the text fields, the files, and why the files were refused. */
export interface RequestForm extends MultipartForm {
  /** Too many files or one too big: the message for the file field (the files are then empty). */
  fileError?: string;
}

/**
 * Reads a page action's body (a web Request: multipart/form-data or urlencoded) as it streams: the text
 * fields, and the files of `options.field` to temporary files with the same limits as readMultipart.
 * Never buffers a file in memory (`request.formData()` would). Too many files or one too big is not
 * thrown: it comes back as `fileError`, so the form can show it with its other messages. A body that is
 * not a form, or breaks off, is a Spanish 400; nothing is left on disk then.
 */
export async function readRequestForm(
  request: Request,
  options: UploadOptions & { tmpDir: string },
): Promise<RequestForm> {
  const fields: Record<string, string | string[]> = Object.create(null);
  if (!request.body) return { fields, files: [] };
  let boy: ReturnType<typeof Busboy>;
  try {
    boy = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: options.maxFiles,
        ...FIELD_LIMITS,
        parts: options.maxFiles + FIELD_LIMITS.fields,
      },
    });
  } catch {
    throw new AppError(400, MSG.badRequest);
  }
  const saved: ({ path: string; size: number; filename: string } | null)[] = [];
  const saving: Promise<void>[] = [];
  const written: string[] = [];
  let tooBig: string | undefined;
  let tooMany = false;
  boy.on('field', (name: string, value: string) => addField(fields, name, value));
  boy.on('file', (name: string, stream: FileStream, filename: string | undefined) => {
    if (name !== options.field) {
      stream.resume();
      return;
    }
    const slot = saved.push(null) - 1;
    saving.push(
      saveToTemp(stream, options.tmpDir, written).then(async (file) => {
        if (file === 'truncated') tooBig ??= displayName(filename);
        else if (!filename && file.size === 0) await rm(file.path, { force: true });
        else saved[slot] = { ...file, filename: displayName(filename) };
      }),
    );
  });
  boy.on('filesLimit', () => {
    tooMany = true;
  });
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), boy);
    const results = await Promise.allSettled(saving);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await Promise.allSettled(saving);
    await Promise.allSettled(written.map((file) => rm(file, { force: true })));
    // A disk failure is ours (500); a broken or cut body is the sender's.
    if (typeof (error as { syscall?: unknown }).syscall === 'string') throw error;
    throw new AppError(400, MSG.badRequest);
  }
  const files = saved.filter((f): f is UploadedFile => f !== null);
  const fileError = tooMany
    ? UPLOAD_MSG.tooMany(options.maxFiles)
    : tooBig
      ? UPLOAD_MSG.tooBig(tooBig)
      : undefined;
  if (fileError) {
    await discardUploads(files);
    return { fields: { ...fields }, files: [], fileError };
  }
  return { fields: { ...fields }, files };
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
    list: () => storage.list(),
    get: (name) => storage.get(name),
  };
  return { storage: wrapped, undo: () => Promise.allSettled(written.map((n) => storage.remove(n))) };
}

/**
 * Runs each file through the image pipeline (JPEG, PNG or WebP by their bytes; ≤ MAX_UPLOAD_PIXELS;
 * re-encoded to WebP renditions under server-generated names), after waiting its turn in the image
 * queue (a 503 with Retry-After when the queue is full). All or nothing: when one file fails, every
 * rendition already written is removed and an UploadError names the file. The temporary files are
 * removed in every case.
 */
export async function processUploads(
  files: UploadedFile[],
  storage: MediaStorage,
  options: { field: string; alt?: (index: number) => string | undefined },
): Promise<ImageRef[]> {
  try {
    const tooBig = files.find((file) => file.size > MAX_UPLOAD_BYTES);
    if (tooBig) throw new UploadError(options.field, UPLOAD_MSG.tooBig(tooBig.filename));
    if (files.length === 0) return [];
    return await imageQueue.run(() => processInTurn(files, storage, options));
  } finally {
    await discardUploads(files);
  }
}

async function processInTurn(
  files: UploadedFile[],
  storage: MediaStorage,
  options: { field: string; alt?: (index: number) => string | undefined },
): Promise<ImageRef[]> {
  const rec = recording(storage);
  const refs: ImageRef[] = [];
  try {
    // One at a time: decoding a photo is heavy, and the machine is shared with the site.
    for (const [i, file] of files.entries()) {
      try {
        refs.push(
          await processImage(file.path, rec.storage, { formats: UPLOAD_FORMATS, alt: options.alt?.(i) }),
        );
      } catch (error) {
        if (error instanceof ImageError) {
          throw new UploadError(options.field, UPLOAD_MSG.withFile(file.filename, error.message));
        }
        // sharp failing half way through a damaged file (a plain Error, no system code) is the file's
        // fault, not ours; a storage failure (ENOSPC…) or a bug stays a 500.
        if (isDecodeError(error)) {
          throw new UploadError(options.field, UPLOAD_MSG.withFile(file.filename, UPLOAD_MSG.damaged));
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

function isDecodeError(error: unknown): boolean {
  return error instanceof Error && error.constructor === Error && !('code' in error);
}

/** Removes stored renditions (after a failed save, or when a record that owned them is deleted). */
export async function removeUploads(images: ImageRef[], storage: MediaStorage): Promise<void> {
  await Promise.allSettled(images.map((image) => removeImage(image, storage)));
}
