import { COUNTRIES } from '../../../domain/constants.ts';
import { SelectField, TextField } from '../forms/field.tsx';
import { CvField } from './cv-field.tsx';
import { PositionField } from './position-field.tsx';
import type { ApplicationWizardState } from './use-application-wizard.ts';
import { fieldId } from './wizard-state.ts';
import { WizardStep } from './wizard-step.tsx';

// public-site.md §2 step 2, Professional Details: country, position (the country's openings),
// LinkedIn profile (optional) and the CV as a PDF.
export function ProfessionalStep({ wizard }: { wizard: ApplicationWizardState }) {
  const { values, errors, setField, step, positions, file, fileInputRef, chooseFile } = wizard;
  return (
    <WizardStep step={2} current={step}>
      <SelectField
        id={fieldId('country')}
        name="country"
        label="Country"
        placeholder="Select a country"
        options={COUNTRIES}
        required
        value={values.country}
        onChange={(value) => setField('country', value)}
        error={errors.country}
      />
      <PositionField
        country={values.country}
        positions={positions}
        value={values.position}
        error={errors.position}
        onChange={(value) => setField('position', value)}
      />
      <div className="sm:col-span-2">
        <TextField
          id={fieldId('linkedin')}
          name="linkedin"
          type="url"
          label="LinkedIn profile"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/your-name"
          value={values.linkedin}
          onChange={(value) => setField('linkedin', value)}
          error={errors.linkedin}
        />
      </div>
      <div className="sm:col-span-2">
        <CvField file={file} error={errors.cv} inputRef={fileInputRef} onChoose={chooseFile} />
      </div>
    </WizardStep>
  );
}
