import { todayIso } from '@campito/core';
import {
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
import { DogInput } from '../components/DogInput';

/** docs/product.md §5.6: type, date, total (a number) and method required; name, email, dog and detail optional. */
export function ContributionCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ date: todayIso() }}>
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
        <DogInput source="dogId" activeOnly label="resources.contributions.fields.dogId" />
        <ReferenceInput source="campaignId" reference="campaigns" sort={{ field: 'endsOn', order: 'DESC' }}>
          <SelectInput optionText="title" helperText="Si el aporte fue para una campaña, suma a su meta" />
        </ReferenceInput>
        <TextInput source="detail" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
