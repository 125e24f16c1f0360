import { useRef, useState } from 'react';
import { uploadAnswer } from '../../../../domain/answers/applications.ts';
import { validateJobPdf } from '../../../../domain/job.ts';
import { apiUpload, failureMessage } from '../../../api-client.ts';

// admin.md §2, §5: "The job PDF is uploaded immediately on selection; the current PDF link is
// shown with a hint to replace it." Only application/pdf, at most 10 MB, checked before anything
// is sent; the upload asks for a public job description (?purpose=job-description), never a CV.

const UPLOAD_PATH = '/applications/upload-cv?purpose=job-description';
const UPLOAD_FAILED = 'Failed to upload the PDF';

export function useJobPdf() {
  const [pdfUrl, setPdfUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return;
    const problem = validateJobPdf(file);
    if (problem) {
      setError(problem);
      clearInput();
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setProgress(0);
    try {
      const { fileUrl } = await apiUpload(UPLOAD_PATH, body, uploadAnswer, { onProgress: setProgress });
      setPdfUrl(fileUrl);
    } catch (caught) {
      setError(failureMessage(caught, UPLOAD_FAILED));
    } finally {
      setProgress(null);
      clearInput();
    }
  };

  return {
    pdfUrl,
    error,
    progress,
    isUploading: progress !== null,
    inputRef,
    choose,
    /** Fills the current PDF from the stored job. */
    setPdfUrl,
    remove: () => setPdfUrl(''),
  };
}

export type JobPdf = ReturnType<typeof useJobPdf>;
