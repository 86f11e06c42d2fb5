// Runs the build steps (site/build-steps.ts) over one build context: each sees only the context parts it
// declares, and their errors are gathered into one report.
import type { BuildContext } from "./context.ts";
import type { AnyStep, BuildOutput, PageOutput, WrittenPage } from "./step.ts";
import { errorReport } from "../errors.ts";

// Where plugin.ts takes it with the other runners (site/errors.ts holds it: content-files.ts needs it without the steps).
export { errorReport };

const CHANGES = new Set<PropertyKey>(["set", "add", "delete", "clear"]);

/**
 * A part of the context a step only reads, as that step sees it: a plain object, array, Map or Set that throws
 * when the step changes it (one level deep: what a step writes into a part must show in its `sets`). Class
 * instances (the page assets, markdown-it) are used through their own methods and pass as they are.
 */
function readOnly(value: unknown, step: string, key: string): unknown {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  const refuse = () => {
    throw new Error(`build step "${step}" changes "${key}" of the build context without declaring it in sets`);
  };
  if (value instanceof Map || value instanceof Set) {
    return new Proxy(value, {
      get(target, k) {
        if (CHANGES.has(k)) return refuse;
        const v = Reflect.get(target, k, target);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
  }
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  return new Proxy(value, { set: refuse, deleteProperty: refuse, defineProperty: refuse });
}

/** The context as one step may use it: declared reads, and declared sets; anything else is a mistake in the step. */
export function scopeContext(ctx: BuildContext, step: AnyStep): object {
  const reads = new Set<PropertyKey>(step.reads);
  const sets = new Set<PropertyKey>(step.sets ?? []);
  // One read-only view per value, so a step sees the same object each time it reads a part.
  const views = new WeakMap<object, unknown>();
  return new Proxy(ctx, {
    get(target, key) {
      if (typeof key === "symbol" || key === "then") return undefined;
      if (!reads.has(key) && !sets.has(key))
        throw new Error(`build step "${step.name}" reads "${String(key)}" of the build context without declaring it in reads`);
      const value = target[key as keyof BuildContext];
      if (sets.has(key) || value === null || typeof value !== "object") return value;
      let view = views.get(value);
      if (view === undefined) views.set(value, (view = readOnly(value, step.name, key)));
      return view;
    },
    set(target, key, value) {
      if (!sets.has(key)) throw new Error(`build step "${step.name}" sets "${String(key)}" of the build context without declaring it in sets`);
      (target as unknown as Record<PropertyKey, unknown>)[key] = value;
      return true;
    },
  });
}

/** Every step's `before`, in order (an error stops the build at once: later steps may rely on it). */
export function runBefore(steps: AnyStep[], ctx: BuildContext): void {
  for (const step of steps) step.before?.(scopeContext(ctx, step) as never);
}

/** The steps' `page` hooks over one build: run as each page is written, their errors kept for runAfter. */
export interface PageHooks {
  page(page: WrittenPage, out: PageOutput): void;
  /** The errors step i's `page` hook threw. */
  errors: Error[][];
}

export function pageHooks(steps: AnyStep[], ctx: BuildContext): PageHooks {
  const scoped = steps.map((step) => scopeContext(ctx, step));
  const errors: Error[][] = steps.map(() => []);
  return {
    errors,
    page(page, out) {
      steps.forEach((step, i) => {
        try {
          step.page?.(scoped[i] as never, page, out);
        } catch (e) {
          errors[i].push(e as Error);
        }
      });
    },
  };
}

/**
 * The pages' problems of a build (BuildContext.problems) and the broken links it met, each once, as one report
 * (one alone as it is).
 */
export function buildProblems(problems: Error[], linkProblems: Error[] = []): Error {
  const all = [...new Map([...problems, ...linkProblems].map((e) => [e.message, e])).values()];
  return all.length === 1
    ? all[0]
    : errorReport(
        `${all.length} problems in this build`,
        all.map((error) => ({ error })),
      );
}

/**
 * Every step's `after`, started in order and run together (a step that waits on the disk or a worker lets the
 * next one work meanwhile); a step whose `page` hook failed reports those errors instead. All of them finish;
 * then one error is thrown as it is, several as one report.
 */
export async function runAfter(steps: AnyStep[], ctx: BuildContext, output: BuildOutput, pages?: PageHooks): Promise<void> {
  const settled = await Promise.allSettled(
    steps.map(async (step, i) => {
      const errors = pages?.errors[i] ?? [];
      if (errors.length === 1) throw errors[0];
      if (errors.length)
        throw errorReport(
          `${errors.length} pages failed`,
          errors.map((error) => ({ error })),
        );
      return step.after?.(scopeContext(ctx, step) as never, output);
    }),
  );
  const failed = settled.flatMap((s, i) => (s.status === "rejected" ? [{ step: steps[i].name, error: s.reason as Error }] : []));
  if (failed.length === 1) throw failed[0].error;
  if (failed.length > 1)
    throw errorReport(
      `${failed.length} build steps failed`,
      failed.map(({ step, error }) => ({ label: step, error })),
    );
}
