// A PDF is recognised by its content, never by its name or declared type: the header "%PDF-"
// must appear within the first 1024 bytes (ISO 32000-1 §7.5.2 lets readers accept it there).
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}
