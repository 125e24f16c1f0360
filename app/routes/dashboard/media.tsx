import { useState } from 'react';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { AssetDialog } from '../../components/dashboard/media/asset-dialog.tsx';
import { type LibraryAsset, MediaGrid } from '../../components/dashboard/media/media-grid.tsx';
import { UploadForm } from '../../components/dashboard/media/upload-form.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { Banner } from '../../components/ui/status.tsx';

// The media library (decision 025): every stored picture, newest first, searchable by alt text,
// credit and file name; upload one; open one to set its focal point, alt text and credit, see
// where it is used, and delete it when nothing does.

export function meta() {
  return dashboardMeta('Media Library');
}

export default function MediaLibrary() {
  const [open, setOpen] = useState<LibraryAsset | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  const changed = (message: string) => {
    setOpen(null);
    setNotice(message);
    setReloadKey((key) => key + 1);
  };

  return (
    <div>
      <PageHeader
        title="Media Library"
        description="Every picture the site stores, with its alt text, credit and focal point, and where it is used."
      />
      {notice && (
        <div className="mb-6">
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        </div>
      )}
      <UploadForm
        onUploaded={(asset) => changed(`“${asset.alt || asset.fileName}” was added to the media library.`)}
      />
      <MediaGrid actionLabel="Open" onSelect={setOpen} reloadKey={reloadKey} />
      <AssetDialog asset={open} onClose={() => setOpen(null)} onChanged={changed} />
    </div>
  );
}
