import { stderr, stdin } from 'node:process';
import { createInterface } from 'node:readline';

// What the administrator's command-line tools read from the person at the keyboard (decision
// 027). On a terminal each answer is read in raw mode, character by character, so a password is
// never echoed (nothing at all is shown for it, not even stars: its length stays private too).
// From a pipe (`printf '%s\n' "$PASSWORD" | npm run …`) the answers are its lines, in order.
// Prompts go to stderr, so stdout carries only the outcome.

/** The person pressed Ctrl-C. */
export class InputAbortedError extends Error {
  override name = 'InputAbortedError';
}

/** The input ended (Ctrl-D, an empty pipe) before an answer. */
export class InputEndedError extends Error {
  override name = 'InputEndedError';
}

export function isTerminal(): boolean {
  return stdin.isTTY === true;
}

let pipedLines: AsyncIterator<string> | undefined;

async function nextPipedLine(): Promise<string> {
  pipedLines ??= createInterface({ input: stdin, crlfDelay: Number.POSITIVE_INFINITY })[
    Symbol.asyncIterator
  ]();
  const next = await pipedLines.next();
  if (next.done) throw new InputEndedError('The input ended before every answer was given.');
  return next.value;
}

/**
 * Reads one line from the terminal in raw mode, echoing it only when `isSecret` is false. Raw
 * mode is set before the prompt is shown: whatever is typed once the prompt can be seen is never
 * echoed by the terminal itself.
 */
function readTerminalLine(prompt: string, isSecret: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new InputAbortedError('Stopped (Ctrl-C).'));
        if (character === '\u0004') {
          if (line === '')
            return finish(new InputEndedError('The input ended before every answer was given.'));
          continue;
        }
        if (character === '\u007f' || character === '\b') {
          if (line.length > 0) {
            line = [...line].slice(0, -1).join('');
            if (!isSecret) stderr.write('\b \b');
          }
          continue;
        }
        // Other control characters (arrows and the like arrive as escape sequences) are ignored.
        if (character < ' ' || character === '\u001b') continue;
        line += character;
        if (!isSecret) stderr.write(character);
      }
    };
    stdin.setRawMode(true);
    stderr.write(prompt);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Asks `prompt` and answers the line typed (or piped). */
export async function ask(prompt: string, options: { isSecret?: boolean } = {}): Promise<string> {
  if (!isTerminal()) {
    stderr.write(prompt);
    const line = await nextPipedLine();
    if (prompt) stderr.write('\n');
    return line;
  }
  return readTerminalLine(prompt, options.isSecret === true);
}

/** Lets the process end: a pipe's reader holds stdin open otherwise. */
export function closeInput(): void {
  stdin.destroy();
}
