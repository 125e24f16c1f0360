import { useState } from 'react';
import { BANNER_TONES, type Banner } from '../../../../domain/site-content.ts';
import { TextAreaField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { fieldProps } from './section-fields.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';
import { BANNER_TONE_LABELS } from './value-labels.ts';

// The announcement banner across the top of every public page (decision 025): text, an optional
// link, a style, and a preview that follows the typing. It shows while the section is published;
// "Show from" and "Show until" are its publishing schedule, and "Hide banner now" unpublishes it.

const KEY = 'banner';

const TONE_CLASSES: Readonly<Record<Banner['tone'], string>> = {
  info: 'bg-sky-50 text-sky-950 border-sky-300',
  success: 'bg-green-50 text-green-950 border-green-300',
  warning: 'bg-amber-50 text-amber-950 border-amber-300',
};

function BannerPreview({ banner }: { banner: Banner }) {
  const tone = TONE_CLASSES[banner.tone] ?? TONE_CLASSES.info;
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-slate-800">Preview</figcaption>
      <div className="mt-1.5 overflow-hidden rounded-md ring-1 ring-slate-200">
        <div className="border-b border-slate-200 bg-white px-4 py-3 text-xs text-slate-500">
          The site's header is above it.
        </div>
        <div className={`flex items-start gap-3 border-b px-4 py-3 text-sm ${tone}`}>
          <p className="min-w-0 flex-1">
            {banner.text.trim() || <span className="italic opacity-70">The banner's text appears here.</span>}
            {banner.linkLabel.trim() && (
              <>
                {' '}
                <span className="font-semibold underline">{banner.linkLabel.trim()}</span>
              </>
            )}
          </p>
          <span aria-hidden="true" className="text-lg leading-none">
            ×
          </span>
        </div>
      </div>
      <p className="mt-1.5 text-sm text-slate-600">
        Visitors can close it; a new banner shows again to everyone.
      </p>
    </figure>
  );
}

export function BannerEditor() {
  const form = useSectionForm({
    key: KEY,
    fromValue: (value: Banner) => value ?? { text: '', linkLabel: '', linkUrl: '', tone: 'info' as const },
    toValue: (draft: Banner) => draft,
    locate: () => (path) => ({ id: `${KEY}-${String(path[0] ?? 'text')}` }),
  });
  const [isAsking, setAsking] = useState(false);
  const { errors } = form;
  const banner = form.draft;
  const change = (patch: Partial<Banner>) => form.update((draft) => ({ ...draft, ...patch }));
  const isShown = form.record?.status === 'published';

  return (
    <SectionFrame
      form={form}
      description={
        isShown
          ? 'The notice across the top of every page. It is on the site now.'
          : 'The notice across the top of every page. It is not on the site now: publish it, or set when it shows.'
      }
      scheduleLegend="When it shows"
      scheduleWords={{
        publishAt: { label: 'Show from', hint: 'UK time. Leave empty to show it as soon as you publish.' },
        unpublishAt: { label: 'Show until', hint: 'UK time. It leaves the site by itself then.' },
      }}
      extraActions={
        isShown ? (
          <Button
            variant="danger"
            isBusy={form.isHiding}
            busyLabel="Hiding..."
            disabled={form.isSaving || form.isLoading}
            onClick={() => setAsking(true)}
          >
            Hide banner now
          </Button>
        ) : undefined
      }
    >
      {banner && (
        <>
          <TextAreaField
            label="Banner text"
            required
            rows={3}
            value={banner.text}
            hint="One or two sentences, at most 200 characters."
            onChange={(text) => change({ text })}
            {...fieldProps(`${KEY}-text`, errors)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Link text"
              value={banner.linkLabel}
              hint="e.g. Contact us. Leave both link fields empty for no link."
              onChange={(linkLabel) => change({ linkLabel })}
              {...fieldProps(`${KEY}-linkLabel`, errors)}
            />
            <TextField
              label="Link address"
              value={banner.linkUrl}
              inputMode="url"
              hint="A page of this site (/contact), a full address (https://…) or mailto:."
              onChange={(linkUrl) => change({ linkUrl })}
              {...fieldProps(`${KEY}-linkUrl`, errors)}
            />
          </div>
          <fieldset
            className="min-w-0"
            aria-describedby={errors.byId[`${KEY}-tone`] ? `${KEY}-tone-error` : undefined}
          >
            <legend className="text-sm font-semibold text-slate-800">
              Style
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <div
              id={`${KEY}-tone`}
              tabIndex={-1}
              className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1 focus:outline-none"
            >
              {BANNER_TONES.map((tone) => (
                <label
                  key={tone}
                  className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800"
                >
                  <input
                    type="radio"
                    name={`${KEY}-tone`}
                    value={tone}
                    checked={banner.tone === tone}
                    onChange={() => change({ tone })}
                    className={`size-5 accent-brand-500 ${FOCUS_RING}`}
                  />
                  {BANNER_TONE_LABELS[tone]}
                </label>
              ))}
            </div>
            {errors.byId[`${KEY}-tone`] && (
              <p id={`${KEY}-tone-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {errors.byId[`${KEY}-tone`]}
              </p>
            )}
          </fieldset>
          <BannerPreview banner={banner} />
        </>
      )}
      <ConfirmDialog
        open={isAsking}
        tone="primary"
        title="Hide the banner now"
        message="The banner leaves every page at once. Its text stays here, so you can publish it again later."
        confirmLabel="Hide banner now"
        onConfirm={() => {
          setAsking(false);
          void form.unpublish();
        }}
        onCancel={() => setAsking(false)}
      />
    </SectionFrame>
  );
}
