// Data an author (or a pull request) wrote stays data: a `__proto__`, `constructor` or `prototype` key in front
// matter or a config would reach Object.prototype through any merge of it (Eleventy's data cascade merges
// front matter deeply), changing every object of the build. Such keys are refused where the data is read,
// naming the file, the line and the key path.
import yaml from "js-yaml";
import { escapeRegExp } from "../../common/regexp.ts";

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** The key path ("hero.__proto__") of the first forbidden key in plain objects and arrays, or null. */
function forbiddenKeyPath(value: unknown, at = "", seen = new Set<object>()): string | null {
  if (value === null || typeof value !== "object" || seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenKeyPath(value[i], `${at}[${i}]`, seen);
      if (found) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null; // a class instance (a Date): not author data
  for (const key of Object.keys(value)) {
    const here = at ? `${at}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return here;
    const found = forbiddenKeyPath((value as Record<string, unknown>)[key], here, seen);
    if (found) return found;
  }
  return null;
}

/** The 1-based line of the text where a key is written (`key:`, `"key":`), or undefined. */
function lineOfKey(text: string, key: string): number | undefined {
  const at = new RegExp(`(^|[\\s{,\\[-])(["']?)${escapeRegExp(key)}\\2\\s*:`);
  const lines = text.split(/\r?\n/);
  const i = lines.findIndex((l) => at.test(l));
  return i < 0 ? undefined : i + 1;
}

/** Why a key is refused, and what to do. */
const forbiddenKeyProblem = (keyPath: string) =>
  `the key "${keyPath
    .split(".")
    .pop()!
    .replace(/\[\d+\]$/, "")}" (at ${keyPath}) is not allowed: __proto__, constructor and prototype would change every object of the build; rename the key`;

/** A forbidden key found in parsed data: its path and the line (of `text`, when given) it is written on. */
export class ForbiddenKeyError extends Error {
  readonly keyPath: string;
  readonly line?: number;
  constructor(keyPath: string, text?: string) {
    super(forbiddenKeyProblem(keyPath));
    this.keyPath = keyPath;
    const key = keyPath
      .split(".")
      .pop()!
      .replace(/\[\d+\]$/, "");
    this.line = text === undefined ? undefined : lineOfKey(text, key);
  }
}

/** Throw a ForbiddenKeyError when the data holds a forbidden key. */
export function assertPlainData(value: unknown, text?: string): void {
  const found = forbiddenKeyPath(value);
  if (found) throw new ForbiddenKeyError(found, text);
}

/** YAML as data: js-yaml's safe schema (no functions, no custom types), and no forbidden keys. */
export function loadYamlData(text: string): unknown {
  const data = yaml.load(text);
  assertPlainData(data, text);
  return data;
}
