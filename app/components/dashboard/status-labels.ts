import type { ApplicationStatus } from '../../../domain/constants.ts';

// admin.md §4 statuses as staff read them, and the bar colours of the home page's status chart
// (the strong shades of the badge colours: pending yellow, reviewed blue, interviewed purple,
// rejected red, hired green).

export function statusLabel(status: ApplicationStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export const STATUS_BAR_CLASSES: Readonly<Record<ApplicationStatus, string>> = {
  pending: 'bg-yellow-400',
  reviewed: 'bg-blue-500',
  interviewed: 'bg-purple-500',
  rejected: 'bg-red-500',
  hired: 'bg-green-600',
};
