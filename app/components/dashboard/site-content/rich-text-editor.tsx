import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { isSiteLink, SITE_CONTENT_MESSAGES } from '../../../../domain/site-content.ts';
import { describedBy, FieldNotes } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { cleanRichText } from './rich-text-json.ts';
import { TOOL_ICONS } from './toolbar-icons.tsx';

// The privacy policy's rich-text editor (decision 025), Tiptap restricted to what
// domain/site-content.ts's richTextSchema allows: paragraphs, level-3 headings, bulleted and
// numbered lists, hard breaks, bold, italic and links (http(s), a site path, mailto:, checked by
// isSiteLink). Whatever else is pasted has no node or mark here, so the editor's schema drops it
// (a <script> never becomes part of the document). Links do not open on click while editing.
// Undo and redo are the usual keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z). Loaded only by the dashboard,
// and there lazily, so no public page carries it. The value it hands on is editor.getJSON()
// without the attributes the stored document does not keep (rich-text-json.ts).

export type RichTextValue = ReturnType<typeof cleanRichText>;

const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    trailingNode: false,
    heading: { levels: [3] },
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      enableClickSelection: true,
      isAllowedUri: (url) => isSiteLink(url),
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

// The document's look while editing, close to the public page's (Tailwind's reset removes list
// markers and heading sizes).
const CONTENT_CLASS =
  'min-h-40 px-3.5 py-2.5 text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 [&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-1 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6';

type ToolState = {
  heading: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  href: string;
};

function ToolButton({
  label,
  icon,
  isPressed,
  disabled,
  onClick,
}: {
  label: string;
  icon: React.ReactNode;
  isPressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      disabled={disabled}
      title={label}
      // Keeps the selection in the text while the button is pressed with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold ring-1 disabled:cursor-not-allowed disabled:opacity-50 sm:px-3 ${
        isPressed
          ? 'bg-brand-900 text-white ring-brand-900'
          : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
      } ${FOCUS_RING}`}
    >
      {/* Below sm the glyph shows and the name is for assistive technology; from sm, the name. */}
      <span aria-hidden="true" className="sm:hidden">
        {icon}
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

/** Buttons that belong together stay on one row when the toolbar wraps. */
function ToolGroup({ children }: { children: React.ReactNode }) {
  return <div className="flex gap-1.5">{children}</div>;
}

export default function RichTextEditor({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  /** The editable area's id (the error summary links to it). */
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  value: unknown;
  onChange: (value: RichTextValue) => void;
}) {
  const labelId = `${id}-label`;
  const linkFieldId = `${useId()}-link`;
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy(id, hint, error) ?? '',
    'aria-invalid': error ? 'true' : 'false',
    class: CONTENT_CLASS,
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value as object,
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => onChange(cleanRichText(changed.getJSON())),
  });
  // A message shown or cleared changes the editable area's description, not the editor.
  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributesKey stands for the attributes.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
  }, [editor, attributesKey]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolState | null =>
      current
        ? {
            heading: current.isActive('heading', { level: 3 }),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
            href: String(current.getAttributes('link').href ?? ''),
          }
        : null,
  });

  const run = (
    command: (chain: ReturnType<NonNullable<typeof editor>['chain']>) => { run: () => boolean },
  ) => {
    if (editor) command(editor.chain().focus()).run();
  };

  const openLink = () => {
    setLinkError(null);
    setLinkDraft(state?.href ?? '');
    requestAnimationFrame(() => document.getElementById(linkFieldId)?.focus());
  };
  const applyLink = () => {
    const href = (linkDraft ?? '').trim();
    if (!isSiteLink(href)) {
      setLinkError(SITE_CONTENT_MESSAGES.linkInvalid);
      document.getElementById(linkFieldId)?.focus();
      return;
    }
    if (!editor) return;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      setLinkError('Select the words to link in the text first.');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkDraft(null);
  };
  const closeLink = () => {
    setLinkDraft(null);
    setLinkError(null);
    editor?.commands.focus();
  };

  return (
    <div>
      <p id={labelId} className="block text-sm font-semibold text-slate-800">
        {label}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </p>
      <div
        className={`mt-1.5 rounded-md border bg-white shadow-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        <div
          role="toolbar"
          aria-label={`Formatting: ${label}`}
          aria-controls={id}
          className="flex flex-wrap gap-x-3 gap-y-1.5 rounded-t-md border-b border-slate-200 bg-slate-50 p-2"
        >
          <ToolGroup>
            <ToolButton
              label="Heading"
              icon={TOOL_ICONS.heading}
              isPressed={state?.heading ?? false}
              onClick={() => run((chain) => chain.toggleHeading({ level: 3 }))}
            />
            <ToolButton
              label="Bold"
              icon={TOOL_ICONS.bold}
              isPressed={state?.bold ?? false}
              onClick={() => run((chain) => chain.toggleBold())}
            />
            <ToolButton
              label="Italic"
              icon={TOOL_ICONS.italic}
              isPressed={state?.italic ?? false}
              onClick={() => run((chain) => chain.toggleItalic())}
            />
          </ToolGroup>
          <ToolGroup>
            <ToolButton
              label="Bulleted list"
              icon={TOOL_ICONS.bulletList}
              isPressed={state?.bulletList ?? false}
              onClick={() => run((chain) => chain.toggleBulletList())}
            />
            <ToolButton
              label="Numbered list"
              icon={TOOL_ICONS.orderedList}
              isPressed={state?.orderedList ?? false}
              onClick={() => run((chain) => chain.toggleOrderedList())}
            />
          </ToolGroup>
          <ToolGroup>
            <ToolButton
              label="Link"
              icon={TOOL_ICONS.link}
              isPressed={state?.link ?? false}
              onClick={openLink}
            />
            <ToolButton
              label="Remove link"
              icon={TOOL_ICONS.unlink}
              disabled={!state?.link}
              onClick={() => run((chain) => chain.extendMarkRange('link').unsetLink())}
            />
          </ToolGroup>
        </div>
        {linkDraft !== null && (
          <div className="border-b border-slate-200 bg-slate-50 p-3">
            <label htmlFor={linkFieldId} className="block text-sm font-semibold text-slate-800">
              Link address
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                id={linkFieldId}
                type="text"
                inputMode="url"
                value={linkDraft}
                aria-invalid={linkError ? true : undefined}
                aria-describedby={`${linkFieldId}-hint${linkError ? ` ${linkFieldId}-error` : ''}`}
                onChange={(event) => setLinkDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    closeLink();
                  }
                }}
                className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-slate-900 ${linkError ? 'border-red-600' : 'border-slate-300'} ${FOCUS_RING}`}
              />
              <span className="flex shrink-0 gap-2">
                <Button size="sm" onClick={applyLink}>
                  Apply link
                </Button>
                <Button size="sm" variant="secondary" onClick={closeLink}>
                  Cancel
                </Button>
              </span>
            </div>
            <p id={`${linkFieldId}-hint`} className="mt-1.5 text-sm text-slate-600">
              A page of this site (/contact), a full address (https://…) or an e-mail link (mailto:…).
            </p>
            {linkError && (
              <p id={`${linkFieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {linkError}
              </p>
            )}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
