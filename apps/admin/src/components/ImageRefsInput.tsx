// Images kept as references (ImageRef) on the record: upload through the server pipeline, preview,
// reorder and remove. `multiple={false}` holds a single image (or null).
import { type ImageRef, imageUrl } from '@campito/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, FormHelperText, IconButton, Typography } from '@mui/material';
import { useInput, useResourceContext, useTranslate } from 'react-admin';
import { UploadButton } from './UploadButton';
import { toRef } from './upload';

interface Props {
  source: string;
  multiple?: boolean;
  /** Alt text given to new uploads (e.g. the dog's name). */
  alt?: string;
}

export function ImageRefsInput({ source, multiple = true, alt }: Props) {
  const { field, fieldState } = useInput({ source, defaultValue: multiple ? [] : null });
  const resource = useResourceContext();
  const translate = useTranslate();
  const images: ImageRef[] = multiple
    ? ((field.value as ImageRef[] | null) ?? [])
    : field.value
      ? [field.value as ImageRef]
      : [];
  const label = translate(`resources.${resource}.fields.${source}`, { _: source });
  const set = (next: ImageRef[]) => field.onChange(multiple ? next : (next[0] ?? null));

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    set(next);
  };

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, width: '100%' }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {images.map((image, i) => (
          <Box component="li" key={image.key} sx={{ textAlign: 'center' }} data-testid="image-preview">
            <img
              src={imageUrl(image, image.widths[0])}
              alt={image.alt ?? `${label} ${i + 1}`}
              style={{ width: 160, height: 120, objectFit: 'cover', display: 'block', borderRadius: 4 }}
            />
            {multiple && (
              <>
                <IconButton
                  size="small"
                  aria-label={`Mover la imagen ${i + 1} antes`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowBackIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Mover la imagen ${i + 1} después`}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowForwardIcon fontSize="small" />
                </IconButton>
              </>
            )}
            <IconButton
              size="small"
              aria-label={`Quitar la imagen ${i + 1}`}
              onClick={() => set(images.filter((_, j) => j !== i))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <UploadButton
          label={multiple ? 'Agregar imágenes' : images.length ? 'Cambiar la imagen' : 'Subir una imagen'}
          multiple={multiple}
          alt={alt}
          testId={`upload-${source}`}
          onUploaded={(uploaded) => {
            const refs = uploaded.map(toRef);
            set(multiple ? [...images, ...refs] : refs.slice(0, 1));
          }}
        />
      </Box>
      {fieldState.error?.message && (
        <FormHelperText error>
          {translate(fieldState.error.message, { _: fieldState.error.message })}
        </FormHelperText>
      )}
    </Box>
  );
}
