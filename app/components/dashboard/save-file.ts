// Saving what the dashboard downloaded with the token (a CV, a CSV export) under a readable name:
// the browser's own download, started from an object URL that is released afterwards.

/** "Lina Haddad" → "Lina-Haddad-CV.pdf": letters (any script), digits and hyphens only, never empty. */
export function cvFileName(firstName: string, lastName: string): string {
  const words = `${firstName} ${lastName}`
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  return `${words.length > 0 ? words.join('-') : 'Applicant'}-CV.pdf`;
}

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
