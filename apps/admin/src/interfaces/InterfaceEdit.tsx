// The single record of site texts and images (fixed id). Public pages read it on every request,
// so a save shows on the site at once. Texts separate paragraphs with a blank line.
import { INTERFACE_ID } from '@campito/core';
import { Alert } from '@mui/material';
import { Edit, Loading, SimpleForm, TextInput } from 'react-admin';
import { ImageRefsInput } from '../components/ImageRefsInput';
import { SaveOnlyToolbar } from '../components/toolbars';
import { LOAD_ERROR_TEXT } from '../i18n/es';

const paragraphs = 'Separá los párrafos con una línea en blanco';

export function InterfaceEdit() {
  return (
    <Edit
      id={INTERFACE_ID}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      title="Textos e imágenes del sitio"
      loading={<Loading />}
      error={
        <Alert severity="error" role="alert">
          {LOAD_ERROR_TEXT}
        </Alert>
      }
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <ImageRefsInput source="slider" alt="El Campito" />
        <TextInput source="colaboraText" multiline minRows={4} fullWidth helperText={paragraphs} />
        <ImageRefsInput source="imgNosotros" multiple={false} alt="El Campito" />
        <TextInput source="visitasText" multiline minRows={4} fullWidth helperText={paragraphs} />
        <TextInput source="escolarText" multiline minRows={4} fullWidth helperText={paragraphs} />
        <TextInput source="voluntarioText" multiline minRows={4} fullWidth helperText={paragraphs} />
        <ImageRefsInput source="imgVoluntarios" multiple={false} alt="Voluntarios de El Campito" />
        <TextInput source="debitMercadoPagoUrl" type="url" fullWidth />
        <TextInput source="debitOtherLabel" />
        <TextInput source="debitOtherUrl" type="url" fullWidth />
        <TextInput source="otherWaysText" multiline minRows={3} fullWidth helperText={paragraphs} />
      </SimpleForm>
    </Edit>
  );
}
