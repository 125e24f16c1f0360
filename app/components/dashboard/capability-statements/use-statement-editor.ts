import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { statementAnswer } from '../../../../domain/answers/capability-statements.ts';
import {
  type CapabilityStatement,
  STATEMENT_MESSAGES,
  statementInputSchema,
} from '../../../../domain/capability-statements.ts';
import { type FieldErrors, validate } from '../../../../domain/field-errors.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import {
  EMPTY_STATEMENT_FORM,
  formFromStatement,
  type StatementForm,
  statementBody,
} from './statement-form-values.ts';
import { statementPath } from './statement-table.tsx';

// The statement editor's state: the saved statement (loaded when the address has an id), what
// the form holds, and Save: checked with the API's own schema, then POST (a new statement, whose
// address becomes /:id) or PUT (the whole statement). A refusal shows the server's messages beside
// their fields and moves focus to the first, else a banner that takes focus.

const LOAD_FAILED = 'Failed to load the capability statement';
const SAVE_FAILED = 'Failed to save the capability statement';

/** The form's fields in page order, for focus after a refusal; each control's id is `statement-<field>`. */
const FIELD_ORDER = [
  'title',
  'clientName',
  'tenderReference',
  'dueDate',
  'sector',
  'voltageRange',
  'services',
  'introduction',
  'caseStudies',
  'products',
  'accreditationIds',
  'peopleIds',
  'officeIds',
] as const;

export function fieldControlId(field: string): string {
  return `statement-${field}`;
}

export function useStatementEditor(statementId: string | undefined, arrivalNotice: string | null) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<CapabilityStatement | null>(null);
  const [form, setForm] = useState<StatementForm>(EMPTY_STATEMENT_FORM);
  const [baseline, setBaseline] = useState(() => JSON.stringify(EMPTY_STATEMENT_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isLoading, setLoading] = useState(statementId !== undefined);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(arrivalNotice);
  const [isSaving, setSaving] = useState(false);
  const isSubmitting = useRef(false);
  const [bannerRef, focusBanner] = useFocusRequest<HTMLDivElement>();

  const take = (statement: CapabilityStatement) => {
    setSaved(statement);
    const values = formFromStatement(statement);
    setForm(values);
    setBaseline(JSON.stringify(values));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: take only sets state.
  useEffect(() => {
    if (statementId === undefined) return;
    const controller = new AbortController();
    setLoading(true);
    apiRequest(`/capability-statements/${encodeURIComponent(statementId)}`, statementAnswer, {
      signal: controller.signal,
    })
      .then(({ data }) => take(data.statement))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadFailure(failureMessage(error, LOAD_FAILED));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [statementId]);

  const isDirty = !isLoading && !isSaving && JSON.stringify(form) !== baseline;

  const focusFirstInvalid = (found: FieldErrors): boolean => {
    const field = FIELD_ORDER.find((name) => found[name] !== undefined);
    const element = field ? document.getElementById(fieldControlId(field)) : null;
    element?.focus();
    return element !== null;
  };

  const save = async () => {
    if (isSubmitting.current) return;
    setNotice(null);
    const body = statementBody(form);
    const checked = validate(statementInputSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(null);
      if (!focusFirstInvalid(checked.errors)) focusBanner();
      return;
    }
    isSubmitting.current = true;
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      const { data } = await apiRequest(
        saved ? `/capability-statements/${encodeURIComponent(saved._id)}` : '/capability-statements',
        statementAnswer,
        { method: saved ? 'PUT' : 'POST', json: body },
      );
      if (saved) {
        take(data.statement);
        setNotice(STATEMENT_MESSAGES.saved);
        focusBanner();
      } else {
        // Nothing is unsaved now, so the address change below asks nothing.
        setBaseline(JSON.stringify(form));
        await navigate(statementPath(data.statement._id), {
          replace: true,
          state: { notice: STATEMENT_MESSAGES.created },
        });
      }
    } catch (error) {
      const found = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(found);
      setFailure(failureMessage(error, SAVE_FAILED));
      if (!focusFirstInvalid(found)) focusBanner();
    } finally {
      isSubmitting.current = false;
      setSaving(false);
    }
  };

  return {
    saved,
    /** The statement as the API last answered it (after a PDF or a link, its latest render). */
    setSaved,
    form,
    /** Changes part of the form; a field's message goes once it is changed. */
    change(patch: Partial<StatementForm>) {
      setForm((current) => ({ ...current, ...patch }));
      setErrors((current) => {
        const next = { ...current };
        for (const field of Object.keys(patch)) delete next[field];
        return next;
      });
    },
    /** Reads the saved statement again (its latest PDF) without touching what the form holds. */
    refresh() {
      if (!saved) return;
      apiRequest(`/capability-statements/${encodeURIComponent(saved._id)}`, statementAnswer)
        .then(({ data }) => setSaved(data.statement))
        .catch(() => {
          // The panels keep what they show; the next save or reload reads it again.
        });
    },
    errors,
    isLoading,
    loadFailure,
    failure,
    notice,
    setNotice,
    isSaving,
    isDirty,
    bannerRef,
    save,
  };
}
