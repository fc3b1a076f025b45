// The fields of SPEC §5 "Admin creates" for a dog (name, age, size, gender, race, references, features
// required), its images (uploaded, reorderable) and video; the same rules run on the server.
import {
  BooleanInput,
  required,
  SelectInput,
  SimpleForm,
  type SimpleFormProps,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AGE_CHOICES, GENDER_CHOICES, SIZE_CHOICES } from '../components/choices';
import { ImageRefsInput } from '../components/ImageRefsInput';

function DogImages() {
  const name = useWatch({ name: 'name' }) as string | undefined;
  return <ImageRefsInput source="images" alt={name ? `Foto de ${name}` : undefined} />;
}

export function DogForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="name" validate={required()} />
      <SelectInput source="gender" choices={GENDER_CHOICES} validate={required()} />
      <SelectInput source="age" choices={AGE_CHOICES} validate={required()} />
      <SelectInput source="size" choices={SIZE_CHOICES} validate={required()} />
      <TextInput source="race" validate={required()} />
      <TextArrayInput
        source="references"
        helperText="Escribí una referencia y apretá Enter"
        validate={required()}
      />
      <TextInput source="features" multiline minRows={3} fullWidth validate={required()} />
      <DogImages />
      <TextInput source="video" fullWidth helperText="Un enlace de YouTube (opcional)" />
      <BooleanInput source="toAdopt" />
      <BooleanInput source="isSponsored" />
    </SimpleForm>
  );
}
