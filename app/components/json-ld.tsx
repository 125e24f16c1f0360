import { useNonce } from '../nonce.ts';

// Structured data (schema.org JSON-LD) in a script tag, as components/home/organization-data.tsx
// writes it: the response's CSP nonce on the tag, and "<" escaped so that no text inside the data
// can close the tag or open a comment.

export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values from the DOM, so the client's '' never matches the server's.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, so it stays inside the tag.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
