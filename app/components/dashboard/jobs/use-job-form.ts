import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { jobAnswer } from '../../../../domain/answers/jobs.ts';
import type { Job } from '../../../../domain/entities.ts';
import { JOB_STEP_FIELDS, jobFormSchema } from '../../../../domain/job.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { useSteppedForm } from '../../forms/use-stepped-form.ts';
import { jobFormValues } from './job-body.ts';
import { useJobPdf } from './use-job-pdf.ts';

// admin.md §2 Job form, §4, §5: two steps (Basic Information; Job Details), the same form for new
// and edit (edit when the route has an id: the job is fetched and the form filled). On success
// back to /dashboard/jobs; a fetch or submit error shows in a banner, the form is re-enabled and
// the page scrolls up; a second submit while one runs is ignored.

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

export function useJobForm(jobId: string | undefined) {
  const navigate = useNavigate();
  const form = useSteppedForm({ schema: FORM_SCHEMA, steps: STEPS, empty: EMPTY, idPrefix: 'job' });
  const pdf = useJobPdf();
  const [loaded, setLoaded] = useState<Job | null>(null);
  const [isLoading, setLoading] = useState(jobId !== undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isSubmitting = useRef(false);
  const [bannerRef, focusBanner] = useFocusRequest<HTMLDivElement>();
  const { fill } = form;
  const { setPdfUrl } = pdf;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill and setPdfUrl only set state.
  useEffect(() => {
    if (jobId === undefined) return;
    const controller = new AbortController();
    setLoading(true);
    apiRequest(`/jobs/${encodeURIComponent(jobId)}?view=all`, jobAnswer, { signal: controller.signal })
      .then(({ data }) => {
        setLoaded(data.job);
        fill(jobFormValues(data.job));
        setPdfUrl(data.job.pdfUrl ?? '');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(failureMessage(error, LOAD_FAILED));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [jobId]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting.current || pdf.isUploading) return;
    // Enter in a field of an earlier step means Next, not Save.
    if (!form.isLastStep) {
      form.next();
      return;
    }
    const parsed = form.check();
    if (!parsed) return;
    isSubmitting.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const body = { ...parsed, isActive: loaded?.isActive ?? true, pdfUrl: pdf.pdfUrl };
      const { data } = await apiRequest(jobId ? `/jobs/${encodeURIComponent(jobId)}` : '/jobs', jobAnswer, {
        method: jobId ? 'PUT' : 'POST',
        json: body,
      });
      await navigate(JOBS_PATH, { state: { notice: `“${data.job.title}” was saved.` } });
    } catch (error) {
      isSubmitting.current = false;
      setSaving(false);
      setFailure(failureMessage(error, SAVE_FAILED));
      if (!form.showServerErrors(error)) {
        window.scrollTo({ top: 0 });
        focusBanner();
      }
    }
  };

  return {
    form,
    pdf,
    isEdit: jobId !== undefined,
    isLoading,
    cannotEdit: jobId !== undefined && !isLoading && loaded === null,
    failure,
    isSaving,
    bannerRef,
    submit,
  };
}
