import type { ImageRef } from '@campito/core';

export type UploadedImage = ImageRef & { url: string };

/**
 * Sends files through the server's image pipeline (POST /api/admin/uploads, multipart field "file")
 * and answers their references: WebP renditions, metadata stripped, never upscaled.
 */
export async function uploadImages(files: readonly File[], alt?: string): Promise<UploadedImage[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file);
  if (alt) form.append('alt', alt);
  const res = await fetch('/api/admin/uploads', { method: 'POST', body: form, credentials: 'include' });
  const body = (await res.json().catch(() => ({}))) as { images?: UploadedImage[]; error?: string };
  if (!res.ok || !body.images) throw new Error(body.error ?? 'No se pudo subir la imagen.');
  return body.images;
}

/** A stored reference without the convenience URL the upload answer adds. */
export const toRef = ({ url: _url, ...ref }: UploadedImage): ImageRef => ref;
