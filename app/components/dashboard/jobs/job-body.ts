import type { Job } from '../../../../domain/entities.ts';

// admin.md §4: "The status toggle sends the whole job with isActive flipped" — PUT replaces every
// field, so the body is the whole job as the API keeps it, nothing left out.
export function wholeJobBody(job: Job, changes: Partial<Pick<Job, 'isActive'>> = {}) {
  return {
    title: job.title,
    country: job.country,
    place: job.place,
    type: job.type,
    qualifications: job.qualifications,
    experience: job.experience,
    responsibilities: job.responsibilities,
    isActive: job.isActive,
    pdfUrl: job.pdfUrl ?? '',
    closingDate: job.closingDate ?? '',
    ...changes,
  };
}
