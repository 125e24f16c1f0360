// Stand-in until the media library's picker lands (it replaces this file): the same export, so the
// forms that offer "Choose from library" build; it renders nothing.

export type ChosenAsset = { _id: string; url: string; alt: string; width?: number; height?: number };

export function ChooseFromLibraryButton(_props: { onChoose: (asset: ChosenAsset) => void; label?: string }) {
  return null;
}
