// public-site.md §9: service card names are truncated to 40 characters plus an ellipsis.
export const CARD_NAME_LIMIT = 40;

export function truncateName(name: string, limit = CARD_NAME_LIMIT): string {
  return name.length > limit ? `${name.slice(0, limit)}…` : name;
}
