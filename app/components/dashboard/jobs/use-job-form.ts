import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type StaffJob, staffJobAnswer } from '../../../../domain/answers/staff-records.ts';
import { JOB_STEP_FIELDS, jobFormSchema } from '../../../../domain/job.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { useSteppedForm } from '../../forms/use-stepped-form.ts';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../publishing/local-draft.ts';
import { recordPath } from '../publishing/publishing-api.ts';
import { publishingFields, savedMessage, saveOutcome } from '../publishing/publishing-body.ts';
import { useAutosave } from '../publishing/use-autosave.ts';
import { usePublishingForm } from '../publishing/use-publishing-form.ts';
import { jobFormValues } from './job-body.ts';
import { useJobPdf } from './use-job-pdf.ts';

// admin.md §2 Job form, §4, §5: two steps (Basic Information; Job Details), the same form for new
// and edit (edit when the route has an id: the job is fetched and the form filled). On success
// back to /dashboard/jobs; a fetch or submit error shows in a banner, the form is re-enabled and
// the page scrolls up; a second submit while one runs is ignored. Decision 024: Save Job is
// Publish, beside Save draft; an edit opens the working copy and autosaves its draft; a new job
// keeps what is typed in the browser until its first save.

export const JOBS_PATH = '/dashboard/jobs';
const LOAD_FAILED = 'Failed to load the job';
const SAVE_FAILED = 'Failed to save job';

// The fields people type; the active flag and the PDF are kept beside them (the PDF is uploaded
// on its own, admin.md §5), and joined on submit.
const FORM_SCHEMA = jobFormSchema.omit({ isActive: true, pdfUrl: true });

// Our optional closing date joins the Job Details step.
const STEPS = { 1: JOB_STEP_FIELDS[1], 2: [...JOB_STEP_FIELDS[2], 'closingDate'] } as const;

const EMPTY = {
  title: '',
  country: '',
  place: '',
  type: '',
  qualifications: '',
  experience: '',
  responsibilities: '',
  closingDate: '',
};

const LOCAL_KEY = 'jobs';

function localValues(): typeof EMPTY | null {
  const stored = readLocalDraft(LOCAL_KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const values: Record<string, string> = {};
  for (const field of Object.keys(EMPTY)) {
    const value = (stored as Record<string, unknown>)[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values as typeof EMPTY;
}

export function useJobForm(jobId: string | undefined) {
  const navigate = useNavigate();
  const form = useSteppedForm({ schema: FORM_SCHEMA, steps: STEPS, empty: EMPTY, idPrefix: 'job' });
  const pdf = useJobPdf();
  const publishing = usePublishingForm();
  const [loaded, setLoaded] = useState<StaffJob | null>(null);
  const [baseline, setBaseline] = useState(() => JSON.stringify(EMPTY));
  const [restoredLocal, setRestoredLocal] = useState(false);
  const [isLoading, setLoading] = useState(jobId !== undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isSubmitting = useRef(false);
  const [bannerRef, focusBanner] = useFocusRequest<HTMLDivElement>();
  const { fill } = form;
  const { setPdfUrl } = pdf;

  const load = (job: StaffJob) => {
    setLoaded(job);
    const values = jobFormValues(job);
    fill(values);
    setBaseline(JSON.stringify(values));
    setPdfUrl(job.pdfUrl ?? '');
    // Loaded once per form, or again after a restore from the History dialog, which stays open.
    publishing.fill(job, true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill and setPdfUrl only set state.
  useEffect(() => {
    if (jobId === undefined) {
      const local = localValues();
      if (local) {
        fill(local);
        setRestoredLocal(true);
      }
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    // The working copy: the draft over the published job (decision 024).
    apiRequest(`${recordPath('jobs', jobId)}?view=draft`, staffJobAnswer, { signal: controller.signal })
      .then(({ data }) => load(data.job))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureMessage(error, LOAD_FAILED));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [jobId]);

  const typed = JSON.stringify(form.values);
  const hasTextChanges = !isLoading && typed !== baseline;

  // A new job keeps its text in the browser until its first save.
  useEffect(() => {
    if (jobId === undefined && hasTextChanges && !isSaving) writeLocalDraft(LOCAL_KEY, form.values);
  }, [jobId, hasTextChanges, isSaving, form.values]);

  const autosave = useAutosave({
    isEnabled: jobId !== undefined && loaded !== null && !isSaving,
    hasChanges: hasTextChanges,
    save: async () => {
      if (!jobId || !loaded) return;
      const sent = JSON.stringify(form.values);
      await apiRequest(recordPath('jobs', jobId), staffJobAnswer, {
        method: 'PUT',
        json: {
          ...form.values,
          isActive: loaded.isActive,
          pdfUrl: pdf.pdfUrl,
          ...publishingFields('draft', null),
        },
      });
      setBaseline(sent);
    },
  });

  const save = async (intent: 'draft' | 'publish') => {
    if (isSubmitting.current || pdf.isUploading) return;
    const parsed = form.check();
    if (!parsed) return;
    const status = publishing.check(intent, 'job');
    if (!status) return;
    isSubmitting.current = true;
    publishing.setSavingAs(intent);
    setSaving(true);
    await autosave.idle();
    setFailure(null);
    try {
      const body = {
        ...parsed,
        isActive: loaded?.isActive ?? true,
        pdfUrl: pdf.pdfUrl,
        ...publishingFields(status, publishing.schedule),
      };
      const { data } = await apiRequest(jobId ? recordPath('jobs', jobId) : '/jobs', staffJobAnswer, {
        method: jobId ? 'PUT' : 'POST',
        json: body,
      });
      clearLocalDraft(LOCAL_KEY);
      // Nothing is unsaved now, so leaving asks nothing.
      setBaseline(JSON.stringify(form.values));
      await navigate(JOBS_PATH, {
        state: { notice: savedMessage(data.job.title, saveOutcome(status, intent)) },
      });
    } catch (error) {
      isSubmitting.current = false;
      publishing.setSavingAs(null);
      setSaving(false);
      setFailure(failureMessage(error, SAVE_FAILED));
      publishing.showServerErrors(error);
      if (!form.showServerErrors(error)) {
        window.scrollTo({ top: 0 });
        focusBanner();
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of an earlier step means Next, not Publish.
    if (!form.isLastStep) {
      form.next();
      return;
    }
    void save('publish');
  };

  return {
    form,
    pdf,
    loaded,
    publishing,
    autosave,
    isDirty: hasTextChanges && !isSaving,
    restoredLocal,
    discardLocal() {
      clearLocalDraft(LOCAL_KEY);
      fill(EMPTY);
      setRestoredLocal(false);
    },
    saveDraft: () => void save('draft'),
    /** After a restore in the History dialog: the form shows the new working copy. */
    reloadWorkingCopy() {
      if (!jobId) return;
      apiRequest(`${recordPath('jobs', jobId)}?view=draft`, staffJobAnswer)
        .then(({ data }) => load(data.job))
        .catch((error: unknown) => setFailure(failureMessage(error, LOAD_FAILED)));
    },
    isEdit: jobId !== undefined,
    isLoading,
    cannotEdit: jobId !== undefined && !isLoading && loaded === null,
    failure,
    isSaving,
    bannerRef,
    submit,
  };
}
