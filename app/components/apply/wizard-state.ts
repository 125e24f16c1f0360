import {
  type ApplicationForm,
  applicationFormSchema,
  validateCvFile,
  WIZARD_STEP_FIELDS,
  type WizardField,
} from '../../../domain/application.ts';
import { COUNTRIES, WIZARD_STEPS } from '../../../domain/constants.ts';
import { type FieldErrors, pickErrors, validate } from '../../../domain/field-errors.ts';
import type { FileFacts } from '../../../domain/pdf-file.ts';

// The application wizard's rules as plain functions (public-site.md §4 Application wizard, §5):
// which step holds which field, what a step's Continue checks, what Submit checks, and how the
// API's field errors map back onto the wizard's fields.

export type Step = 1 | 2 | 3;
export const STEPS: readonly Step[] = [1, 2, 3];
export const LAST_STEP = WIZARD_STEPS as Step;

export const STEP_TITLES: Record<Step, string> = {
  1: 'Personal Information',
  2: 'Professional Details',
  3: 'Additional Information',
};

/** What the visitor types: every field a string, as the inputs hold them. */
export type WizardValues = { [K in keyof ApplicationForm]-?: string };

export const EMPTY_VALUES: WizardValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  position: '',
  linkedin: '',
  comments: '',
};

/** Every checked field, in the order the visitor meets them. */
export const FIELD_ORDER: readonly WizardField[] = STEPS.flatMap((step) => WIZARD_STEP_FIELDS[step]);

export function stepOf(field: WizardField): Step {
  return STEPS.find((step) => (WIZARD_STEP_FIELDS[step] as readonly string[]).includes(field)) ?? LAST_STEP;
}

/** The DOM id of a field's control, so focus can be moved to it. */
export function fieldId(field: WizardField): string {
  return `apply-${field}`;
}

/** Every rule of §5: the schema's fields plus the CV file. */
export function allErrors(values: WizardValues, file: FileFacts | null): FieldErrors {
  const result = validate(applicationFormSchema, values);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const cvError = validateCvFile(file);
  if (cvError) errors.cv = cvError;
  return errors;
}

/** What Continue checks: only the current step's fields. */
export function stepErrors(step: Step, values: WizardValues, file: FileFacts | null): FieldErrors {
  return pickErrors(allErrors(values, file), WIZARD_STEP_FIELDS[step]);
}

export function firstInvalidField(errors: FieldErrors): WizardField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/**
 * The API names the CV by its multipart part (`file`) or by the saved URL (`cvUrl`); both belong
 * under the wizard's CV input. Keys the wizard has no field for are dropped.
 */
export function wizardFieldErrors(apiErrors: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(apiErrors)) {
    const field = key === 'file' || key === 'cvUrl' ? 'cv' : key;
    if ((FIELD_ORDER as readonly string[]).includes(field) && errors[field] === undefined) {
      errors[field] = message;
    }
  }
  return errors;
}

/** The wizard pre-filled from a job card's Apply Now link: a known country only. */
export function initialValues(search: URLSearchParams): WizardValues {
  const country = COUNTRIES.find((name) => name === search.get('country')) ?? '';
  return { ...EMPTY_VALUES, country };
}

/** The position a job card asked for; used only if the country's options include it. */
export function requestedPosition(search: URLSearchParams): string {
  return search.get('country') && search.get('position') ? (search.get('position') ?? '').trim() : '';
}
