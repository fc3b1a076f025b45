import { DateInput, required, SelectInput, SimpleForm, type SimpleFormProps, TextInput } from 'react-admin';
import { PRESS_TYPE_CHOICES } from '../components/choices';
import { UrlImageInput } from '../components/UrlImageInput';

/** docs/product.md §5.6: media, type and date required; link, title, description, image and logo optional. */
export function PressForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="media" validate={required()} />
      <SelectInput source="type" choices={PRESS_TYPE_CHOICES} validate={required()} />
      <DateInput source="date" validate={required()} />
      <TextInput source="link" type="url" fullWidth />
      <TextInput source="title" fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <UrlImageInput source="img" />
      <UrlImageInput source="favicon" />
    </SimpleForm>
  );
}
