import { DateInput, required, SelectInput, SimpleForm, type SimpleFormProps, TextInput } from 'react-admin';
import { CATEGORY_CHOICES } from '../components/choices';
import { UrlImageInput } from '../components/UrlImageInput';

/** docs/product.md §5.6: category and date required. */
export function EscolarForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <SelectInput source="category" choices={CATEGORY_CHOICES} validate={required()} />
      <DateInput source="date" validate={required()} />
      <TextInput source="link" type="url" fullWidth helperText="Por ejemplo, el video de YouTube" />
      <TextInput source="title" fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <UrlImageInput source="img" />
    </SimpleForm>
  );
}
