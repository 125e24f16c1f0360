// JSON columns are stored as text on both dialects; these two helpers are the only place that
// converts, and a damaged value reads as the fallback instead of failing the whole page.

export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJsonText<T>(
  text: string | null | undefined,
  fallback: T,
  isValid: (v: unknown) => v is T,
): T {
  if (!text) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
