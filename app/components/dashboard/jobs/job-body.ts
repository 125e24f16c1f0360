import type { StaffJob } from '../../../../domain/answers/staff-records.ts';
import type { Job } from '../../../../domain/entities.ts';

// admin.md §4: "The status toggle sends the whole job with isActive flipped" — PUT replaces every
// field, so the body is the whole job as the API keeps it, nothing left out. Its publishing
// status goes too (decision 024), so flipping a draft job's flag does not publish it.
export function wholeJobBody(job: StaffJob, changes: Partial<Pick<Job, 'isActive'>> = {}) {
  return {
    ...jobFormValues(job),
    isActive: job.isActive,
    pdfUrl: job.pdfUrl ?? '',
    status: job.status,
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
