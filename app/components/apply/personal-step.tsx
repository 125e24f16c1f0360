import { TextField } from '../forms/field.tsx';
import type { ApplicationWizardState } from './use-application-wizard.ts';
import { fieldId } from './wizard-state.ts';
import { WizardStep } from './wizard-step.tsx';

// public-site.md §2 step 1, Personal Information: first and last name, e-mail, phone.
export function PersonalStep({ wizard }: { wizard: ApplicationWizardState }) {
  const { values, errors, setField, step } = wizard;
  return (
    <WizardStep step={1} current={step}>
      <TextField
        id={fieldId('firstName')}
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        value={values.firstName}
        onChange={(value) => setField('firstName', value)}
        error={errors.firstName}
      />
      <TextField
        id={fieldId('lastName')}
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
        value={values.lastName}
        onChange={(value) => setField('lastName', value)}
        error={errors.lastName}
      />
      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(value) => setField('email', value)}
        error={errors.email}
      />
      <TextField
        id={fieldId('phone')}
        name="phone"
        type="tel"
        label="Phone number"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+44 1206 000000"
        required
        value={values.phone}
        onChange={(value) => setField('phone', value)}
        error={errors.phone}
      />
    </WizardStep>
  );
}
