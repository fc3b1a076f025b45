import {
  AutocompleteInput,
  Create,
  DateInput,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { CONTRIBUTION_TYPE_CHOICES, CURRENCY_CHOICES, METHOD_CHOICES } from '../components/choices';

/** SPEC §5: type, date, total (a number) and method required; name, email, dog and detail optional. */
export function ContributionCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ date: new Date().toISOString().slice(0, 10) }}>
        <SelectInput source="type" choices={CONTRIBUTION_TYPE_CHOICES} validate={required()} />
        <DateInput source="date" validate={required()} />
        <NumberInput source="total" validate={required()} min={0} step={0.01} />
        <SelectInput source="method" choices={METHOD_CHOICES} validate={required()} />
        <SelectInput
          source="currency"
          choices={CURRENCY_CHOICES}
          helperText="Si lo dejás vacío: USD para PayPal, pesos para el resto"
        />
        <TextInput source="name" />
        <TextInput source="email" type="email" />
        <ReferenceInput
          source="dogId"
          reference="dogs"
          sort={{ field: 'name', order: 'ASC' }}
          filter={{ isDelete: false }}
        >
          <AutocompleteInput
            optionText="name"
            filterToQuery={(q) => ({ q })}
            label="resources.contributions.fields.dogId"
          />
        </ReferenceInput>
        <TextInput source="detail" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
