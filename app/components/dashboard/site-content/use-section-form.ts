import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  SITE_CONTENT_LABELS,
  SITE_CONTENT_SCHEMAS,
  type SiteContentKey,
  type SiteContentValues,
} from '../../../../domain/site-content.ts';
import { ApiError, failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { setPublished } from '../publishing/publishing-api.ts';
import { savedMessage, saveOutcome } from '../publishing/publishing-body.ts';
import { useAutosave } from '../publishing/use-autosave.ts';
import { usePublishingForm } from '../publishing/use-publishing-form.ts';
import {
  hasSectionErrors,
  type Locate,
  NO_ERRORS,
  type SectionErrors,
  sectionErrors,
} from './section-errors.ts';
import { readSection, SITE_CONTENT_TYPE, type StaffSection, writeSection } from './site-content-api.ts';

// One site content section edited as one form (decision 025): the working copy is loaded
// (GET ?view=draft), edited as the section's draft shape (numbers as typed text, address lines as
// one text), checked with the section's zod schema from domain/site-content.ts (the API's own),
// and written whole: Save draft, Publish (Schedule while Publish at is to come) and the 5-second
// autosave of decision 024, which only sends a value the schema accepts, so an item half filled
// in does not fail a save every five seconds. The messages show once a save was tried, and then
// follow the typing.

export type SectionConfig<K extends SiteContentKey, D> = {
  key: K;
  /** The stored value as the form edits it. */
  fromValue: (value: SiteContentValues[K]) => D;
  /** The form's draft as the value the schema checks and the API stores. */
  toValue: (draft: D) => unknown;
  /** Where each message of the draft is shown. */
  locate: (draft: D) => Locate;
};

/** A server's field key ("value.2.name" or "2.name") as a path of the section's value. */
function serverPath(field: string): PropertyKey[] {
  const parts = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return parts[0] === 'value' ? parts.slice(1) : parts;
}

function serverErrors(error: unknown, locate: Locate): SectionErrors {
  if (!(error instanceof ApiError)) return NO_ERRORS;
  const byId: Record<string, string> = {};
  const summary: { id: string; text: string }[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (field === 'publishAt' || field === 'unpublishAt' || field === 'status') continue;
    const target = locate(serverPath(field));
    if (Object.hasOwn(byId, target.id)) continue;
    byId[target.id] = message;
    summary.push({ id: target.id, text: target.place ? `${target.place}: ${message}` : message });
  }
  return { byId, summary };
}

export function useSectionForm<K extends SiteContentKey, D>(config: SectionConfig<K, D>) {
  const { key, fromValue, toValue, locate } = config;
  const label = SITE_CONTENT_LABELS[key];
  const publishing = usePublishingForm();
  const [record, setRecord] = useState<StaffSection | null>(null);
  const [draft, setDraft] = useState<D | null>(null);
  const [initial, setInitial] = useState('');
  const [isLoading, setLoading] = useState(true);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [hasAttempted, setAttempted] = useState(false);
  const [fromServer, setFromServer] = useState<SectionErrors>(NO_ERRORS);
  const [isSaving, setSaving] = useState(false);
  const [isHiding, setHiding] = useState(false);
  const isSubmitting = useRef(false);
  const [noticeRef, focusNotice] = useFocusRequest<HTMLDivElement>();
  const [summaryRef, focusSummary] = useFocusRequest<HTMLDivElement>();

  const value = draft === null ? null : toValue(draft);
  const json = JSON.stringify(value);
  const isDirty = draft !== null && !isLoading && json !== initial;
  // biome-ignore lint/correctness/useExhaustiveDependencies: json stands for the draft it was made from.
  const current = useMemo(
    () => (draft === null ? NO_ERRORS : sectionErrors(SITE_CONTENT_SCHEMAS[key], value, locate(draft))),
    [json, key],
  );
  const errors = hasAttempted ? (hasSectionErrors(current) ? current : fromServer) : NO_ERRORS;

  /** Shows a section as stored: its value in the form, its schedule, nothing unsaved. */
  const fill = (section: StaffSection, keepHistoryOpen = false) => {
    const next = fromValue(section.value as SiteContentValues[K]);
    setRecord(section);
    setDraft(next);
    setInitial(JSON.stringify(toValue(next)));
    publishing.fill(section, keepHistoryOpen);
    setAttempted(false);
    setFromServer(NO_ERRORS);
  };

  const load = async (keepHistoryOpen = false) => {
    setLoading(true);
    setLoadFailure(null);
    try {
      fill(await readSection(key), keepHistoryOpen);
    } catch (error) {
      setLoadFailure(failureMessage(error, `${label} could not be loaded.`));
    } finally {
      setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a section is loaded once per key.
  useEffect(() => {
    void load();
  }, [key]);

  const autosave = useAutosave({
    isEnabled: record !== null && !isSaving && !isLoading,
    hasChanges: isDirty && !hasSectionErrors(current),
    save: async () => {
      const sent = json;
      await writeSection(key, value, 'draft', null);
      setInitial(sent);
    },
  });

  const save = async (intent: 'draft' | 'publish') => {
    if (isSubmitting.current || isLoading || draft === null) return;
    setAttempted(true);
    setFromServer(NO_ERRORS);
    setNotice(null);
    setFailure(null);
    if (hasSectionErrors(current)) {
      focusSummary();
      return;
    }
    const status = publishing.check(intent, key);
    if (!status) return;
    isSubmitting.current = true;
    publishing.setSavingAs(intent);
    setSaving(true);
    await autosave.idle();
    try {
      const section = await writeSection(key, value, status, publishing.schedule);
      fill(section);
      autosave.reset();
      setNotice(savedMessage(label, saveOutcome(status, intent)));
      focusNotice();
    } catch (error) {
      flushSync(() => setSaving(false));
      setFailure(failureMessage(error, `${label} could not be saved. Your changes are still here.`));
      publishing.showServerErrors(error);
      const found = serverErrors(error, locate(draft));
      setFromServer(found);
      if (hasSectionErrors(found)) focusSummary();
      else focusNotice();
    } finally {
      isSubmitting.current = false;
      publishing.setSavingAs(null);
      setSaving(false);
    }
  };

  return {
    key,
    label,
    record,
    draft,
    /** Replaces the draft (every edit of the form goes through here). */
    setDraft: (next: D) => setDraft(next),
    update: (change: (draft: D) => D) => setDraft((was) => (was === null ? was : change(was))),
    errors,
    isDirty,
    isLoading,
    isSaving,
    loadFailure,
    failure,
    notice,
    clearNotice: () => setNotice(null),
    noticeRef,
    summaryRef,
    publishing,
    autosave,
    saveDraft: () => void save('draft'),
    publish: () => void save('publish'),
    /** After a restore or a discarded draft: the working copy again, History left open if asked. */
    reload: (keepHistoryOpen = false) => void load(keepHistoryOpen),
    isHiding,
    /** Takes the published section off the site now (only the banner may be: decision 025). */
    async unpublish() {
      setHiding(true);
      setFailure(null);
      setNotice(null);
      try {
        await autosave.idle();
        await setPublished(SITE_CONTENT_TYPE, key, false);
        await load();
        setNotice(`${label} is no longer shown on the site.`);
      } catch (error) {
        setFailure(failureMessage(error, `${label} could not be taken off the site.`));
      } finally {
        setHiding(false);
        focusNotice();
      }
    },
  };
}

export type SectionForm<D> = Omit<ReturnType<typeof useSectionForm<SiteContentKey, D>>, 'key'> & {
  key: SiteContentKey;
};
