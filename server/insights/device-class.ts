import type { DeviceClass } from '../../domain/insights.ts';

// Decision 029: only the kind of device is recorded, from the user agent, never the user agent
// itself. Tablets first: an Android tablet says "Android" without "Mobile", an iPad "iPad" (an
// iPad on iPadOS 13 or later says it is a Mac, and is counted a desktop, as every counter does).
const TABLET = /iPad|Tablet|PlayBook|Silk\/|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
