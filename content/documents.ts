// The downloadable PDFs in public/documents, drawn by scripts/generate-media.ts
// (`npm run media`). Replace a file in place to publish a new edition; the URLs stay the same.

export const documents = {
  /** The brochure / design catalogue behind the footer's brochure button. */
  designCatalogue: '/documents/design-catalogue.pdf',
  cableSolutions: '/documents/cable-solutions.pdf',
  earthingSolutions: '/documents/earthing-solutions.pdf',
  batteryStorage: '/documents/battery-storage.pdf',
} as const;

/**
 * public-site.md §2 Careers: when a job has no pdfUrl, its View Job Description link opens the
 * fixed PDF chosen by exact title; titles not listed here get no link.
 */
export const fixedJobDescriptionPdfs: Readonly<Record<string, string>> = {
  'SECTION LEADER - PLANT AND EARTHING DESIGN':
    '/documents/jobs/section-leader-plant-and-earthing-design.pdf',
  'SECTION LEADER - POWER SYSTEM AND PROTECTION CONTROL':
    '/documents/jobs/section-leader-power-system-and-protection-control.pdf',
  'DESIGN MANAGER': '/documents/jobs/design-manager.pdf',
  'Trainee Design Engineer': '/documents/jobs/trainee-design-engineer.pdf',
  'Office Assistant': '/documents/jobs/office-assistant.pdf',
};
