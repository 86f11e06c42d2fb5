// Zod's issues in Web Docs' words: every problem names its key path (`themeConfig.sidebar["/guide/"][0].link`)
// and says what was expected and what was found ("expected a string, got 3"); an unknown key gets a
// "did you mean" or the reason a VitePress option does not apply. The schemas (config-schema.ts,
// frontmatter-schema.ts) say what is valid; this file only says it in words.
import { z } from "zod";

export interface Problem {
  path: string;
  message: string;
  /** `file:line` where the key is written, when known (a JS/TS config: site/config/key-lines.ts). */
  at?: string;
}

type Raw = z.core.$ZodRawIssue & {
  inst?: z.core.$ZodType;
  input?: unknown;
  keys?: string[];
  expected?: string;
  values?: unknown[];
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
};

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** `themeConfig` + `sidebar` → `themeConfig.sidebar`; `/guide/` → `["/guide/"]`; 2 → `[2]`. */
export function joinPath(parent: string, key: PropertyKey): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  const k = String(key);
  if (IDENT.test(k)) return parent ? `${parent}.${k}` : k;
  return `${parent}[${JSON.stringify(k)}]`;
}

export function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (v instanceof RegExp) return `the regular expression ${String(v)}`;
  if (typeof v === "object") return "an object";
  if (typeof v === "function") return "a function";
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  return String(v);
}

/** Words for what a schema accepts ("a string", "true or false", "one of \"a\", \"b\"", …). */
function expectedOf(schema: z.core.$ZodType | undefined): string {
  const def = schema?._zod.def as
    | { type?: string; format?: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; getter?: () => z.core.$ZodType }
    | undefined;
  if (!schema || !def) return "a value";
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
    case "prefault":
      return expectedOf(def.innerType);
    case "pipe":
      return expectedOf(def.in);
    case "lazy":
      return expectedOf(def.getter?.());
    case "string":
      return "a string";
    case "number":
      return def.format?.includes("int") ? "a whole number" : "a number";
    case "boolean":
      return "true or false";
    case "array":
    case "tuple":
      return "a list";
    case "object":
    case "record":
      return "an object";
    case "enum":
    case "literal":
      return oneOf([...(schema._zod.values ?? [])]);
    case "union":
      return unionWords.get(schema) ?? "a value of another kind";
    default:
      return "a value";
  }
}

const oneOf = (values: unknown[]) => (values.length === 1 ? String(JSON.stringify(values[0])) : `one of ${values.map((v) => JSON.stringify(v)).join(", ")}`);

/** Why a VitePress key is not taken, by object schema ("vite" → "Web Docs does not use Vite"). */
const keyHints = new WeakMap<z.core.$ZodType, Record<string, string>>();
export function withKeyHints<T extends z.core.$ZodType>(schema: T, hints: Record<string, string>): T {
  keyHints.set(schema, hints);
  return schema;
}

/** Edit distance, for "did you mean" on unknown keys. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
    }
  }
  return d[a.length][b.length];
}

/** The known key an unknown one most likely misspells, if any is close. */
export function closestKey(key: string, known: string[]): string | undefined {
  const near = (k: string) => distance(k, key) <= (k.length <= 3 ? 1 : 2 + Math.floor(k.length / 8));
  return known.filter(near).sort((a, b) => distance(a, key) - distance(b, key))[0];
}

function unknownKey(key: string, inst: z.core.$ZodType | undefined): string {
  const hint = inst ? keyHints.get(inst)?.[key] : undefined;
  if (hint) return `unknown key (${hint})`;
  const known = Object.keys((inst?._zod.def as { shape?: object } | undefined)?.shape ?? {});
  const close = closestKey(key, known);
  return `unknown key${close ? ` (did you mean "${close}"?)` : known.length ? ` (known keys: ${known.join(", ")})` : ""}`;
}

// One issue lists every unknown key of an object; its message holds one message per key, split again below.
const KEY_SEPARATOR = "\u0000";
// A union whose value is of one branch's kind (an object given to { base, items }) reports that branch's
// issues: its message is this marker and the branch's index.
const BRANCH = "\u0001branch:";

/** The message of one issue (the `error` option of every parse). */
function issueMessage(iss: Raw): string {
  const got = `, got ${describeValue(iss.input)}`;
  switch (iss.code) {
    case "invalid_type":
      return iss.input === undefined ? `missing (${expectedOf(iss.inst)} is required)` : `expected ${expectedOf(iss.inst)}${got}`;
    case "invalid_value":
      return `expected ${oneOf(iss.values ?? [])}${got}`;
    case "too_small":
      return iss.origin === "array"
        ? `expected a list of at least ${String(iss.minimum)}${got}`
        : iss.origin === "string"
          ? `expected a non-empty string${got}`
          : `expected a number of at least ${String(iss.minimum)}${got}`;
    case "too_big":
      return iss.origin === "array" ? `expected a list of at most ${String(iss.maximum)}${got}` : `expected a number of at most ${String(iss.maximum)}${got}`;
    case "unrecognized_keys":
      return (iss.keys ?? []).map((k) => unknownKey(k, iss.inst)).join(KEY_SEPARATOR);
    case "invalid_key":
      return (iss as { issues?: Array<{ message: string }> }).issues?.[0]?.message ?? "not a valid key";
    default:
      return iss.message ?? "not valid";
  }
}

/** A union with the words for what it accepts; a value of one structured branch's kind is checked as that branch. */
const unionWords = new WeakMap<z.core.$ZodType, string>();
export function anyOf<const T extends readonly [z.core.$ZodType, ...z.core.$ZodType[]]>(expected: string, options: T, opts: { flat?: boolean } = {}) {
  const schema: z.ZodUnion<T> = z.union(options, {
    error: (iss) => {
      if (iss.code !== "invalid_union") return undefined;
      if (iss.input === undefined) return `missing (${expected} is required)`;
      const kin = options.map((o, i) => [i, o] as const).filter(([, o]) => sameKind(o, iss.input));
      const structured = !opts.flat && kin.length === 1 && ["object", "array", "tuple", "record"].includes(typeOf(kin[0][1]));
      return structured ? `${BRANCH}${kin[0][0]}` : `expected ${expected}, got ${describeValue(iss.input)}`;
    },
  });
  unionWords.set(schema, expected);
  return schema;
}

/** The schema under optional/default/pipe/lazy wrappers: the one that decides the value's kind. */
function unwrap(s: z.core.$ZodType): z.core.$ZodType {
  const def = s._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; getter?: () => z.core.$ZodType };
  if (def.type === "optional" || def.type === "default") return unwrap(def.innerType!);
  if (def.type === "pipe") return unwrap(def.in!);
  if (def.type === "lazy") return unwrap(def.getter!());
  return s;
}
const typeOf = (s: z.core.$ZodType) => unwrap(s)._zod.def.type;

const isPlainObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof RegExp);

/** Whether a value has the JS kind of a schema (which branch of a union the author meant). */
function sameKind(s: z.core.$ZodType, v: unknown): boolean {
  switch (typeOf(s)) {
    case "string":
    case "enum":
      return typeof v === "string";
    case "number":
      return typeof v === "number";
    case "boolean":
      return typeof v === "boolean";
    case "literal":
      return [...(s._zod.values ?? [])].some((x) => typeof x === typeof v);
    case "array":
    case "tuple":
      return Array.isArray(v);
    case "object":
    case "record":
      return isPlainObject(v);
    case "union":
      return (unwrap(s)._zod.def as unknown as { options: z.core.$ZodType[] }).options.some((o) => sameKind(o, v));
    case "custom":
      return v instanceof RegExp;
    default:
      return false;
  }
}

/** Every problem of a failed parse, in order, one per key. */
function problemsOf(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): Problem[] {
  const out: Problem[] = [];
  for (const iss of issues) {
    const at = [...prefix, ...iss.path];
    const path = at.reduce<string>((p, k) => joinPath(p, k), "");
    if (iss.code === "invalid_union" && iss.message.startsWith(BRANCH)) {
      out.push(...problemsOf(iss.errors[Number(iss.message.slice(BRANCH.length))], at));
    } else if (iss.code === "unrecognized_keys") {
      const messages = iss.message.split(KEY_SEPARATOR);
      iss.keys.forEach((k, i) => out.push({ path: joinPath(path, k), message: messages[i] }));
    } else {
      out.push({ path, message: iss.message });
    }
  }
  return out;
}

/** Parse a value; the result, or every problem with its key path. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.output<S>; problems?: undefined } | { data?: undefined; problems: Problem[] } {
  const r = schema.safeParse(value, { error: issueMessage as never });
  return r.success ? { data: r.data } : { problems: problemsOf(r.error.issues) };
}
