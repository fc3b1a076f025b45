import { DOG_UPDATE_TEXT_MAX } from '@campito/core';
import {
  Create,
  Edit,
  maxLength,
  ReferenceField,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { DogInput } from '../components/DogInput';
import { ImageRefsInput } from '../components/ImageRefsInput';

const textRules = [required(), maxLength(DOG_UPDATE_TEXT_MAX)];

/** The news item's own fields, the same when posting and when correcting it. */
function UpdateFields({ helperText }: { helperText: string }) {
  return (
    <>
      <TextInput source="text" multiline fullWidth minRows={4} validate={textRules} helperText={helperText} />
      <ImageRefsInput source="image" multiple={false} />
    </>
  );
}

/** Posting a news item mails it, once, to the dog's sponsors who asked for news. */
export function DogUpdateCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <DogInput
          source="dogId"
          activeOnly
          validate={required()}
          label="resources.dog-updates.fields.dogId"
        />
        <UpdateFields helperText="Se muestra en la página del perro. Al publicarla se manda por mail, una sola vez, a sus padrinos y madrinas que pidieron novedades." />
      </SimpleForm>
    </Create>
  );
}

/** Correcting a news item: its text and photo (already sent mails are not sent again). */
export function DogUpdateEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <ReferenceField source="dogId" reference="dogs" link={false}>
          <TextField source="name" />
        </ReferenceField>
        <UpdateFields helperText="Los cambios se ven en la página del perro; el mail a los padrinos no se vuelve a mandar." />
      </SimpleForm>
    </Edit>
  );
}
