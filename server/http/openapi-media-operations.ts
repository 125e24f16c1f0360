import { mediaListQuerySchema, mediaUpdateSchema, mediaUploadSchema } from '../../domain/media.ts';
import { image, json, type Operation } from './openapi-operation.ts';

// The media library (decision 025, server/http/routes/media.ts): editors and administrators.

export const MEDIA_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/media',
    summary:
      'A page of the media library, newest first; `search` is part of the alt text, credit or file name',
    isAdminOnly: true,
    query: mediaListQuerySchema,
    answers: 'assets',
    isPaged: true,
  },
  {
    method: 'post',
    path: '/media',
    summary: 'Upload a picture to the media library (checked and re-encoded as every image upload)',
    isAdminOnly: true,
    body: { kind: 'multipart', schema: mediaUploadSchema, files: { image: image(true) } },
    answers: 'asset',
  },
  {
    method: 'get',
    path: '/media/{id}',
    summary:
      'One picture and where it is used: usage[] of { type, id, title, where: published | draft | version }',
    isAdminOnly: true,
    answers: 'asset, usage',
  },
  {
    method: 'put',
    path: '/media/{id}',
    summary: 'Change the alt text, credit or focal point (focalX, focalY from 0 to 1) of a picture',
    isAdminOnly: true,
    body: json(mediaUpdateSchema),
    answers: 'asset',
  },
  {
    method: 'delete',
    path: '/media/{id}',
    summary:
      'Delete a picture nothing uses: 409 with data.usage and the places in the message while anything does; its file goes once nothing names it (never one of the site’s own)',
    isAdminOnly: true,
  },
];
