import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError } from '../../../api-client.ts';
import {
  batchSummary,
  checkUpload,
  firstProblem,
  hasProblems,
  newRow,
  pictureName,
  splitErrors,
  type UploadRow,
  uploadFailure,
} from './upload-rows.ts';

const m = MESSAGES.galleryAdmin;
const shared = { category: 'siteVisit', imageDate: '2025-03-14', description: '' };
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('uploading several images in one go', () => {
  it('starts each row from its file: the title made readable, no alt text', () => {
    expect(newRow('1', png('switch_room-01.png'))).toMatchObject({
      key: '1',
      title: 'Switch room 01',
      alt: '',
      status: { kind: 'ready' },
      errors: {},
    });
  });

  it('starts a media library picture’s row from its alt text, else its file name, and checks no file', () => {
    const asset = {
      _id: '0123456789abcdef01234567',
      url: '/uploads/image/0123456789abcdef0123456789abcdef-1600.webp',
      fileName: 'IMG_2031.jpg',
      alt: ' Transformer bay at a 33kV primary substation ',
      width: 1600,
      height: 1067,
    };
    const row = newRow('lib', asset);
    expect(row).toMatchObject({
      picture: asset,
      title: 'Transformer bay at a 33kV primary substation',
      alt: 'Transformer bay at a 33kV primary substation',
    });
    expect(newRow('bare', { ...asset, alt: '' })).toMatchObject({ title: 'IMG 2031', alt: '' });
    expect(pictureName(row.picture)).toBe('IMG_2031.jpg');
    const check = checkUpload(shared, [row]);
    expect(check).toEqual({ shared: {}, files: undefined, rows: { lib: {} } });
  });

  it('asks for a file, a category and each row’s title, and checks each row’s alt text', () => {
    expect(checkUpload({ ...shared, category: '' }, [])).toEqual({
      shared: { category: m.categoryRequired },
      files: m.imageRequired,
      rows: {},
    });
    const rows: UploadRow[] = [
      { ...newRow('a', png('a.png')), title: ' ' },
      { ...newRow('b', png('b.png')), alt: 'x'.repeat(251) },
      { ...newRow('c', new File(['%PDF'], 'c.pdf', { type: 'application/pdf' })) },
      newRow('d', png('d.png')),
    ];
    const check = checkUpload(shared, rows);
    expect(check.rows).toEqual({
      a: { title: m.titleRequired },
      b: { alt: m.altTooLong },
      c: { image: m.imageNotImage },
      d: {},
    });
    expect(hasProblems(check)).toBe(true);
    expect(firstProblem(check, rows)).toEqual(['a', 'title']);
    expect(hasProblems(checkUpload(shared, [newRow('d', png('d.png'))]))).toBe(false);
  });

  it('does not check rows already uploaded, and focuses shared fields first', () => {
    const done: UploadRow = { ...newRow('a', png('a.png')), title: '', status: { kind: 'uploaded' } };
    const check = checkUpload({ ...shared, imageDate: '2025-02-30' }, [done]);
    expect(check.rows).toEqual({});
    expect(check.files).toBe(m.imageRequired);
    expect(firstProblem(check, [done])).toBe('imageDate');
  });

  it('files the server’s messages under the shared fields or the row', () => {
    expect(
      splitErrors({ category: m.categoryNotFound, title: m.titleRequired, image: 'x', form: 'y' }),
    ).toEqual({
      shared: { category: m.categoryNotFound },
      row: { title: m.titleRequired, image: 'x' },
    });
    expect(
      uploadFailure(
        new ApiError('Only image files are allowed', 415, { image: 'Only image files are allowed' }),
      ),
    ).toEqual({ message: 'Only image files are allowed', errors: { image: 'Only image files are allowed' } });
    expect(uploadFailure(new ApiError('API error: 0', 0))).toEqual({ message: m.uploadFailed, errors: {} });
  });

  it('sums up a run', () => {
    expect(batchSummary(3, 0)).toBe('3 images uploaded.');
    expect(batchSummary(1, 1)).toBe(
      '1 image uploaded. 1 image could not be uploaded; it is still below, with the reason. Fix what is marked and upload again.',
    );
    expect(batchSummary(0, 2)).toMatch(/^2 images could not be uploaded; they are still below/);
  });
});
