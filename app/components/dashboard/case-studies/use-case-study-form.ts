import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import type { RecordStatus } from '../../../../domain/answers/publishing.ts';
import { type StaffCaseStudy, staffCaseStudyAnswer } from '../../../../domain/answers/staff-records.ts';
import { caseStudyFormSchema, MAX_SECTION_IMAGE_FILES } from '../../../../domain/case-study.ts';
import type { CaseStudySection } from '../../../../domain/entities.ts';
import type { FieldErrors } from '../../../../domain/field-errors.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { apiRequest, apiUpload, failureMessage } from '../../../api-client.ts';
import { useFocusRequest } from '../../forms/use-checked-form.ts';
import { useSteppedForm } from '../../forms/use-stepped-form.ts';
import { notImageProblem } from '../content/image-file-field.tsx';
import type { ChosenAsset } from '../media/media-picker.tsx';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../publishing/local-draft.ts';
import { recordPath } from '../publishing/publishing-api.ts';
import { appendPublishing, type SaveOutcome, saveOutcome } from '../publishing/publishing-body.ts';
import { useAutosave } from '../publishing/use-autosave.ts';
import { usePublishingForm } from '../publishing/use-publishing-form.ts';
import { caseStudyFormData, sectionsPayload } from './case-study-body.ts';
import { type DraftSection, draftsOf, newImageCount, sectionsSignature } from './section-drafts.ts';

// admin.md §2, §4, §5: the case-study form in three tabs (Basic Info, Images, Sections), the
// same for create and edit. Next checks the tab it leaves; a tab button checks every tab it
// passes; Save checks everything and takes the user to the first error. Edit fills the form from
// the item and remembers its _id; a successful save closes and resets the form. The images and
// the sections are not text fields, so they live beside the stepped form: the image inputs put
// the chosen file's name in their field (so the rules and the steps see them), the sections are
// their own list (section-drafts.ts).

const m = MESSAGES.caseStudyAdmin;

// The schema's rules for the text, plus the two image fields of the Images tab (their rules are
// extraErrors below: a file is not text). `sections` stays '' here: the list is kept apart.
const FORM_SCHEMA = z.intersection(
  caseStudyFormSchema,
  z.object({ cardImage: z.string(), headerImage: z.string() }),
);

export const STEP_TITLES = { 1: 'Basic Info', 2: 'Images', 3: 'Sections' } as const;

const STEPS = {
  1: ['name', 'link', 'description', 'content'],
  2: ['cardImage', 'headerImage'],
  3: ['sections'],
} as const;

const EMPTY = {
  name: '',
  link: '',
  description: '',
  content: '',
  sections: '',
  cardImage: '',
  headerImage: '',
};

export type ImageField = 'cardImage' | 'headerImage';

type Snapshot = { values: string; sections: string };

/** The text of the form (the image fields hold chosen files' names, which a draft does not send). */
const snapshotOf = (values: typeof EMPTY, sections: readonly DraftSection[]): Snapshot => ({
  values: JSON.stringify({ ...values, cardImage: '', headerImage: '' }),
  sections: sectionsSignature(sections),
});

/** The sections without pictures chosen but not uploaded: what a draft or the browser keeps. */
function storedSections(sections: readonly DraftSection[]): CaseStudySection[] {
  return sectionsPayload(sections).sections.map((section) => ({
    ...section,
    images: section.images.flatMap((image) =>
      'url' in image && image.url ? [{ ...image, url: image.url }] : [],
    ),
  }));
}

const LOCAL_KEY = 'case-studies';
type LocalDraft = { values: typeof EMPTY; sections: CaseStudySection[] };

function isLocalDraft(value: unknown): value is LocalDraft {
  return typeof value === 'object' && value !== null && 'values' in value && 'sections' in value;
}

export function useCaseStudyForm({
  onSaved,
  onDraftSaved,
}: {
  onSaved: (caseStudy: StaffCaseStudy, wasEdit: boolean, outcome: SaveOutcome) => void;
  /** An autosave or a restore changed the record's draft: the list's state badge follows. */
  onDraftSaved?: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [editing, setEditing] = useState<StaffCaseStudy | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [restoredLocal, setRestoredLocal] = useState(false);
  const publishing = usePublishingForm();
  const [files, setFiles] = useState<Record<ImageField, File | null>>({ cardImage: null, headerImage: null });
  // Media library pictures chosen instead of files (decision 025).
  const [library, setLibrary] = useState<Record<ImageField, ChosenAsset | null>>({
    cardImage: null,
    headerImage: null,
  });
  const [problems, setProblems] = useState<FieldErrors>({});
  const [sections, setSectionState] = useState<readonly DraftSection[]>([]);
  const [baseline, setBaseline] = useState<Snapshot>(() => snapshotOf(EMPTY, []));
  const [isSaving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [bannerRef, focusBanner] = useFocusRequest<HTMLDivElement>();
  const [headingRef, focusHeading] = useFocusRequest<HTMLHeadingElement>();
  // What the rules outside the schema read. A ref, because a change is checked in the same event
  // that makes it, before React has rendered the new state.
  const outside = useRef({ isEdit: false, problems: {} as FieldErrors, newImages: 0 });

  const form = useSteppedForm({
    schema: FORM_SCHEMA,
    steps: STEPS,
    empty: EMPTY,
    idPrefix: 'case-study',
    extraErrors: (values) => {
      const errors: FieldErrors = {};
      const { isEdit, problems: found, newImages } = outside.current;
      // admin.md §5: "card image required only on create (empty on edit keeps the current)".
      if (found.cardImage) errors.cardImage = found.cardImage;
      else if (!isEdit && values.cardImage === '') errors.cardImage = m.cardImageRequired;
      if (found.headerImage) errors.headerImage = found.headerImage;
      if (newImages > MAX_SECTION_IMAGE_FILES)
        errors.sections = m.tooManySectionImages(MAX_SECTION_IMAGE_FILES);
      return errors;
    },
  });

  const setSections = (next: readonly DraftSection[]) => {
    outside.current.newImages = newImageCount(next);
    setSectionState(next);
  };

  const start = (item: StaffCaseStudy | null, local: LocalDraft | null = null, keepHistoryOpen = false) => {
    const values = item
      ? {
          ...EMPTY,
          name: item.name,
          link: item.link,
          description: item.description,
          content: item.content,
        }
      : (local?.values ?? EMPTY);
    const drafts = item ? draftsOf(item.sections) : draftsOf(local?.sections ?? []);
    publishing.fill(item, keepHistoryOpen);
    setRestoredLocal(local !== null);
    outside.current = { isEdit: item !== null, problems: {}, newImages: 0 };
    form.fill(values);
    setSectionState(drafts);
    setEditing(item);
    setFiles({ cardImage: null, headerImage: null });
    setLibrary({ cardImage: null, headerImage: null });
    setProblems({});
    setBaseline(snapshotOf(values, drafts));
    setFailure(null);
    setProgress(0);
    setOpen(true);
    focusHeading();
  };

  /** Edit opens the working copy (decision 024): the draft's text over the published record. */
  const startEdit = async (item: StaffCaseStudy, keepHistoryOpen = false) => {
    start(item, null, keepHistoryOpen);
    setLoading(true);
    try {
      const { data } = await apiRequest(
        `${recordPath('case-studies', item._id)}?view=draft`,
        staffCaseStudyAnswer,
      );
      start(data.caseStudy, null, keepHistoryOpen);
    } catch (error) {
      setFailure(failureMessage(error, m.fetchFailed));
    } finally {
      setLoading(false);
    }
  };

  const startCreate = () => {
    const local = readLocalDraft(LOCAL_KEY);
    start(null, isLocalDraft(local) ? local : null);
  };

  const close = () => {
    if (!editing) clearLocalDraft(LOCAL_KEY);
    setRestoredLocal(false);
    setOpen(false);
    setEditing(null);
    setFailure(null);
    setSectionState([]);
    setFiles({ cardImage: null, headerImage: null });
    setLibrary({ cardImage: null, headerImage: null });
    form.fill(EMPTY);
    setBaseline(snapshotOf(EMPTY, []));
    outside.current = { isEdit: false, problems: {}, newImages: 0 };
  };

  const chooseImage = (field: ImageField, chosen: File[]) => {
    const file = chosen[0] ?? null;
    const problem = file ? notImageProblem([file], m.imageNotImage) : null;
    const nextProblems = { ...problems };
    if (problem) nextProblems[field] = problem;
    else delete nextProblems[field];
    outside.current.problems = nextProblems;
    setProblems(nextProblems);
    setFiles((current) => ({ ...current, [field]: problem ? null : file }));
    if (file) setLibrary((current) => ({ ...current, [field]: null }));
    form.change(field, file && !problem ? file.name : '');
  };

  const chooseFromLibrary = (field: ImageField, asset: ChosenAsset) => {
    const nextProblems = { ...problems };
    delete nextProblems[field];
    outside.current.problems = nextProblems;
    setProblems(nextProblems);
    setFiles((current) => ({ ...current, [field]: null }));
    setLibrary((current) => ({ ...current, [field]: asset }));
    form.change(field, asset.url);
  };

  const current = snapshotOf(form.values, sections);
  const hasTextChanges =
    isOpen && (current.values !== baseline.values || current.sections !== baseline.sections);
  const isDirty =
    hasTextChanges ||
    (isOpen &&
      (files.cardImage !== null ||
        files.headerImage !== null ||
        library.cardImage !== null ||
        library.headerImage !== null ||
        newImageCount(sections) > 0));

  // A new case study keeps its text in the browser until its first save (decision 024).
  useEffect(() => {
    if (!isOpen || editing || isSaving) return;
    if (!hasTextChanges) return;
    writeLocalDraft(LOCAL_KEY, {
      values: { ...form.values, cardImage: '', headerImage: '' },
      sections: storedSections(sections),
    });
  }, [isOpen, editing, isSaving, hasTextChanges, form.values, sections]);

  const autosave = useAutosave({
    isEnabled: isOpen && editing !== null && !isSaving && !isLoading,
    hasChanges: hasTextChanges,
    save: async () => {
      if (!editing) return;
      const sent = snapshotOf(form.values, sections);
      const body = caseStudyFormData({
        text: form.values,
        sections: draftsOf(storedSections(sections)),
        hadSections: editing.sections.length > 0,
      });
      await apiUpload(
        recordPath('case-studies', editing._id),
        appendPublishing(body, 'draft', null),
        staffCaseStudyAnswer,
        {
          method: 'PUT',
        },
      );
      setBaseline(sent);
      onDraftSaved?.();
    },
  });

  const discardLocal = () => {
    clearLocalDraft(LOCAL_KEY);
    start(null);
  };

  const save = async (intent: 'draft' | 'publish') => {
    if (isSaving || isLoading) return;
    const parsed = form.check();
    if (!parsed) return;
    const status: RecordStatus | null = publishing.check(intent, 'case-study');
    if (!status) return;
    publishing.setSavingAs(intent);
    setSaving(true);
    await autosave.idle();
    setProgress(0);
    setFailure(null);
    const wasEdit = editing !== null;
    try {
      const body = caseStudyFormData({
        text: form.values,
        cardImage: files.cardImage ?? library.cardImage?.url ?? undefined,
        headerImage: files.headerImage ?? library.headerImage?.url ?? undefined,
        sections,
        hadSections: (editing?.sections.length ?? 0) > 0,
      });
      const { data } = await apiUpload(
        editing ? recordPath('case-studies', editing._id) : '/case-studies',
        appendPublishing(body, status, publishing.schedule),
        staffCaseStudyAnswer,
        { method: editing ? 'PUT' : 'POST', onProgress: setProgress },
      );
      clearLocalDraft(LOCAL_KEY);
      close();
      autosave.reset();
      onSaved(data.caseStudy, wasEdit, saveOutcome(status, intent));
    } catch (error) {
      setFailure(failureMessage(error, m.saveFailed));
      publishing.showServerErrors(error);
      if (!form.showServerErrors(error)) {
        window.scrollTo({ top: 0 });
        focusBanner();
      }
    } finally {
      setSaving(false);
      publishing.setSavingAs(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    // Enter in a field of an earlier tab means Next, not Publish.
    if (!form.isLastStep) {
      form.next();
      return;
    }
    void save('publish');
  };

  return {
    form,
    isOpen,
    editing,
    isEdit: editing !== null,
    files,
    library,
    chooseFromLibrary,
    /** Field messages: the rules' once a tab was tried, a wrong file type at once. */
    errorOf: (field: ImageField | 'sections') =>
      form.errors[field] ??
      problems[field] ??
      (field === 'sections' && newImageCount(sections) > MAX_SECTION_IMAGE_FILES
        ? m.tooManySectionImages(MAX_SECTION_IMAGE_FILES)
        : undefined),
    sections,
    setSections,
    chooseImage,
    isDirty,
    isSaving,
    isLoading,
    publishing,
    autosave,
    restoredLocal,
    discardLocal,
    saveDraft: () => void save('draft'),
    /** After a restore in the History dialog: the form shows the new working copy. */
    reloadWorkingCopy: () => {
      if (editing) void startEdit(editing, true);
      onDraftSaved?.();
    },
    progress,
    failure,
    bannerRef,
    headingRef,
    startCreate,
    startEdit: (item: StaffCaseStudy) => void startEdit(item),
    close,
    submit,
  };
}

export type CaseStudyFormState = ReturnType<typeof useCaseStudyForm>;
