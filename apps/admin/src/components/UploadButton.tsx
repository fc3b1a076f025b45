// The button that uploads images through the server's pipeline (upload.ts): it opens the file picker, shows
// a spinner beside it while the files go up, and tells staff when the upload fails.
import UploadIcon from '@mui/icons-material/Upload';
import { Button, CircularProgress } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { type UploadedImage, uploadImages } from './upload';

interface UploadButtonProps {
  label: string;
  onUploaded: (images: UploadedImage[]) => void;
  multiple?: boolean;
  /** Alt text given to the uploads (e.g. the dog's name). */
  alt?: string;
  testId?: string;
}

export function UploadButton({ label, onUploaded, multiple, alt, testId }: UploadButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    try {
      onUploaded(await uploadImages(files, alt));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={busy}
      >
        {label}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple={multiple}
          hidden
          onChange={onFiles}
          data-testid={testId}
        />
      </Button>
      {busy && <CircularProgress size={20} aria-label="Subiendo" />}
    </>
  );
}
