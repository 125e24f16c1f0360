import { documents, fixedJobDescriptionPdfs } from '../../../content/documents.ts';
import { batteryStorage } from './battery-storage.ts';
import { cableSolutions } from './cable-solutions.ts';
import { designCatalogue } from './catalogue.ts';
import { earthingSolutions } from './earthing-solutions.ts';
import { jobDescriptionPdf, jobDescriptions } from './jobs.ts';
import type { DocumentSpec } from './types.ts';

// Every PDF the site links to, keyed by its public URL (content/documents.ts). Brochure
// covers reuse a scene, passed in as a JPEG so the files stay small.

export type CoverImages = {
  designCatalogue: Uint8Array;
  cableSolutions: Uint8Array;
  earthingSolutions: Uint8Array;
  batteryStorage: Uint8Array;
};

export function documentSpecs(images: CoverImages): { url: string; spec: DocumentSpec }[] {
  const jobs = jobDescriptions.map((job) => {
    const url = fixedJobDescriptionPdfs[job.title];
    if (!url) throw new Error(`No URL in content/documents.ts for the job "${job.title}"`);
    return { url, spec: jobDescriptionPdf(job) };
  });
  return [
    { url: documents.designCatalogue, spec: designCatalogue(images.designCatalogue) },
    { url: documents.cableSolutions, spec: cableSolutions(images.cableSolutions) },
    { url: documents.earthingSolutions, spec: earthingSolutions(images.earthingSolutions) },
    { url: documents.batteryStorage, spec: batteryStorage(images.batteryStorage) },
    ...jobs,
  ];
}
