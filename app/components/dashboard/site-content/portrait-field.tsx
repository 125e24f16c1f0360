import { useRef, useState } from 'react';
import { z } from 'zod';
import { successAnswer } from '../../../../domain/answers/common.ts';
import { apiUpload, failureMessage } from '../../../api-client.ts';
import { describedBy, TextField } from '../../forms/field.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { IMAGE_ACCEPT } from '../content/image-file-field.tsx';
import { UploadProgress } from '../content/upload-progress.tsx';
import { ChooseFromLibraryButton } from '../media/media-picker.tsx';

// A team member's portrait (decision 025): its alt text, a thumbnail of the picture, and two
// ways to set it: upload a new file, which becomes a media-library asset at once (POST
// /api/media with the alt text; the portrait takes the stored image's URL), or choose an asset
// already in the library. The alt text comes first, so an upload carries it into the library.

const mediaAssetAnswer = successAnswer({
  asset: z.object({ _id: z.string(), url: z.string(), alt: z.string().default('') }).loose(),
});

export type Portrait = { url: string; alt: string };

export function PortraitField({
  idPrefix,
  portrait,
  personName,
  errors,
  onChange,
}: {
  /** `team-<id>-portrait`: the controls are `…-alt` and `…-file`. */
  idPrefix: string;
  portrait: Portrait;
  personName: string;
  errors: { url?: string | undefined; alt?: string | undefined };
  onChange: (portrait: Portrait) => void;
}) {
  const altId = `${idPrefix}-alt`;
  const fileId = `${idPrefix}-file`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(portrait);
  latest.current = portrait;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const clear = () => {
      if (input.current) input.current.value = '';
    };
    if (!file.type.startsWith('image/')) {
      setProblem('Choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
      clear();
      return;
    }
    const alt = latest.current.alt.trim();
    if (alt === '') {
      setProblem('Describe the portrait in "Portrait alt text" first; the upload keeps that description.');
      clear();
      document.getElementById(altId)?.focus();
      return;
    }
    const body = new FormData();
    body.append('image', file);
    body.append('alt', alt);
    body.append('credit', '');
    setProgress(0);
    try {
      const { data } = await apiUpload('/media', body, mediaAssetAnswer, { onProgress: setProgress });
      onChange({ ...latest.current, url: data.asset.url });
    } catch (error) {
      setProblem(failureMessage(error, 'The portrait could not be uploaded.'));
    } finally {
      setProgress(null);
      clear();
    }
  };

  const fileError = problem ?? errors.url;
  const fileHint = 'JPEG, PNG, WebP, GIF or AVIF, at most 15 MB. It is added to the media library.';
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Portrait</legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="w-28 shrink-0">
          {portrait.url ? (
            <img
              src={portrait.url}
              alt={`Current portrait${personName ? ` of ${personName}` : ''}`}
              className="aspect-square w-28 rounded-md object-cover ring-1 ring-slate-200"
            />
          ) : (
            <div className="flex aspect-square w-28 items-center justify-center rounded-md bg-slate-100 p-2 text-center text-xs text-slate-600 ring-1 ring-slate-200">
              No portrait yet
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-4">
          <TextField
            id={altId}
            name={altId}
            label="Portrait alt text"
            required
            value={portrait.alt}
            hint="What the picture shows, for people who cannot see it, e.g. Portrait of Jane Doe."
            {...(errors.alt ? { error: errors.alt } : {})}
            onChange={(alt) => onChange({ ...portrait, alt })}
          />
          <div>
            <label htmlFor={fileId} className="block text-sm font-semibold text-slate-800">
              Upload a new portrait
            </label>
            <input
              ref={input}
              id={fileId}
              name={fileId}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={progress !== null}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={describedBy(fileId, fileHint, fileError ?? undefined)}
              onChange={(event) => void upload(event.target.files?.[0])}
              className={`mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:min-h-10 file:rounded-md file:border-0 file:bg-brand-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700 disabled:opacity-75 ${FOCUS_RING}`}
            />
            <p id={`${fileId}-hint`} className="mt-1.5 text-sm text-slate-600">
              {fileHint}
            </p>
            {fileError && (
              <p id={`${fileId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {fileError}
              </p>
            )}
            {progress !== null && <UploadProgress percent={progress} label="Uploading the portrait" />}
          </div>
          <ChooseFromLibraryButton
            label="Choose from library"
            onChoose={(asset) => {
              setProblem(null);
              onChange({
                url: asset.url,
                alt: latest.current.alt.trim() === '' ? asset.alt : latest.current.alt,
              });
            }}
          />
        </div>
      </div>
    </fieldset>
  );
}
