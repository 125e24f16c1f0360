import { type KeyboardEvent, useId, useState } from 'react';
import {
  applicationTagsAnswer,
  cleanTag,
  TAG_MAX_LENGTH,
  TAG_MESSAGES,
  TAGS_PER_APPLICATION_MAX,
  tagCountsAnswer,
  tagKey,
} from '../../../../domain/application-tags.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { buttonClass } from '../../ui/buttons.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { useApiQuery } from '../use-api-query.ts';

// Decision 026: an application's tags in its dialog. Each tag is a chip with its own remove
// button; "Add a tag" suggests the tags already in use (a datalist) and adds on Enter or its
// button. Every change is saved at once (PUT /api/applications/{id}/tags, the whole set) and the
// outcome said in a status line.

export function TagsEditor({
  applicationId,
  initialTags,
  onSaved,
}: {
  applicationId: string;
  initialTags: readonly string[];
  /** Told after each save, so the list behind the dialog shows the new tags. */
  onSaved?: () => void;
}) {
  const inputId = useId();
  const listId = useId();
  const [tags, setTags] = useState<string[]>([...initialTags]);
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const suggestions = useApiQuery('/application-tags', tagCountsAnswer, TAG_MESSAGES.fetchFailed);
  const keys = new Set(tags.map(tagKey));
  const unused = (suggestions.data?.data.tags ?? []).filter((entry) => !keys.has(tagKey(entry.tag)));

  const save = async (next: string[], done: string) => {
    setSaving(true);
    setError(null);
    setStatus('Saving tags…');
    try {
      const answer = await apiRequest(
        `/applications/${encodeURIComponent(applicationId)}/tags`,
        applicationTagsAnswer,
        {
          method: 'PUT',
          json: { tags: next },
        },
      );
      setTags(answer.data.tags);
      setStatus(done);
      suggestions.reload();
      onSaved?.();
      return true;
    } catch (failure) {
      setStatus('');
      setError(failureMessage(failure, TAG_MESSAGES.saveFailed));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const add = async () => {
    const tag = cleanTag(text);
    if (tag === '') return;
    if (tag.length > TAG_MAX_LENGTH) return setError(TAG_MESSAGES.tagTooLong);
    if (keys.has(tagKey(tag))) {
      setText('');
      return setStatus(`${tag} is already a tag.`);
    }
    if (tags.length >= TAGS_PER_APPLICATION_MAX) return setError(TAG_MESSAGES.tooMany);
    if (await save([...tags, tag], `Tag ${tag} added.`)) setText('');
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Never the dialog's or a surrounding form's submit.
    event.preventDefault();
    void add();
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={`${inputId}-heading`} className="text-sm font-semibold text-slate-800">
        Tags
      </h3>
      {tags.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No tags yet.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800 ring-1 ring-slate-300"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                disabled={isSaving}
                onClick={() =>
                  void save(
                    tags.filter((entry) => entry !== tag),
                    `Tag ${tag} removed.`,
                  )
                }
                className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 ${FOCUS_RING}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="mt-3 block text-sm font-semibold text-slate-800">
        Add a tag
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          type="text"
          list={listId}
          value={text}
          maxLength={TAG_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
          className={`block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ${FOCUS_RING}`}
        />
        <button
          type="button"
          disabled={isSaving}
          onClick={() => void add()}
          className={buttonClass('secondary', 'sm')}
        >
          Add
        </button>
      </div>
      <datalist id={listId}>
        {unused.map((entry) => (
          <option key={entry.tag} value={entry.tag} />
        ))}
      </datalist>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
        A skill, certificate or note such as CompEx or relocating; press Enter to add.
      </p>
      {error && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </section>
  );
}
