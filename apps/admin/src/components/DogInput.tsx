// A dog chosen by typing its name (the dogs sorted by name), for a record about one dog and as a filter.
import { AutocompleteInput, ReferenceInput, type ReferenceInputProps, type Validator } from 'react-admin';

type DogInputProps = Omit<ReferenceInputProps, 'reference' | 'children'> & {
  source: string;
  /** The field's label key ("resources.contributions.fields.dogId"). */
  label: string;
  /** Only the dogs not given "Dar de baja". */
  activeOnly?: boolean;
  validate?: Validator;
};

export function DogInput({ source, label, activeOnly = false, validate, ...reference }: DogInputProps) {
  return (
    <ReferenceInput
      source={source}
      reference="dogs"
      sort={{ field: 'name', order: 'ASC' }}
      {...(activeOnly ? { filter: { isDelete: false } } : {})}
      {...reference}
    >
      <AutocompleteInput
        optionText="name"
        filterToQuery={(q) => ({ q })}
        {...(validate ? { validate } : {})}
        label={label}
      />
    </ReferenceInput>
  );
}
