import { useEffect, useRef, useState } from 'react';
import {
  applicationFormSchema,
  validateCvFile,
  WIZARD_STEP_FIELDS,
  type WizardField,
} from '../../../domain/application.ts';
import { type FieldErrors, hasErrors, validate } from '../../../domain/field-errors.ts';
import { ApiError } from '../../api-client.ts';
import { submitApplication, type UploadedCv } from './submit-application.ts';
import { usePositions } from './use-positions.ts';
import {
  allErrors,
  EMPTY_VALUES,
  fieldId,
  firstInvalidField,
  initialValues,
  LAST_STEP,
  requestedPosition,
  STEPS,
  type Step,
  stepErrors,
  stepOf,
  type WizardValues,
  wizardFieldErrors,
} from './wizard-state.ts';

// public-site.md §4 Application wizard, every transition: Continue checks the current step and
// advances (scrolling to the top) or focuses the first invalid field; Back goes down one step;
// Submit checks everything and shows a banner when anything is wrong; submitting uploads the CV,
// then saves the application; success resets the wizard and opens the modal; failure keeps every
// value, the chosen file included. Once a step has been attempted its fields re-validate on every
// change; otherwise editing a field clears its error.

export type WizardStatus = 'idle' | 'invalid' | 'submitting' | 'failed' | 'success';

/**
 * Where focus goes next and how the page scrolls to it: as the browser does, not at all (the
 * page is already scrolling to the top), or smoothly into view first. A new object per request,
 * so asking for the same element twice still moves focus.
 */
type FocusRequest = { id: string; scroll: 'browser' | 'none' | 'into-view' };

export const STATUS_BANNER_ID = 'apply-status';

export function stepHeadingId(step: Step): string {
  return `apply-step-${step}-heading`;
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function useApplicationWizard(search: URLSearchParams) {
  const [values, setValues] = useState<WizardValues>(() => initialValues(search));
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState<readonly Step[]>([]);
  const [status, setStatus] = useState<WizardStatus>('idle');
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const uploadedCv = useRef<UploadedCv | null>(null);
  const [isSuccessOpen, setSuccessOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const pendingPosition = useRef(requestedPosition(search));
  const positions = usePositions(values.country);

  // A job card's Apply Now names its position: chosen once the country's options arrive, and only
  // if it is one of them.
  useEffect(() => {
    const wanted = pendingPosition.current;
    if (!wanted || positions.status === 'idle' || positions.status === 'loading') return;
    pendingPosition.current = '';
    if (positions.status === 'loaded' && positions.options.includes(wanted)) {
      setValues((current) => (current.position ? current : { ...current, position: wanted }));
    }
  }, [positions]);

  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    if (!element) return;
    // §4: an invalid CV is scrolled to rather than jumped to; focus follows without a second jump.
    if (focusRequest.scroll === 'into-view')
      element.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    element.focus({ preventScroll: focusRequest.scroll !== 'browser' });
  }, [focusRequest]);

  const focusField = (field: WizardField) =>
    setFocusRequest({ id: fieldId(field), scroll: field === 'cv' ? 'into-view' : 'browser' });
  const focusBanner = () => setFocusRequest({ id: STATUS_BANNER_ID, scroll: 'browser' });

  /** Errors after `changed` fields took new values: re-checked where their step was attempted. */
  const revalidated = (
    previous: FieldErrors,
    changed: readonly WizardField[],
    nextValues: WizardValues,
    nextFile: File | null,
  ): FieldErrors => {
    const next = { ...previous };
    const checked = allErrors(nextValues, nextFile);
    for (const field of changed) {
      delete next[field];
      const message = checked[field];
      if (attempted.includes(stepOf(field)) && message) next[field] = message;
    }
    return next;
  };

  const setField = (field: keyof WizardValues, value: string) => {
    const next = { ...values, [field]: value };
    const changed: WizardField[] = [field];
    // §4: "Changing country clears the chosen position."
    if (field === 'country' && value !== values.country) {
      next.position = '';
      changed.push('position');
      pendingPosition.current = '';
    }
    setValues(next);
    setErrors((previous) => revalidated(previous, changed, next, file));
  };

  const clearFileInput = () => {
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  /** A chosen file is checked at once: a violating one is rejected and the input cleared (§5). */
  const chooseFile = (picked: File | null) => {
    const problem = picked ? validateCvFile(picked) : null;
    if (!picked || problem) clearFileInput();
    if (problem) {
      setFile(null);
      setErrors((previous) => ({ ...previous, cv: problem }));
      return;
    }
    setFile(picked);
    setErrors((previous) => revalidated(previous, ['cv'], values, picked));
  };

  const markAttempted = (steps: readonly Step[]) =>
    setAttempted((previous) => [...new Set([...previous, ...steps])]);

  const clearBanner = () => {
    if (status !== 'submitting') setStatus('idle');
  };

  const goToStep = (target: Step) => {
    setStep(target);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // Focus without a jump: the page is already on its way to the top.
    setFocusRequest({ id: stepHeadingId(target), scroll: 'none' });
  };

  const continueStep = () => {
    const found = stepErrors(step, values, file);
    markAttempted([step]);
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of WIZARD_STEP_FIELDS[step]) delete next[field];
      return { ...next, ...found };
    });
    clearBanner();
    const first = firstInvalidField(found);
    if (first) {
      focusField(first);
      return;
    }
    goToStep(Math.min(step + 1, LAST_STEP) as Step);
  };

  const back = () => {
    clearBanner();
    goToStep(Math.max(step - 1, 1) as Step);
  };

  const reset = () => {
    setValues(EMPTY_VALUES);
    setFile(null);
    clearFileInput();
    setUploadProgress(null);
    setErrors({});
    setAttempted([]);
    setStep(1);
  };

  const submit = async () => {
    if (status === 'submitting') return;
    markAttempted(STEPS);
    const found = allErrors(values, file);
    setErrors(found);
    const parsed = validate(applicationFormSchema, values);
    if (hasErrors(found) || !parsed.ok || !file) {
      setStatus('invalid');
      focusBanner();
      return;
    }
    setStatus('submitting');
    setUploadProgress(0);
    try {
      await submitApplication(parsed.data, file, setUploadProgress, uploadedCv);
      reset();
      setStatus('success');
      setSuccessOpen(true);
    } catch (error) {
      setUploadProgress(null);
      setStatus('failed');
      // The API's own field messages go under their fields, on the step that holds the first.
      const fromApi = error instanceof ApiError ? wizardFieldErrors(error.fieldErrors) : {};
      const first = firstInvalidField(fromApi);
      if (first) {
        setErrors(fromApi);
        setStep(stepOf(first));
        focusField(first);
      } else {
        focusBanner();
      }
    }
  };

  /** The modal closed without leaving the page (backdrop or Escape): back to the banner. */
  const dismissSuccess = () => {
    setSuccessOpen(false);
    focusBanner();
  };

  return {
    values,
    file,
    step,
    errors,
    status,
    uploadProgress,
    positions,
    isSuccessOpen,
    fileInputRef,
    setField,
    chooseFile,
    continueStep,
    back,
    submit,
    dismissSuccess,
  };
}

export type ApplicationWizardState = ReturnType<typeof useApplicationWizard>;
