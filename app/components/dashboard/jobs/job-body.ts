import type { Job } from '../../../../domain/entities.ts';

// admin.md §4: "The status toggle sends the whole job with isActive flipped" — PUT replaces every
// field, so the body is the whole job as the API keeps it, nothing left out.
export function wholeJobBody(job: Job, changes: Partial<Pick<Job, 'isActive'>> = {}) {
  return {
    ...jobFormValues(job),
    isActive: job.isActive,
    pdfUrl: job.pdfUrl ?? '',
    ...changes,
  };
}

/** The fields the job form shows, as its controls hold them. */
export function jobFormValues(job: Job) {
  return {
    title: job.title,
    country: job.country,
    place: job.place,
    type: job.type,
    qualifications: job.qualifications,
    experience: job.experience,
    responsibilities: job.responsibilities,
    closingDate: job.closingDate ?? '',
  };
}
