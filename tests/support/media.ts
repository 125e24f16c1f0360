import { expect } from 'vitest';
import { call } from './api-client.ts';
import type { ApiServer } from './api-server.ts';

// Decision 025: the media library keeps every uploaded picture, and its file, until the picture
// is deleted there; a record that lets a picture go no longer deletes the file by itself.

/** Deletes from the media library the pictures at `urls` (each must be unused), as staff would. */
export async function removeFromLibrary(
  server: ApiServer,
  token: string,
  urls: readonly string[],
): Promise<void> {
  for (const url of urls) {
    const asset = await server.services.db
      .selectFrom('mediaAssets')
      .select('id')
      .where('url', '=', url)
      .executeTakeFirst();
    expect(asset, url).toBeDefined();
    const response = await call(server, 'DELETE', `/media/${asset?.id}`, { token });
    expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
  }
}
