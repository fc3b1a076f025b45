import {
  Create,
  email,
  PasswordInput,
  required,
  SelectArrayInput,
  SimpleForm,
  TextInput,
  usePermissions,
} from 'react-admin';
import { ROLE_CHOICES } from '../components/choices';

const STAFF = ['admin', 'superAdmin'];

export function UserCreate() {
  const { permissions } = usePermissions<string[]>();
  // Only a superAdmin may create staff (the server refuses it too).
  const choices = permissions?.includes('superAdmin')
    ? ROLE_CHOICES
    : ROLE_CHOICES.filter((c) => !STAFF.includes(c.id));
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ roles: ['public'] }}>
        <TextInput source="name" validate={required()} />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <PasswordInput
          source="password"
          validate={required()}
          helperText="Al menos 8 caracteres, con letras y números"
        />
        <SelectArrayInput source="roles" choices={choices} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
