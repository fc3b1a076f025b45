// An image kept as an address (press notes and posts): type a link, or upload and keep our /media URL.
import { imageUrl } from '@campito/core';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { TextInput, useInput, useNotify } from 'react-admin';
import { uploadImages } from './upload';

export function UrlImageInput({ source }: { source: string }) {
  const { field } = useInput({ source });
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const value = typeof field.value === 'string' ? field.value : '';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const [image] = await uploadImages([file]);
      if (image) field.onChange(imageUrl(image));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
      <TextInput source={source} sx={{ flex: 1, minWidth: 260 }} />
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={busy}
      >
        Subir imagen
        <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={onFile} />
      </Button>
      {busy && <CircularProgress size={20} aria-label="Subiendo" />}
      {/^(https?:\/\/|\/media\/)/.test(value) && (
        <img src={value} alt="" style={{ height: 64, maxWidth: 120, objectFit: 'contain' }} />
      )}
    </Box>
  );
}
