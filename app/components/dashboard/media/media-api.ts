import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import { mediaAssetAnswer, mediaDetailAnswer, mediaListAnswer } from '../../../../domain/answers/media.ts';
import type { MediaUpdate } from '../../../../domain/media.ts';
import { apiRequest, apiUpload } from '../../../api-client.ts';

// The media library's calls (/api/media, decision 025), shared by the library screen and the
// picker every image field offers.

export async function listMedia(
  query: { search: string; page: number; limit: number },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return apiRequest(`/media?${params}`, mediaListAnswer, signal ? { signal } : {});
}

export async function readMedia(id: string) {
  const { data } = await apiRequest(`/media/${encodeURIComponent(id)}`, mediaDetailAnswer);
  return data;
}

export async function uploadMedia(file: File, details: { alt: string; credit: string }) {
  const form = new FormData();
  form.append('alt', details.alt);
  form.append('credit', details.credit);
  form.append('image', file);
  const { data } = await apiUpload('/media', form, mediaAssetAnswer);
  return data.asset;
}

export async function updateMedia(id: string, change: MediaUpdate) {
  const { data } = await apiRequest(`/media/${encodeURIComponent(id)}`, mediaAssetAnswer, {
    method: 'PUT',
    json: change,
  });
  return data.asset;
}

/** Refused (409) while anything uses the picture: the error's message names the places. */
export async function deleteMedia(id: string): Promise<void> {
  await apiRequest(`/media/${encodeURIComponent(id)}`, acknowledgedAnswer, { method: 'DELETE' });
}
