import { PHONE_HINT, todayIso } from '@campito/core';
import { Text } from './bound-fields';

/** Name, birthday, email and phone: the same four questions, labelled by each form. */
export function PersonFields({
  labels,
  phoneName,
  birthdayMin,
}: {
  labels: { name: string; birthday: string; email: string; phone: string };
  phoneName: 'phone' | 'telephone';
  birthdayMin: string;
}) {
  return (
    <>
      <Text name="name" label={labels.name} autoComplete="name" />
      <Text
        name="birthday"
        label={labels.birthday}
        type="date"
        autoComplete="bday"
        min={birthdayMin}
        max={todayIso()}
      />
      <Text name="email" label={labels.email} type="email" autoComplete="email" />
      <Text
        name={phoneName}
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={PHONE_HINT}
      />
    </>
  );
}

/** Where the person lives (the town or partido), with examples nearby. */
export function AreaField({ label }: { label: string }) {
  return (
    <Text
      name="area"
      label={label}
      autoComplete="address-level2"
      hint="Por ejemplo: Guernica, Lanús, San Vicente."
    />
  );
}
