// The privacy policy's section bodies as stored (decision 025): the editor's JSON document
// (editor.getJSON()) reduced to what domain/site-content.ts's richTextSchema names. The editor
// adds attributes of its own to some nodes and marks (a link's target, rel and class, an ordered
// list's start and type); they mean nothing to the public page, which makes every link's
// attributes itself, so only a link's href, a heading's level and a list's start other than 1
// are kept. The stored document and the editor's then compare equal when nothing was changed.

type JsonNode = {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: JsonNode[];
  marks?: JsonNode[];
  text?: string;
};

function cleanMark(mark: JsonNode): JsonNode {
  if (mark.type === 'link') return { type: 'link', attrs: { href: String(mark.attrs?.href ?? '') } };
  return { type: mark.type };
}

/** A copy of `node` with only the attributes the stored document keeps. */
export function cleanRichText(node: JsonNode): JsonNode {
  if (node.type === 'text') {
    const marks = (node.marks ?? []).map(cleanMark);
    return { type: 'text', text: node.text ?? '', ...(marks.length > 0 ? { marks } : {}) };
  }
  const out: JsonNode = { type: node.type };
  if (node.type === 'heading') out.attrs = { level: node.attrs?.level };
  const start = node.attrs?.start;
  if (node.type === 'orderedList' && typeof start === 'number' && start !== 1) out.attrs = { start };
  if (node.content && node.content.length > 0) out.content = node.content.map(cleanRichText);
  return out;
}

/** An empty body: one empty paragraph, as the editor makes it. */
export const EMPTY_RICH_TEXT = { type: 'doc' as const, content: [{ type: 'paragraph' as const }] };
