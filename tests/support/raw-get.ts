import { get, type IncomingHttpHeaders } from 'node:http';

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET with the bytes as they come over the wire (not decoded, unlike fetch), with `headers`. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}
