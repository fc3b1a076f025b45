// The fields of docs/product.md §5.6 for a dog (name, age, size, gender, race, references, features
// required), its images (uploaded, reorderable) and video, and what issue 17 adds: how it moves, its daily
// care, what that costs a month and the "Urgente" flag; the same rules (core's adminDogCreateSchema and
// adminDogUpdateSchema) run on the server.
import {
  bothForms,
  DOG_TRAIT_REFERENCES,
  MAX_CARE_NEEDS,
  MAX_MONTHLY_CARE_COST,
  SPECIAL_NEEDS_REFERENCES,
} from '@campito/core';
import {
  BooleanInput,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  type SimpleFormProps,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AGE_CHOICES, GENDER_CHOICES, MOBILITY_CHOICES, SIZE_CHOICES } from '../components/choices';
import { ImageRefsInput } from '../components/ImageRefsInput';

/**
 * References offered as suggestions (any other text can still be written): the traits the catalog
 * filters on, the special-needs ones, and the cart.
 */
const SUGGESTED_REFERENCES = [
  ...DOG_TRAIT_REFERENCES,
  ...SPECIAL_NEEDS_REFERENCES,
  'Usa carrito',
  ...bothForms(['Castrado', 'Vacunado', 'Tranquilo', 'Juguetón', 'Tímido']),
];

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
        options={SUGGESTED_REFERENCES}
        helperText="Elegí una de la lista o escribí otra y apretá Enter. «Se lleva con perros», «Se lleva con gatos» y «Apto departamento» se pueden buscar en el sitio."
        validate={required()}
      />
      <TextInput source="features" multiline minRows={3} fullWidth validate={required()} />
      <SelectInput
        source="mobility"
        choices={MOBILITY_CHOICES}
        defaultValue="camina"
        helperText="Los que no caminan aparecen en «Sólo los que no caminan»"
        validate={required()}
      />
      <TextInput
        source="careNeeds"
        multiline
        minRows={2}
        fullWidth
        helperText={`Opcional: qué necesita todos los días, en palabras simples (hasta ${MAX_CARE_NEEDS} caracteres)`}
        slotProps={{ htmlInput: { maxLength: MAX_CARE_NEEDS } }}
      />
      <NumberInput
        source="monthlyCareCost"
        min={0}
        max={MAX_MONTHLY_CARE_COST}
        step={500}
        helperText="Opcional: en pesos, sin centavos"
        validate={[minValue(0), maxValue(MAX_MONTHLY_CARE_COST)]}
      />
      <DogImages />
      <TextInput source="video" fullWidth helperText="Un enlace de YouTube (opcional)" />
      <BooleanInput source="toAdopt" />
      <BooleanInput source="isSponsored" />
      <BooleanInput source="isUrgent" helperText="Aparece entre los «Urgentes» de la página de inicio" />
    </SimpleForm>
  );
}
