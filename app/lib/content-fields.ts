import { z } from "zod";

import { hasPhoneDigits, phoneDigitsMessage } from "./phone";
import { cleanMultiline, cleanSingleLine, tooLongMessage } from "./text-schema";

// The fields a content document is made of (the page copy staff edit: docs in issue 37). Each field
// is a description the editing form is generated from (kind, label, limits) together with the zod
// schema that checks it, so a form, the API and the stored JSON follow one rule. Layout stays code:
// these describe words, lists, links and pictures, never styles.

type Described = { label: string; help?: string };

type FieldOf<Kind extends string, Extra, Value> = Described &
  Extra & {
    kind: Kind;
    schema: z.ZodType<Value, z.ZodTypeDef, unknown>;
  };

export type TextField = FieldOf<"text", { max: number; required: boolean }, string>;
export type LongTextField = FieldOf<"longText", { max: number; required: boolean; rows: number }, string>;
export type RichTextField = FieldOf<"richText", { max: number }, string>;
export type LinkField = FieldOf<"link", { required: boolean }, string>;
export type EmailField = FieldOf<"email", { required: boolean }, string>;
export type PhoneField = FieldOf<"phone", { required: boolean }, string>;
export type ImageField = FieldOf<"image", { required: boolean; decorative: boolean }, ImageValue>;
// Compound fields leave their value `unknown` here: each constructor states the exact one, which
// an intersection with `unknown` keeps (ValueOf reads it through z.output).
export type ChoiceField = FieldOf<"choice", { options: readonly ChoiceOption[] }, unknown>;
export type ObjectField = FieldOf<"object", { fields: Fields }, unknown>;
export type GroupField = FieldOf<"group", { itemLabel: string; min: number; max: number; fields: Fields }, unknown>;
export type ListField = FieldOf<"list", { itemLabel: string; min: number; max: number; item: TextField }, string[]>;
export type SectionsField = FieldOf<
  "sections",
  { max: number; types: Record<string, SectionType> },
  Array<{ type: string } & Record<string, unknown>>
>;

export type Field =
  | TextField
  | LongTextField
  | RichTextField
  | LinkField
  | EmailField
  | PhoneField
  | ImageField
  | ChoiceField
  | ObjectField
  | GroupField
  | ListField
  | SectionsField;

export type Fields = Record<string, Field>;
export type ChoiceOption = { value: string; label: string };
export type SectionType = { label: string; fields: Fields };

/** A picture on a page: where it is served from (a site path: /images/… or an upload's /media/…) and its alt text. */
export type ImageValue = { src: string; alt: string };

/** The value a set of fields describes, e.g. `ValueOf<typeof aboutFields>`. */
export type ValueOf<F extends Fields> = { [K in keyof F]: z.output<F[K]["schema"]> };

/** A document: its fields and the one schema that checks a whole value of them. */
export type DocumentDefinition<F extends Fields = Fields> = {
  /** What the back-office calls it, e.g. "About page". */
  title: string;
  fields: F;
  schema: z.ZodType<ValueOf<F>, z.ZodTypeDef, unknown>;
};

export function defineDocument<F extends Fields>(title: string, fields: F): DocumentDefinition<F> {
  return { title, fields, schema: objectSchema(fields) as z.ZodType<ValueOf<F>, z.ZodTypeDef, unknown> };
}

function objectSchema(fields: Fields) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = field.schema;
  return z.object(shape);
}

function textSchema(label: string, max: number, required: boolean, clean: (text: string) => string) {
  return z
    .string({ invalid_type_error: `${label} must be text` })
    .nullish()
    .transform((text) => clean(text ?? "").trim())
    .pipe(
      required
        ? z.string().min(1, `${label} is required`).max(max, tooLongMessage(label, max))
        : z.string().max(max, tooLongMessage(label, max)),
    );
}

type TextOptions = Described & { max: number; required?: boolean };

/** One line of text (a title, a label, a figure). */
export function text({ required = true, ...options }: TextOptions): TextField {
  return {
    kind: "text",
    required,
    ...options,
    schema: textSchema(options.label, options.max, required, cleanSingleLine),
  };
}

/** Plain text over several lines (an introduction, a bio). */
export function longText({ required = true, rows = 4, ...options }: TextOptions & { rows?: number }): LongTextField {
  return {
    kind: "longText",
    required,
    rows,
    ...options,
    schema: textSchema(options.label, options.max, required, cleanMultiline),
  };
}

/**
 * Formatted text written with the blog's editor (a policy page's body). The schema checks its length;
 * the server sanitizes it as it does posts before it is stored (app/utils/content-document.server.ts).
 */
export function richText(options: Described & { max: number }): RichTextField {
  return { kind: "richText", ...options, schema: textSchema(options.label, options.max, true, cleanMultiline) };
}

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i;
const MAX_LINK_LENGTH = 2000;

/** Where a link goes: a page of this site (/about) or a web address (https://…), nothing else (no javascript:). */
export function link({ required = true, ...options }: Described & { required?: boolean }): LinkField {
  const { label } = options;
  return {
    kind: "link",
    required,
    ...options,
    schema: textSchema(label, MAX_LINK_LENGTH, required, cleanSingleLine).refine(
      (href) => href === "" || SITE_PATH.test(href) || WEB_ADDRESS.test(href),
      `${label} must be a page of this site (starting with /) or a web address (starting with https://)`,
    ),
  };
}

/** An email address. */
export function email({ required = true, ...options }: Described & { required?: boolean }): EmailField {
  const { label } = options;
  return {
    kind: "email",
    required,
    ...options,
    schema: textSchema(label, 254, required, cleanSingleLine).refine(
      (address) => address === "" || z.string().email().safeParse(address).success,
      `${label} must be a valid email address`,
    ),
  };
}

/** A phone number as people write it ("+91 80 4719 2500"): kept as typed, checked by its digits. */
export function phone({ required = true, ...options }: Described & { required?: boolean }): PhoneField {
  const { label } = options;
  return {
    kind: "phone",
    required,
    ...options,
    // Kept as typed, so only the characters people write numbers with.
    schema: textSchema(label, 40, required, cleanSingleLine).refine(
      (number) => number === "" || (/^\+?[\d\s().-]+$/.test(number) && hasPhoneDigits(number)),
      phoneDigitsMessage(label),
    ),
  };
}

const IMAGE_PATH = /^\/(images|media)\/[\w.-]+$/;

/**
 * A picture: an image of the site or an upload (the form's file input), with its alt text — required,
 * unless the picture is `decorative` (a background or an illustration beside words that say it all).
 */
export function image({
  required = true,
  decorative = false,
  ...options
}: Described & { required?: boolean; decorative?: boolean }): ImageField {
  const { label } = options;
  const schema = z
    .object({
      src: textSchema(`${label} image`, 300, required, cleanSingleLine).refine(
        (src) => src === "" || IMAGE_PATH.test(src),
        `${label} must be an image uploaded here`,
      ),
      alt: textSchema(`${label} alt text`, 300, false, cleanSingleLine),
    })
    .superRefine((value, ctx) => {
      if (value.src && !value.alt && !decorative)
        ctx.addIssue({ code: "custom", path: ["alt"], message: `${label} alt text is required` });
    });
  return { kind: "image", required, decorative, ...options, schema };
}

/** One of a few fixed values, e.g. an icon or a studio's call to action. */
export function choice<const V extends string>(
  options: Described & { options: readonly { value: V; label: string }[] },
): ChoiceField & { schema: z.ZodType<V, z.ZodTypeDef, unknown> } {
  const values = options.options.map((option) => option.value);
  const { label } = options;
  const schema = z.string({ invalid_type_error: `${label} is required` }).refine(
    (value): value is V => values.includes(value as V),
    (value) => ({ message: value ? `${label} must be one of ${values.join(", ")}` : `${label} is required` }),
  ) as unknown as z.ZodType<V, z.ZodTypeDef, unknown>;
  return { kind: "choice", ...options, schema };
}

/** Fields shown together under a heading (a hero's title, lead and picture). */
export function object<F extends Fields>(
  options: Described & { fields: F },
): ObjectField & { fields: F; schema: z.ZodType<ValueOf<F>, z.ZodTypeDef, unknown> } {
  return {
    kind: "object",
    ...options,
    schema: objectSchema(options.fields) as unknown as z.ZodType<ValueOf<F>, z.ZodTypeDef, unknown>,
  };
}

type RepeatOptions = Described & { itemLabel: string; min?: number; max: number };

function countMessages({ label, itemLabel, min, max }: Required<Omit<RepeatOptions, "help">>) {
  return {
    min: `${label} must have at least ${min} ${min === 1 ? itemLabel.toLowerCase() : "items"}`,
    max: `${label} can have at most ${max} items`,
  };
}

/** A list of absent form entries is an empty list (a form sends nothing for a group with no items). */
function repeated<T extends z.ZodTypeAny>(item: T, options: Required<Omit<RepeatOptions, "help">>) {
  const messages = countMessages(options);
  return z.preprocess(
    (value) => value ?? [],
    z
      .array(item, { invalid_type_error: `${options.label} must be a list` })
      .min(options.min, messages.min)
      .max(options.max, messages.max),
  );
}

/** Repeated items with the same fields (team members, services, menu links), added, removed and reordered. */
// Omit, not &: in an intersection of two array types, items read as the first's (Record<string, unknown>).
export function group<F extends Fields>(
  options: RepeatOptions & { fields: F },
): Omit<GroupField, "schema"> & { fields: F; schema: z.ZodType<ValueOf<F>[], z.ZodTypeDef, unknown> } {
  const { min = 0, ...rest } = options;
  const schema = repeated(objectSchema(options.fields), { min, ...rest }) as unknown as z.ZodType<
    ValueOf<F>[],
    z.ZodTypeDef,
    unknown
  >;
  return { kind: "group", min, ...rest, schema };
}

/** Repeated lines of text (a studio's "for whom" points), each said once. */
export function list(options: RepeatOptions & { item: TextField }): ListField {
  const { min = 0, ...rest } = options;
  const schema = repeated(options.item.schema, { min, ...rest }).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const same = item.toLowerCase();
      if (seen.has(same)) {
        ctx.addIssue({ code: "custom", path: [index], message: `“${item}” is already in ${options.label}` });
      }
      seen.add(same);
    });
  });
  return { kind: "list", min, ...rest, schema };
}

/** A page built from sections of the kinds the site has a look for, each with its own fields. */
export function sections(options: Described & { max: number; types: Record<string, SectionType> }): SectionsField {
  const variants = Object.entries(options.types).map(([type, section]) =>
    objectSchema(section.fields).extend({ type: z.literal(type) }),
  );
  const [first, second, ...others] = variants;
  if (!first || !second) throw new Error("sections() needs at least two section types");
  const schema = repeated(
    z.discriminatedUnion("type", [first, second, ...others], {
      errorMap: () => ({ message: `Each section must be one of: ${Object.keys(options.types).join(", ")}` }),
    }),
    { min: 0, itemLabel: "section", ...options },
  ) as z.ZodType<Array<{ type: string } & Record<string, unknown>>, z.ZodTypeDef, unknown>;
  return { kind: "sections", ...options, schema };
}
