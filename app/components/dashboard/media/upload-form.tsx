import { type FormEvent, useId, useRef, useState } from 'react';
import { MEDIA_ALT_MAX, MEDIA_CREDIT_MAX } from '../../../../domain/media.ts';
import { failureMessage } from '../../../api-client.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Banner } from '../../ui/status.tsx';
import { uploadMedia } from './media-api.ts';
import type { LibraryAsset } from './media-grid.tsx';

// Adds a picture to the media library: the file (checked and re-encoded by the server as every
// image upload is), its alt text and its credit.

const INPUT = `mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ${FOCUS_RING}`;

export function UploadForm({ onUploaded }: { onUploaded: (asset: LibraryAsset) => void }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [credit, setCredit] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFailure('Choose an image file to upload');
      fileRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      const asset = await uploadMedia(file, { alt, credit });
      setAlt('');
      setCredit('');
      if (fileRef.current) fileRef.current.value = '';
      onUploaded(asset);
    } catch (error) {
      setFailure(failureMessage(error, 'The picture could not be uploaded.'));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mb-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        Upload a picture
      </h2>
      {failure && (
        <div className="mt-3">
          <Banner tone="error">{failure}</Banner>
        </div>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <div>
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-slate-800">
            Image file
          </label>
          <input id={`${id}-file`} ref={fileRef} type="file" accept="image/*" className={INPUT} />
        </div>
        <div>
          <label htmlFor={`${id}-alt`} className="text-sm font-semibold text-slate-800">
            Alt text
          </label>
          <input
            id={`${id}-alt`}
            value={alt}
            maxLength={MEDIA_ALT_MAX}
            onChange={(event) => setAlt(event.target.value)}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor={`${id}-credit`} className="text-sm font-semibold text-slate-800">
            Credit
          </label>
          <input
            id={`${id}-credit`}
            value={credit}
            maxLength={MEDIA_CREDIT_MAX}
            onChange={(event) => setCredit(event.target.value)}
            className={INPUT}
          />
        </div>
      </div>
      <div className="mt-4">
        <Button type="submit" isBusy={isBusy} busyLabel="Uploading...">
          Upload
        </Button>
      </div>
    </form>
  );
}
