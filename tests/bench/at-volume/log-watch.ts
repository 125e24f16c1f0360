import { open } from 'node:fs/promises';

// Reads the server's log file (one JSON line per entry) as it grows, from where it last stopped,
// until a line with message `msg` appears or `timeoutMs` passes.

export async function waitForLogLine(
  file: string,
  msg: string,
  timeoutMs: number,
): Promise<Record<string, unknown> | undefined> {
  const until = performance.now() + timeoutMs;
  let offset = 0;
  let partial = '';
  const handle = await open(file, 'r');
  try {
    while (performance.now() < until) {
      const buffer = Buffer.alloc(1 << 20);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      offset += bytesRead;
      const lines = (partial + buffer.subarray(0, bytesRead).toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes(msg)) continue;
        const entry: Record<string, unknown> = JSON.parse(line);
        if (entry.msg === msg) return entry;
      }
      if (bytesRead < buffer.length) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return undefined;
  } finally {
    await handle.close();
  }
}
