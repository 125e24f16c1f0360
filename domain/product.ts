import { z } from 'zod';
import { PRODUCT_CATEGORIES, productCategoryColour } from './constants.ts';
import {
  boundedText,
  fromJsonText,
  optionalText,
  optionalValue,
  queryFilter,
  requiredText,
  TEXT_MAX,
  textList,
  textOrEmpty,
  tooLongMessage,
  within,
} from './form-fields.ts';
import { pageFields, withPageDepth } from './list-page.ts';
import { MESSAGES } from './messages.ts';
import { productCode } from './slug.ts';
import { isWebAddress, WEB_ADDRESS_MAX } from './web-address.ts';

const m = MESSAGES.productAdmin;

// Product codes appear in /product/{productId} (public-site.md §2), so they must be path-safe.
export const PRODUCT_CODE = /^[A-Za-z0-9_-]+$/;
const productCodeText = z
  .string({ error: m.idInvalid })
  .trim()
  .max(TEXT_MAX.name, { error: tooLongMessage('Product ID', TEXT_MAX.name), abort: true })
  .regex(PRODUCT_CODE, m.idInvalid);

const externalLinkText = z.string().trim().max(WEB_ADDRESS_MAX).refine(isWebAddress);

// Form data sends numbers in specifications as text anyway; JSON may send them as numbers.
const textValue = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: m.specificationsInvalid })
    .max(TEXT_MAX.line, { error: tooLongMessage('A specification', TEXT_MAX.line), abort: true }),
);

// admin.md §3: category is "an object with name and a colour style class". A bare name (or JSON
// text of the object, as multipart sends it, admin.md §7) is accepted too.
const category = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null) return parsed;
    } catch {
      // not JSON: a bare category name
    }
    return { name: value };
  },
  z
    .object(
      {
        name: requiredText(m.categoryRequired, within(TEXT_MAX.name, 'Category')),
        color: optionalText(within(TEXT_MAX.name, 'Category colour')),
      },
      { error: m.categoryRequired },
    )
    .transform(({ name, color }) => {
      // A known category keeps its canonical spelling; a colour is derived when none is given
      // (admin.md §3: "A category outside this list gets gray").
      const known = PRODUCT_CATEGORIES.find((c) => c.name.toLowerCase() === name.toLowerCase());
      return { name: known ? known.name : name, color: color ?? productCategoryColour(name) };
    }),
);

// admin.md §5: "a specification only if both name and value are non-empty after trimming".
const specifications = fromJsonText(
  z
    .array(z.object({ key: textValue, value: textValue }, { error: m.specificationsInvalid }), {
      error: m.specificationsInvalid,
    })
    .default([])
    .transform((rows) =>
      rows
        .map((row) => ({ key: row.key.trim(), value: row.value.trim() }))
        .filter((row) => row.key !== '' && row.value !== ''),
    ),
);

// admin.md §5 product form; also the fields of POST and PUT /products (the thumbnail file is
// required on create and optional on edit, checked where the file is).
export const productFormSchema = z.object({
  // admin.md §5: "If the product ID is blank it is generated as the prefix product- plus the
  // current timestamp."
  id: z.preprocess(
    (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? productCode() : value),
    productCodeText,
  ),
  title: requiredText(m.titleRequired, within(TEXT_MAX.title, 'Title')),
  category,
  description: requiredText(m.descriptionRequired, within(TEXT_MAX.text, 'Description')),
  content: textOrEmpty(within(TEXT_MAX.document, 'Full details')),
  features: textList(m.listInvalid, within(TEXT_MAX.line, 'A feature')),
  specifications,
  // admin.md §3: "always sent empty unless loaded from the server".
  specificationsObject: fromJsonText(
    z
      .record(z.string().max(TEXT_MAX.line, m.specificationsInvalid), textValue, {
        error: m.specificationsInvalid,
      })
      .default({}),
  ),
  applications: textList(m.listInvalid, within(TEXT_MAX.line, 'An application')),
  // admin.md §5 calls the external link "free text, not validated"; ours (decision 022): the
  // product page links to it, so only a web address is stored (domain/web-address.ts).
  externalLink: optionalValue(
    z
      .string({ error: m.externalLinkInvalid })
      .trim()
      .max(WEB_ADDRESS_MAX, m.externalLinkInvalid)
      .refine(isWebAddress, m.externalLinkInvalid),
  ),
});

export type ProductForm = z.infer<typeof productFormSchema>;
export type ProductFormInput = z.input<typeof productFormSchema>;

// The typed fields of the dashboard's product form, as its controls hold them (text), checked
// with the rules and messages of productFormSchema before the lists and the image join them.
// A blank product ID passes here: it is generated when the body is made (admin.md §5).
export const productFieldsSchema = z.object({
  title: requiredText(m.titleRequired, within(TEXT_MAX.title, 'Title')),
  category: requiredText(m.categoryRequired, within(TEXT_MAX.name, 'Category')),
  description: requiredText(m.descriptionRequired, within(TEXT_MAX.text, 'Description')),
  content: boundedText(within(TEXT_MAX.document, 'Full details')),
  id: z.string().refine((value) => value.trim() === '' || productCodeText.safeParse(value).success, {
    error: m.idInvalid,
  }),
  externalLink: z
    .string()
    .refine((value) => value.trim() === '' || externalLinkText.safeParse(value).success, {
      error: m.externalLinkInvalid,
    }),
});

export type ProductFields = z.input<typeof productFieldsSchema>;

// public-site.md §7 GET /products: optional query category (the name; empty for all).
export const productListQuerySchema = withPageDepth(
  z.object({
    category: queryFilter(z.string().trim().min(1)),
    ...pageFields(),
  }),
);

// public-site.md §2, admin.md §3: "specification keys written in camel case are split into
// words". 'ratedVoltage' gives 'Rated Voltage'; 'maxKVA' gives 'Max KVA'; spaced text keeps its
// words and only gains a capital first letter.
export function splitCamelCase(key: string): string {
  const spaced = key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export type SpecificationRow = { label: string; value: string };

// The rows a product page shows: the key/value list, or else the key-to-value map (admin.md §3
// names both shapes). Empty when neither holds anything, so the section can be left out.
export function specificationRows(product: {
  specifications?: ReadonlyArray<{ key: string; value: string }> | null;
  specificationsObject?: Readonly<Record<string, string>> | null;
}): SpecificationRow[] {
  const pairs =
    product.specifications && product.specifications.length > 0
      ? product.specifications.map((row) => [row.key, row.value] as const)
      : Object.entries(product.specificationsObject ?? {});
  return pairs.map(([key, value]) => ({ label: splitCamelCase(key), value }));
}
