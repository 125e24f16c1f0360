import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../domain/messages.ts';
import { Banner, EmptyState, Spinner } from '../ui/status.tsx';
import { type GalleryItem, ImageGrid } from './image-grid.tsx';
import { Lightbox } from './lightbox.tsx';
import { wrapIndex } from './selection.ts';

// The images of the chosen category and the lightbox over them. Closing the lightbox puts focus
// back on the thumbnail that opened it, so keyboard users carry on where they were.
export function GalleryView({
  images,
  hasFailed,
  isLoading,
  emptyText = MESSAGES.gallery.emptyCategory,
}: {
  images: readonly GalleryItem[];
  hasFailed: boolean;
  isLoading: boolean;
  emptyText?: string;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const openedFrom = useRef<number | null>(null);
  const count = images.length;

  const registerButton = useCallback((at: number, button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(at, button);
    else buttons.current.delete(at);
  }, []);
  const open = useCallback((at: number) => {
    openedFrom.current = at;
    setIndex(at);
  }, []);
  const close = useCallback(() => setIndex(null), []);
  const previous = useCallback(
    () => setIndex((at) => (at === null ? at : wrapIndex(at - 1, count))),
    [count],
  );
  const next = useCallback(() => setIndex((at) => (at === null ? at : wrapIndex(at + 1, count))), [count]);

  useEffect(() => {
    if (index !== null || openedFrom.current === null) return;
    buttons.current.get(openedFrom.current)?.focus();
    openedFrom.current = null;
  }, [index]);

  if (isLoading) return <Spinner label="Loading images…" />;
  if (hasFailed) return <Banner tone="error">{MESSAGES.gallery.imagesLoadFailed}</Banner>;
  if (count === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      <ImageGrid images={images} onOpen={open} registerButton={registerButton} />
      <Lightbox images={images} index={index} onPrevious={previous} onNext={next} onClose={close} />
    </>
  );
}
