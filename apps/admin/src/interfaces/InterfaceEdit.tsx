// "Sitio": the single record of site texts and images (fixed id) and the shelter's own data — contact,
// social links, bank details, the visits switch and the home page's urgent notice. Public pages read it on
// every request (kept until it changes), so a save shows on the site at once. Texts separate paragraphs
// with a blank line. The form checks every field with the API's own schema (core's adminInterfaceSchema)
// before sending, and shows the API's messages under the fields if it still refuses something.
import { DEFAULT_FOLLOWUP_DAYS, INTERFACE_ID } from '@campito/core';
import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, Edit, Loading, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { ImageRefsInput } from '../components/ImageRefsInput';
import { SaveOnlyToolbar } from '../components/toolbars';
import { LOAD_ERROR_TEXT } from '../i18n/es';
import { validateSite } from './validate';

const paragraphs = 'Separá los párrafos con una línea en blanco';
const emptyHides = 'Si lo dejás vacío, no se muestra en el sitio.';

/** A titled part of the form; its fields take the whole width (a phone shows one under the other). */
function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ width: '100%', mt: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

export function InterfaceEdit() {
  return (
    <Edit
      id={INTERFACE_ID}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      title="Sitio"
      loading={<Loading />}
      error={
        <Alert severity="error" role="alert">
          {LOAD_ERROR_TEXT}
        </Alert>
      }
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />} validate={validateSite}>
        <Section
          id="sitio-aviso"
          title="Aviso en el inicio"
          intro="Un aviso urgente arriba de todo en la página de inicio."
        >
          <TextInput source="homeBannerText" fullWidth helperText={emptyHides} />
          <TextInput
            source="homeBannerUrl"
            fullWidth
            helperText="Opcional: https://… o una página del sitio, como /adoptar/perros"
          />
        </Section>

        <Section id="sitio-visitas" title="Visitas">
          <BooleanInput
            source="visitsSuspended"
            helperText="Activado: /visitas avisa que están suspendidas. Desactivado: las visitas están abiertas."
          />
          <TextInput
            source="visitsNotice"
            multiline
            minRows={2}
            fullWidth
            helperText="Lo que dice el aviso de suspensión en /visitas. Vacío: un texto general."
          />
          <TextInput source="visitasText" multiline minRows={4} fullWidth helperText={paragraphs} />
        </Section>

        <Section
          id="sitio-contacto"
          title="Contacto"
          intro={`Se muestran en el pie de todas las páginas. ${emptyHides}`}
        >
          <TextInput source="contactEmail" type="email" fullWidth />
          <TextInput
            source="contactPhone"
            type="tel"
            fullWidth
            helperText="Con código de área, por ejemplo +54 9 11 5555-0123"
          />
          <TextInput
            source="whatsappNumber"
            type="tel"
            fullWidth
            helperText="Con código de país y de área, por ejemplo 54 9 11 5555 0123"
          />
          <TextInput source="address" fullWidth />
          <TextInput source="mapUrl" type="url" fullWidth helperText="Un enlace https:// al mapa" />
        </Section>

        <Section id="sitio-redes" title="Redes sociales" intro={emptyHides}>
          <TextInput source="instagramUrl" type="url" fullWidth />
          <TextInput source="facebookUrl" type="url" fullWidth />
          <TextInput source="youtubeUrl" type="url" fullWidth />
          <TextInput source="tiktokUrl" type="url" fullWidth />
        </Section>

        <Section id="sitio-banco" title="Datos para transferencias">
          <TextInput source="bankCbu" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextInput source="bankAlias" fullWidth />
          <TextInput source="bankHolder" fullWidth />
          <TextInput
            source="bankCuit"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText="Con o sin guiones"
          />
        </Section>

        <Section id="sitio-aumento" title="Aportes mensuales">
          <NumberInput
            source="monthlyIncreasePercent"
            min={0}
            max={100}
            step={1}
            helperText="Una vez por año, a quien aporta en pesos todos los meses le proponemos por mail subir su aporte este porcentaje, redondeado. Nada cambia sin su clic. 0: no se propone."
          />
        </Section>

        <Section id="sitio-seguimientos" title="Seguimientos de adopciones">
          <TextInput
            source="followupDays"
            format={(v: unknown) =>
              Array.isArray(v) ? v.join(', ') : ((v as string | null) ?? DEFAULT_FOLLOWUP_DAYS.join(', '))
            }
            helperText="Días después de la entrega en que le escribimos a quien adoptó para saber cómo está el perro, separados por comas. Cambia las entregas que se marquen desde ahora."
          />
          <NumberInput
            source="followupPhotoDays"
            min={30}
            max={3650}
            step={1}
            helperText="Días que guardamos las fotos de las respuestas que no se publicaron como historia. Después se borran; el texto queda."
          />
        </Section>

        <Section id="sitio-certificado" title="Certificado de donaciones">
          <TextInput
            source="taxStatus"
            multiline
            minRows={2}
            fullWidth
            helperText="Lo que dice el certificado anual sobre la situación del refugio ante ARCA, por ejemplo «Entidad exenta en el Impuesto a las Ganancias (art. 26, inc. f, Ley 20.628)». Vacío: el certificado aclara que la deducción depende de la inscripción de la entidad."
          />
        </Section>

        <Section id="sitio-textos" title="Textos e imágenes">
          <ImageRefsInput source="slider" alt="El Campito" />
          <TextInput source="colaboraText" multiline minRows={4} fullWidth helperText={paragraphs} />
          <ImageRefsInput source="imgNosotros" multiple={false} alt="El Campito" />
          <TextInput source="escolarText" multiline minRows={4} fullWidth helperText={paragraphs} />
          <TextInput source="voluntarioText" multiline minRows={4} fullWidth helperText={paragraphs} />
          <ImageRefsInput source="imgVoluntarios" multiple={false} alt="Voluntarios de El Campito" />
          <TextInput source="debitMercadoPagoUrl" type="url" fullWidth />
          <TextInput source="debitOtherLabel" />
          <TextInput source="debitOtherUrl" type="url" fullWidth />
          <TextInput source="otherWaysText" multiline minRows={3} fullWidth helperText={paragraphs} />
          <TextInput
            source="impactText"
            multiline
            minRows={3}
            fullWidth
            helperText="Una línea por monto, por ejemplo: «$ 5.000: el alimento de un perro por una semana». Se muestra en /impacto."
          />
        </Section>
      </SimpleForm>
    </Edit>
  );
}
