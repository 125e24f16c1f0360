import type { CaptionedImage, ImageVariant, ProductSpecification } from '../../domain/entities.ts';

// Validators for the JSON columns, used with fromJsonText so a damaged value reads as a fallback.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

export function isSpecificationArray(value: unknown): value is ProductSpecification[] {
  return (
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && typeof item.key === 'string' && typeof item.value === 'string')
  );
}

export function isImageVariantArray(value: unknown): value is ImageVariant[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isRecord(item) &&
        typeof item.url === 'string' &&
        typeof item.width === 'number' &&
        typeof item.format === 'string',
    )
  );
}

export function isCaptionedImageArray(value: unknown): value is CaptionedImage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isRecord(item) &&
        typeof item.url === 'string' &&
        (item.caption === undefined || typeof item.caption === 'string'),
    )
  );
}
