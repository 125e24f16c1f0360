// Plain-text parts are wrapped at 72 columns, under RFC 5322's advice of 78, so they read well in
// any client. Lines break at spaces only: a long URL stays whole and clickable.

export const TEXT_WIDTH = 72;

type WrapOptions = {
  /** Put before the first line, e.g. a label ('Name:    '). */
  firstPrefix?: string;
  /** Put before every later line; a hanging indent under the label. */
  prefix?: string;
  width?: number;
};

/** Wraps each line of `text` on its own, so the writer's own line breaks stay where they were. */
export function wrapText(text: string, options: WrapOptions = {}): string {
  const { prefix = '', firstPrefix = prefix, width = TEXT_WIDTH } = options;
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    for (const piece of wrapLine(line.trimEnd(), width - prefix.length)) {
      lines.push((lines.length === 0 ? firstPrefix : prefix) + piece);
    }
  }
  return lines.map((line) => line.trimEnd()).join('\n');
}

function wrapLine(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  // The writer's indent stays on the first piece; the words after it are refilled.
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  const pieces: string[] = [];
  let current = indent;
  for (const word of line.slice(indent.length).split(/\s+/)) {
    if (current.trim() !== '' && current.length + 1 + word.length > width) {
      pieces.push(current);
      current = word;
    } else {
      current = current.trim() === '' ? current + word : `${current} ${word}`;
    }
  }
  pieces.push(current);
  return pieces;
}
