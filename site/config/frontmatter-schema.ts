// The front-matter keys the theme reads (other keys are free): one zod schema checks them before any page
// renders and returns them normalised (the outline option as levels, `verified` as a month and tools), so
// page views and the browser read values that are already valid.
import { z } from "zod";
import { frontmatterDate } from "../last-updated.ts";
import { parseVerified } from "../verified.ts";
import { featureIcon, headTag, linkString, outlineLevels, pageImage, titleTemplate } from "./common-schema.ts";
import { anyOf, describeValue } from "./issues.ts";
import { LAYOUTS } from "../../common/page-module.ts";

/** A message that names its key itself: printed without the "front matter <key>:" prefix. */
export const STANDALONE = "\u0002";

const flag = z.boolean();
const text = z.string();

/** Keys holding one plain value: errors quote the key (front matter "title": expected a string). */
/** `prev`/`next`: false, a label, or { text, link } with at least one of them (a bad link is named as such). */
const pagerLink = anyOf("false, a label, or { text, link }", [
  z.literal(false),
  z.string(),
  z
    .looseObject({ text: z.string().optional(), link: linkString().optional() })
    .refine((v) => v.text !== undefined || v.link !== undefined, { error: "expected false, a label, or { text, link }, got an object with neither" }),
]);

export const plainKeys = {
  // Beside doc, home, page and false, a custom theme's own layout name (a component name, as VitePress looks
  // it up): rendered as `page` (site/page-view.ts layoutOf).
  layout: z.custom<string | false>((v) => v === false || (typeof v === "string" && /^[A-Za-z][\w-]*$/.test(v)), {
    error: (iss) =>
      `${STANDALONE}unknown layout ${JSON.stringify(iss.input)}: use one of ${LAYOUTS.join(", ")}, false, or the name of your theme's layout component`,
  }),
  title: text,
  description: text,
  titleTemplate: titleTemplate("a string", { flat: true }),
  mermaidTheme: text,
  prev: pagerLink,
  next: pagerLink,
  aside: anyOf('true, false or "left"', [z.boolean(), z.literal("left")], { flat: true }),
  editLink: flag,
  // `false` hides the sidebar; `auto` (VitePress 0.x, VuePress) makes one of the page's own headings
  // (site/auto-sidebar.ts); any other value shows the configured one, as VitePress 1.x does.
  sidebar: anyOf("true, false or a word such as auto", [z.boolean(), z.string()], { flat: true }),
  markdownStyles: flag,
  navbar: flag,
  footer: flag,
  isHome: flag,
  lastUpdated: z.unknown().check((ctx) => {
    if (frontmatterDate(ctx.value) === null) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        message: `expected true, false or a date (2024-03-15 or 2024-03-15T10:30:00Z), got ${JSON.stringify(ctx.value)}`,
      });
    }
  }),
  pageClass: z
    .string()
    .regex(/^-?[A-Za-z_][\w-]*( +-?[A-Za-z_][\w-]*)*$/, { error: (iss) => `expected CSS class names separated by spaces, got ${describeValue(iss.input)}` }),
  order: z.number(),
};

/** `verified: { date: 2026-11, React: "19.2" }`, read by site/verified.ts; its messages start with the key path. */
const verified = z.unknown().transform((value, ctx) => {
  try {
    return parseVerified(value);
  } catch (e) {
    const m = /^verified((?:\.[^:]+)?): ([\s\S]*)$/.exec((e as Error).message);
    ctx.issues.push({ code: "custom", input: value, path: m?.[1] ? [m[1].slice(1)] : [], message: m ? m[2] : (e as Error).message });
    return z.NEVER;
  }
});

const action = z.strictObject({
  // VitePress writes any theme as a class (brand, alt, sponsor are styled; a custom theme styles its own).
  theme: z
    .string()
    .regex(/^[A-Za-z_][\w-]*$/, { error: (iss) => `expected a class name such as "brand", "alt" or "sponsor", got ${describeValue(iss.input)}` })
    .optional(),
  text: z.string(),
  link: linkString(),
  target: z.string().optional(),
  rel: z.string().optional(),
});

export const frontmatterSchema = z.looseObject({
  ...(Object.fromEntries(Object.entries(plainKeys).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof typeof plainKeys]: z.ZodOptional<(typeof plainKeys)[K]>;
  }),
  outline: outlineLevels.optional(),
  verified: verified.optional(),
  /** The version the page first appeared in: a "New in 2.1" badge under its title (versioned docs). */
  since: z.union([z.string(), z.number()]).transform(String).optional(),
  head: z.array(headTag).optional(),
  hero: z
    .strictObject({
      name: z.string().optional(),
      text: z.string().optional(),
      tagline: z.string().optional(),
      image: pageImage.optional(),
      actions: z.array(action).optional(),
    })
    .optional(),
  features: z
    .array(
      z.strictObject({
        icon: featureIcon.optional(),
        title: z.string(),
        details: z.string().optional(),
        link: linkString().optional(),
        linkText: z.string().optional(),
        target: z.string().optional(),
        rel: z.string().optional(),
      }),
    )
    .optional(),
});

/** A page's front matter after the schema. */
export type FrontMatter = z.output<typeof frontmatterSchema>;
/** A page's front matter as written, once the schema has accepted it. */
export type FrontMatterInput = z.input<typeof frontmatterSchema>;
