// An image kept as an address (press notes and posts): type a link, or upload and keep our /media URL.
import { imageUrl } from '@campito/core';
import { Box } from '@mui/material';
import { TextInput, useInput } from 'react-admin';
import { UploadButton } from './UploadButton';

export function UrlImageInput({ source }: { source: string }) {
  const { field } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', width: '100%' }}>
      <TextInput source={source} sx={{ flex: 1, minWidth: 260 }} />
      <UploadButton
        label="Subir imagen"
        onUploaded={([image]) => {
          if (image) field.onChange(imageUrl(image));
        }}
      />
      {/^(https?:\/\/|\/media\/)/.test(value) && (
        <img src={value} alt="" style={{ height: 64, maxWidth: 120, objectFit: 'contain' }} />
      )}
    </Box>
  );
}
