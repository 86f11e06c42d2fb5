// A small schema language for the site config. One description drives both the build's validator
// (errors naming the key path: `themeConfig.sidebar["/guide/"][0].items[2].link: expected a string`)
// and the JSON Schema shipped for editors (scripts/config-schema.ts), so the two cannot disagree.

interface Common {
  /** Shown by editors on hover (JSON Schema `description`). */
  description?: string;
  /** The whole error message when the value does not fit, instead of the generic "expected …". */
  message?: string;
}

export type Schema =
  | (Common & { type: "string"; enum?: readonly string[]; minLength?: number })
  | (Common & { type: "number"; integer?: boolean; minimum?: number; maximum?: number })
  | (Common & { type: "boolean"; const?: boolean })
  /** A RegExp object: only a JS/TS config can hold one, so the JSON Schema leaves it out. */
  | (Common & { type: "regexp" })
  | (Common & { type: "array"; items: Schema; minItems?: number; maxItems?: number })
  | (Common & { type: "tuple"; items: Schema[]; minItems: number })
  | (Common & ObjectSchema)
  | (Common & { type: "anyOf"; anyOf: Schema[]; expected: string })
  | (Common & { type: "ref"; ref: string });

export interface ObjectSchema {
  type: "object";
  properties?: Record<string, Schema>;
  required?: readonly string[];
  /** At least one key of each list must be present (e.g. a nav item needs a link or items). */
  requireOneOf?: ReadonlyArray<readonly string[]>;
  /** Schema of the values of keys not in `properties` (a record); without it unknown keys are errors. */
  additionalProperties?: Schema;
  /** Keys of a record must match this pattern (JSON Schema `propertyNames`). */
  keyPattern?: { pattern: string; message: string };
  /** Extra words for an unknown key, e.g. why a VitePress option does not apply here. */
  unknownKeyHints?: Record<string, string>;
}

export interface SchemaRoot {
  root: Schema;
  definitions: Record<string, Schema>;
}

export interface Problem {
  path: string;
  message: string;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** `themeConfig` + `sidebar` → `themeConfig.sidebar`; `/guide/` → `["/guide/"]`; 2 → `[2]`. */
export function joinPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  if (IDENT.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof RegExp);

const describeValue = (v: unknown): string => {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (v instanceof RegExp) return `the regular expression ${String(v)}`;
  if (typeof v === "object") return "an object";
  if (typeof v === "function") return "a function";
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  return String(v);
};

/** What a schema accepts, in words ("a string", "true or false", "one of \"a\", \"b\"", …). */
export function expected(schema: Schema, defs: Record<string, Schema>): string {
  switch (schema.type) {
    case "string":
      return schema.enum ? `one of ${schema.enum.map((e) => JSON.stringify(e)).join(", ")}` : "a string";
    case "number":
      return schema.integer ? "a whole number" : "a number";
    case "boolean":
      return schema.const === undefined ? "true or false" : String(schema.const);
    case "regexp":
      return "a regular expression";
    case "array":
    case "tuple":
      return "a list";
    case "object":
      return "an object";
    case "anyOf":
      return schema.expected;
    case "ref":
      return expected(defs[schema.ref], defs);
  }
}

/** Edit distance, for "did you mean" on unknown keys. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
    }
  }
  return d[a.length][b.length];
}

const resolve = (s: Schema, defs: Record<string, Schema>): Schema => (s.type === "ref" ? resolve(defs[s.ref], defs) : s);

/** Whether a value has the basic JS shape of a schema (used to pick the anyOf branch to report on). */
function sameKind(schema: Schema, value: unknown, defs: Record<string, Schema>): boolean {
  switch (schema.type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "regexp":
      return value instanceof RegExp;
    case "array":
    case "tuple":
      return Array.isArray(value);
    case "object":
      return isPlainObject(value);
    case "anyOf":
      return schema.anyOf.some((s) => sameKind(s, value, defs));
    case "ref":
      return sameKind(defs[schema.ref], value, defs);
  }
}

/** Check a value against a schema; every problem is reported with its key path. */
export function check(schema: Schema, value: unknown, path: string, defs: Record<string, Schema>, problems: Problem[]): void {
  const fail = (fallback: string) => problems.push({ path, message: schema.message ?? `expected ${fallback}, got ${describeValue(value)}` });
  switch (schema.type) {
    case "string":
      if (typeof value !== "string") return void fail("a string");
      if (schema.enum && !schema.enum.includes(value)) return void fail(expected(schema, defs));
      if (schema.minLength && value.length < schema.minLength) return void fail("a non-empty string");
      return;
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return void fail("a number");
      if (schema.integer && !Number.isInteger(value)) return void fail("a whole number");
      if (schema.minimum !== undefined && value < schema.minimum) return void fail(`a number of at least ${schema.minimum}`);
      if (schema.maximum !== undefined && value > schema.maximum) return void fail(`a number of at most ${schema.maximum}`);
      return;
    case "boolean":
      if (typeof value !== "boolean" || (schema.const !== undefined && value !== schema.const)) fail(expected(schema, defs));
      return;
    case "regexp":
      if (!(value instanceof RegExp)) fail("a regular expression");
      return;
    case "array":
      if (!Array.isArray(value)) return void fail("a list");
      if (schema.minItems !== undefined && value.length < schema.minItems) return void fail(`a list of at least ${schema.minItems}`);
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return void fail(`a list of at most ${schema.maxItems}`);
      value.forEach((v, i) => check(schema.items, v, joinPath(path, i), defs, problems));
      return;
    case "tuple":
      if (!Array.isArray(value) || value.length < schema.minItems || value.length > schema.items.length) {
        return void fail(schema.minItems === schema.items.length ? `a list of ${schema.items.length}` : `a list of ${schema.minItems} to ${schema.items.length}`);
      }
      value.forEach((v, i) => check(schema.items[i], v, joinPath(path, i), defs, problems));
      return;
    case "object": {
      if (!isPlainObject(value)) return void fail("an object");
      const props = schema.properties ?? {};
      for (const key of schema.required ?? []) {
        if (value[key] === undefined) problems.push({ path: joinPath(path, key), message: `missing (${expected(props[key], defs)} is required)` });
      }
      for (const keys of schema.requireOneOf ?? []) {
        if (!keys.some((k) => value[k] !== undefined)) problems.push({ path, message: `needs ${keys.map((k) => `"${k}"`).join(" or ")}` });
      }
      for (const [key, v] of Object.entries(value)) {
        const at = joinPath(path, key);
        if (v === undefined) continue; // `key: undefined` in a JS config means "not set"
        const own = Object.hasOwn(props, key) ? props[key] : undefined;
        if (own) {
          check(own, v, at, defs, problems);
        } else if (schema.additionalProperties) {
          if (schema.keyPattern && !new RegExp(schema.keyPattern.pattern).test(key)) problems.push({ path: at, message: schema.keyPattern.message });
          else check(schema.additionalProperties, v, at, defs, problems);
        } else {
          const hint = schema.unknownKeyHints?.[key];
          const known = Object.keys(props);
          const near = (k: string) => distance(k, key) <= (k.length <= 3 ? 1 : 2 + Math.floor(k.length / 8));
          const close = known.filter(near).sort((a, b) => distance(a, key) - distance(b, key));
          problems.push({
            path: at,
            message: `unknown key${hint ? ` (${hint})` : close.length ? ` (did you mean "${close[0]}"?)` : known.length ? ` (known keys: ${known.join(", ")})` : ""}`,
          });
        }
      }
      return;
    }
    case "anyOf": {
      for (const alt of schema.anyOf) {
        const trial: Problem[] = [];
        check(alt, value, path, defs, trial);
        if (!trial.length) return;
      }
      // Report inside the one branch of the value's own kind (an object is checked as the object form…),
      // else say which kinds are accepted.
      const kin = schema.anyOf.filter((alt) => sameKind(alt, value, defs)).map((alt) => resolve(alt, defs));
      const structured = kin.length === 1 && ["object", "array", "tuple"].includes(kin[0].type);
      if (structured && !schema.message) check(kin[0], value, path, defs, problems);
      else fail(schema.expected);
      return;
    }
    case "ref":
      check(defs[schema.ref], value, path, defs, problems);
      return;
  }
}

/** The JSON Schema (draft-07) for editors: same keys, types and enums as the validator. */
export function toJsonSchema(root: SchemaRoot, meta: { id: string; title: string; description: string }): Record<string, unknown> {
  const conv = (s: Schema): Record<string, unknown> | null => {
    const out: Record<string, unknown> = {};
    if (s.description) out.description = s.description;
    switch (s.type) {
      case "string":
        out.type = "string";
        if (s.enum) out.enum = [...s.enum];
        if (s.minLength) out.minLength = s.minLength;
        return out;
      case "number":
        out.type = s.integer ? "integer" : "number";
        if (s.minimum !== undefined) out.minimum = s.minimum;
        if (s.maximum !== undefined) out.maximum = s.maximum;
        return out;
      case "boolean":
        out.type = "boolean";
        if (s.const !== undefined) out.const = s.const;
        return out;
      case "regexp":
        return null; // JSON holds no regular expressions
      case "array": {
        out.type = "array";
        out.items = conv(s.items) ?? {};
        if (s.minItems !== undefined) out.minItems = s.minItems;
        if (s.maxItems !== undefined) out.maxItems = s.maxItems;
        return out;
      }
      case "tuple":
        out.type = "array";
        out.items = s.items.map((i) => conv(i) ?? {});
        out.minItems = s.minItems;
        out.maxItems = s.items.length;
        out.additionalItems = false;
        return out;
      case "object": {
        out.type = "object";
        if (s.properties) {
          out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, conv(v) ?? {}]));
        }
        if (s.required?.length) out.required = [...s.required];
        if (s.requireOneOf?.length) {
          const alts = s.requireOneOf.map((keys) => ({ anyOf: keys.map((k) => ({ required: [k] })) }));
          if (alts.length === 1) Object.assign(out, alts[0]);
          else out.allOf = alts;
        }
        if (s.keyPattern) out.propertyNames = { pattern: s.keyPattern.pattern };
        out.additionalProperties = s.additionalProperties ? conv(s.additionalProperties) ?? {} : false;
        return out;
      }
      case "anyOf": {
        const alts = s.anyOf.map(conv).filter((x): x is Record<string, unknown> => x !== null);
        if (alts.length === 1) return { ...out, ...alts[0] };
        out.anyOf = alts;
        return out;
      }
      case "ref":
        out.$ref = `#/definitions/${s.ref}`;
        return out;
    }
  };
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: meta.id,
    title: meta.title,
    description: meta.description,
    ...conv(root.root),
    definitions: Object.fromEntries(Object.entries(root.definitions).map(([k, v]) => [k, conv(v) ?? {}])),
  };
}
