import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ChosenAsset } from '../../../../domain/media.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { type LibraryAsset, MediaGrid } from './media-grid.tsx';

// "Choose from library" beside an image field (decision 025): a modal with the library's
// searchable grid; a click on a picture hands it to the field and closes. The dialog is modal:
// focus starts inside it, stays there, and goes back to the button when it closes.

export type { ChosenAsset };

export function ChooseFromLibraryButton({
  onChoose,
  label = 'Choose from library',
}: {
  onChoose: (asset: ChosenAsset) => void;
  label?: string;
}) {
  const titleId = `${useId()}-title`;
  const [isOpen, setIsOpen] = useState(false);
  // The dialog stays in the page once opened: closing it (not removing it) is what hands focus
  // back to the button, after a choice as after Cancel or Escape.
  const [hasOpened, setHasOpened] = useState(false);

  const choose = (asset: LibraryAsset) => {
    setIsOpen(false);
    onChoose({
      _id: asset._id,
      url: asset.url,
      fileName: asset.fileName,
      alt: asset.alt,
      width: asset.width,
      height: asset.height,
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        {label}
      </Button>
      {/* Into the body: the button sits inside the forms it serves, and a form may not hold another. */}
      {hasOpened &&
        createPortal(
          <ModalDialog open={isOpen} onClose={() => setIsOpen(false)} labelledBy={titleId}>
            <div
              className="flex w-[64rem] max-w-full flex-col rounded-xl bg-white shadow-xl"
              style={{ maxHeight: 'calc(100dvh - 2rem)' }}
            >
              <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
                <h2 id={titleId} className="text-xl font-semibold text-brand-900">
                  Choose a picture from the media library
                </h2>
                <Button variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
                  Cancel
                </Button>
              </div>
              <div className="overflow-y-auto px-5 py-4 sm:px-6">
                {isOpen && <MediaGrid actionLabel="Choose" pageSize={12} onSelect={choose} />}
              </div>
            </div>
          </ModalDialog>,
          document.body,
        )}
    </>
  );
}
