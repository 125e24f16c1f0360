import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAsset, updateAsset } from '../../server/db/media-assets.ts';
import { createLogger } from '../../server/logger.ts';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../../tests/support/test-databases.ts';
import { focalPositionsFor } from './focal-positions.ts';

// A page loader's read of the focal points it needs (decision 025): only points off the middle,
// keyed by the URL as the page shows it (a built-in picture at any of its widths), and nothing at
// all (no key in the loader's answer) when there are none.

const UPLOAD = '/uploads/image/0123456789abcdef0123456789abcdef-1600.webp';
const CENTRED = '/uploads/image/fedcba9876543210fedcba9876543210-960.webp';

describe.each(testDatabaseKinds())('focal positions on %s', (kind) => {
  let t: TestDatabase;
  const logger = createLogger('silent');
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const upload = await registerAsset(t.db, {
      url: UPLOAD,
      fileName: 'bay.jpg',
      createdByEmail: 'x@y.example',
    });
    await updateAsset(t.db, upload._id, { focalX: 0.25, focalY: 0.8 });
    await registerAsset(t.db, { url: CENTRED, fileName: 'yard.jpg', createdByEmail: 'x@y.example' });
    const builtIn = await registerAsset(t.db, {
      url: '/media/team-ceo-960.webp',
      fileName: 'team-ceo.webp',
      createdByEmail: 'system',
    });
    await updateAsset(t.db, builtIn._id, { focalX: 0.5, focalY: 0.2 });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('answers the points off the middle, keyed as the page names its pictures', async () => {
    const answer = await focalPositionsFor({ db: t.db, logger }, [
      UPLOAD,
      CENTRED,
      '/media/team-ceo-480.webp',
      '/uploads/image/not-in-the-library.webp',
      undefined,
      '',
    ]);
    expect(answer).toEqual({
      focalPositions: { [UPLOAD]: '25% 80%', '/media/team-ceo-480.webp': '50% 20%' },
    });
  });

  it('adds nothing when every picture is centred or unknown', async () => {
    expect(await focalPositionsFor({ db: t.db, logger }, [CENTRED, '/media/other-960.webp'])).toEqual({});
    expect(await focalPositionsFor({ db: t.db, logger }, [])).toEqual({});
  });

  it('centres the pictures, and logs, when the library cannot be read', async () => {
    const error = vi.spyOn(logger, 'error');
    const broken = {
      selectFrom: () => {
        throw new Error('the database is down');
      },
    } as unknown as TestDatabase['db'];
    expect(await focalPositionsFor({ db: broken, logger }, [UPLOAD])).toEqual({});
    expect(error).toHaveBeenCalledOnce();
  });
});
