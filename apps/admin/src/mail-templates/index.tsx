// "Correos": the mails the review of adoption and volunteer requests sends (issue 16). Staff change their
// subject and text; the placeholders are filled with each applicant's data when the mail goes, and the
// preview shows it with an example.
import { fillTemplate, MAIL_PLACEHOLDERS, mailTemplateSchema } from '@campito/core';
import DraftsIcon from '@mui/icons-material/Drafts';
import { Box, Paper, Typography } from '@mui/material';
import { Datagrid, Edit, List, SimpleForm, TextField, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ResponsiveList } from '../components/ResponsiveList';
import { ShelterDateField } from '../components/ShelterDateField';

const EXAMPLE = {
  '{nombre}': 'María',
  '{perro}': 'Luna',
  '{estado}': 'En contacto',
  '{sitio}': window.location.origin,
};

function MailTemplateList() {
  return (
    <List sort={{ field: 'key', order: 'ASC' }} exporter={false} pagination={false} perPage={50}>
      <ResponsiveList rowClick="edit" primaryText={(r) => r.label} secondaryText={(r) => r.subject}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="label" label="Correo" sortable={false} />
          <TextField source="subject" label="Asunto" sortable={false} />
          <ShelterDateField source="updatedAt" label="Modificado" />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}

/** How the mail reads with an example applicant, as the form is typed. */
function Preview() {
  const subject = useWatch({ name: 'subject' }) as string | undefined;
  const body = useWatch({ name: 'body' }) as string | undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 720 }} aria-label="Vista previa">
      <Typography variant="subtitle2" component="h2">
        Vista previa (con datos de ejemplo)
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 1 }}>{fillTemplate(subject ?? '', EXAMPLE)}</Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{fillTemplate(body ?? '', EXAMPLE)}</Typography>
    </Paper>
  );
}

function Title() {
  const record = useRecordContext();
  return <span>{record ? `Correo: ${record.label}` : 'Correo'}</span>;
}

/** The form validates with the same schema as the server. */
const validate = (values: Record<string, unknown>) => {
  const checked = mailTemplateSchema.safeParse(values);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

function MailTemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<Title />}>
      <SimpleForm validate={validate}>
        <TextInput source="subject" label="Asunto" fullWidth />
        <TextInput source="body" label="Texto" multiline minRows={8} fullWidth />
        <Box component="p" sx={{ m: 0 }}>
          Palabras que se reemplazan:{' '}
          {Object.entries(MAIL_PLACEHOLDERS)
            .map(([word, meaning]) => `${word} (${meaning})`)
            .join(', ')}
          .
        </Box>
        <Preview />
      </SimpleForm>
    </Edit>
  );
}

export default {
  list: MailTemplateList,
  edit: MailTemplateEdit,
  icon: DraftsIcon,
  recordRepresentation: 'label',
};
