import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll } from './modal-dialog.tsx';

describe('the page scroll lock of modal dialogs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds while any dialog is open, whichever closes first, and gives back what was there', () => {
    const body = { style: { overflow: 'auto' } };
    vi.stubGlobal('document', { body });
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const releases = [lockPageScroll(), lockPageScroll()];
      expect(body.style.overflow).toBe('hidden');
      releases[order[0] ?? 0]?.();
      expect(body.style.overflow).toBe('hidden');
      releases[order[1] ?? 1]?.();
      expect(body.style.overflow).toBe('auto');
    }
  });
});
