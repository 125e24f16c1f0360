// The one rule for a web address that staff type and the public pages link to (a product's
// external link, a job's PDF link): an absolute http(s) URL with a host, nothing else. Refused on
// input, so no javascript:, data: or '//host' link is ever stored, whatever the pages filter.

// RFC 7230 puts no limit on URLs; 2,048 characters is what every browser and crawler handles.
export const WEB_ADDRESS_MAX = 2048;

/** Whether `value` is an absolute http:// or https:// URL naming a host, as written. */
export function isWebAddress(value: string): boolean {
  // Spaces, control characters and backslashes: browsers would "repair" them into another URL.
  if (/[\p{Cc}\s\\]/u.test(value)) return false;
  // Written out in full: the URL parser reads 'https:evil.example' as https://evil.example/.
  if (!/^https?:\/\/[^/?#]/i.test(value) || !URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}
