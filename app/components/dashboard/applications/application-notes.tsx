import { type FormEvent, useState } from 'react';
import type { ApplicationNote } from '../../../../domain/entities.ts';
import { describedBy } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { dateTime } from '../dates.ts';

// Internal notes on an application (ours): for the hiring team only, never shown to the
// applicant; each says who wrote it and when.

const ID = 'application-note';

export function ApplicationNotes({
  notes,
  error,
  isBusy,
  onAdd,
  onDelete,
}: {
  notes: readonly ApplicationNote[];
  error: string | null;
  isBusy: boolean;
  onAdd: (text: string) => Promise<boolean>;
  onDelete: (noteId: string) => void;
}) {
  const [text, setText] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    if (await onAdd(text)) setText('');
  };

  return (
    <section aria-labelledby="application-notes-heading">
      <h3 id="application-notes-heading" className="text-sm font-semibold text-slate-800">
        Internal notes
      </h3>
      {notes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {notes.map((note) => (
            <li key={note._id} className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="whitespace-pre-line text-sm text-slate-800">{note.text}</p>
              <p className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-600">
                <span>
                  {note.authorName} · {dateTime(note.createdAt)}
                </span>
                <button
                  type="button"
                  disabled={isBusy}
                  onClick={() => onDelete(note._id)}
                  className={`rounded px-1 font-medium text-red-700 underline ${FOCUS_RING}`}
                >
                  Delete<span className="sr-only"> note by {note.authorName}</span>
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-3">
        <label htmlFor={ID} className="block text-sm font-semibold text-slate-800">
          Add a note
        </label>
        <textarea
          id={ID}
          rows={3}
          value={text}
          maxLength={5000}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ID, undefined, error ?? undefined)}
          className={`mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ${error ? 'border-red-600' : 'border-slate-300'} ${FOCUS_RING}`}
        />
        {error && (
          <p id={`${ID}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          className="mt-2"
          isBusy={isBusy}
          busyLabel="Saving..."
        >
          Add Note
        </Button>
      </form>
    </section>
  );
}
