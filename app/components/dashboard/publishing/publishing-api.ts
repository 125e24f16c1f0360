import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import {
  type ContentTypeName,
  previewLinkAnswer,
  versionAnswer,
  versionListAnswer,
} from '../../../../domain/answers/publishing.ts';
import { apiRequest } from '../../../api-client.ts';

// The publishing routes of decision 024, shared by the four content types' screens.

export function recordPath(type: ContentTypeName, id: string): string {
  return `/${type}/${encodeURIComponent(id)}`;
}

export async function requestPreviewLink(type: ContentTypeName, id: string) {
  const { data } = await apiRequest(`${recordPath(type, id)}/preview-link`, previewLinkAnswer, {
    method: 'POST',
  });
  return data;
}

/** Publish the working copy, or hide the record. */
export async function setPublished(type: ContentTypeName, id: string, publish: boolean): Promise<void> {
  await apiRequest(`${recordPath(type, id)}/${publish ? 'publish' : 'unpublish'}`, acknowledgedAnswer, {
    method: 'POST',
  });
}

export async function listVersions(type: ContentTypeName, id: string) {
  const { data } = await apiRequest(`${recordPath(type, id)}/versions`, versionListAnswer);
  return data.versions;
}

export async function readVersion(type: ContentTypeName, id: string, versionId: string) {
  const { data } = await apiRequest(
    `${recordPath(type, id)}/versions/${encodeURIComponent(versionId)}`,
    versionAnswer,
  );
  return data.version;
}

/** A version becomes the draft, or (publish) is published at once. */
export async function restoreVersion(
  type: ContentTypeName,
  id: string,
  versionId: string,
  publish: boolean,
): Promise<void> {
  await apiRequest(
    `${recordPath(type, id)}/versions/${encodeURIComponent(versionId)}/restore`,
    acknowledgedAnswer,
    { method: 'POST', json: publish ? { publish: true } : {} },
  );
}

/** Deletes a published record's draft: its pending changes go, the public row stays. */
export async function discardDraft(type: ContentTypeName, id: string): Promise<void> {
  await apiRequest(`${recordPath(type, id)}/draft`, acknowledgedAnswer, { method: 'DELETE' });
}
