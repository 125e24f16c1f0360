import { Fragment, type ReactNode } from 'react';
import { isSiteLink } from '../../domain/site-content.ts';

// Rich text stored as the editor's (Tiptap, ProseMirror) JSON document (decision 025: the privacy
// policy), rendered as React elements by this walker of our own, never as HTML. Only the node and
// mark types domain/site-content.ts allows become elements (paragraphs, level-3 headings, bullet
// and numbered lists, hard breaks; bold, italic and links); anything else, and whatever it holds,
// renders nothing, so nothing stored can run as script whatever got past the schema. React escapes
// every text. A link's address is checked again here (isSiteLink): an address the rule refuses
// (javascript:, data:, another scheme) leaves its text unlinked.

type Node = { type?: unknown; content?: unknown; text?: unknown; marks?: unknown; attrs?: unknown };

// Lists nest; a document deeper than any the editor makes is cut off rather than walked.
const MAX_DEPTH = 24;

const LINK_CLASS = 'font-medium text-brand-500 underline hover:text-brand-700';

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childrenOf(node: Node): Node[] {
  return Array.isArray(node.content) ? node.content.filter(isNode) : [];
}

function attribute(node: Node, name: string): unknown {
  return isNode(node.attrs) ? (node.attrs as Record<string, unknown>)[name] : undefined;
}

function withMark(mark: unknown, inner: ReactNode, key: number): ReactNode {
  if (!isNode(mark)) return inner;
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{inner}</strong>;
    case 'italic':
      return <em key={key}>{inner}</em>;
    case 'link': {
      const href = attribute(mark, 'href');
      if (typeof href !== 'string' || !isSiteLink(href)) return inner;
      // An address of another site opens without handing it this page (noopener) or its address
      // (noreferrer); a page of this site and an e-mail link are plain links.
      const rel = /^https?:/i.test(href) ? 'noopener noreferrer' : undefined;
      return (
        <a key={key} href={href} rel={rel} className={LINK_CLASS}>
          {inner}
        </a>
      );
    }
    default:
      // An unknown mark (a font, a colour, a script) adds nothing: the text stays, unmarked.
      return inner;
  }
}

function inline(node: Node, key: number): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />;
  if (node.type !== 'text' || typeof node.text !== 'string') return null;
  const marks = Array.isArray(node.marks) ? node.marks : [];
  let rendered: ReactNode = node.text;
  marks.forEach((mark, position) => {
    rendered = withMark(mark, rendered, position);
  });
  return <Fragment key={key}>{rendered}</Fragment>;
}

function inlines(node: Node): ReactNode[] {
  return childrenOf(node).map(inline);
}

function block(node: Node, key: number, depth: number): ReactNode {
  if (depth > MAX_DEPTH) return null;
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node)}</p>;
    case 'heading':
      return (
        <h3 key={key} className="text-lg font-semibold text-brand-900">
          {inlines(node)}
        </h3>
      );
    case 'bulletList':
      return (
        <ul key={key} className="list-disc space-y-2 pl-6">
          {listItems(node, depth)}
        </ul>
      );
    case 'orderedList':
      return (
        <ol key={key} className="list-decimal space-y-2 pl-6">
          {listItems(node, depth)}
        </ol>
      );
    default:
      return null;
  }
}

function listItems(list: Node, depth: number): ReactNode[] {
  return childrenOf(list).map((item, key) =>
    item.type === 'listItem' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a stored document has no ids and no state; its position is its identity.
      <li key={key} className="space-y-2">
        {childrenOf(item).map((child, position) => block(child, position, depth + 1))}
      </li>
    ) : null,
  );
}

/** A stored rich-text document as elements; anything not a document renders nothing. */
export function RichText({ document }: { document: unknown }) {
  if (!isNode(document) || document.type !== 'doc') return null;
  return <>{childrenOf(document).map((node, key) => block(node, key, 0))}</>;
}
