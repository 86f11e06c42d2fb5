/** A build error that names the file (and line where known) so an author can jump straight to it. */
export class BuildError extends Error {
  readonly file: string;
  readonly line?: number;

  constructor(file: string, problem: string, line?: number) {
    super(`${file}${line ? `:${line}` : ""}: ${problem}`);
    this.name = "BuildError";
    this.file = file;
    this.line = line;
  }
}

/** Every message of an error and of the errors it wraps (Eleventy wraps template errors), outermost first, each once. */
export function errorMessages(e: Error): string[] {
  let err: (Error & { originalError?: Error; cause?: unknown }) | undefined = e;
  const messages: string[] = [];
  while (err) {
    if (err.message && !messages.some((m) => m.includes(err!.message))) messages.push(err.message);
    err = (err.originalError ?? (err.cause instanceof Error ? err.cause : undefined)) as typeof err;
  }
  return messages;
}

// Eleventy's wrapping lines say nothing an author can act on: the messages they wrap name the file and line.
const ELEVENTY_WRAPPERS = [
  /^Having trouble (rendering|writing|compiling)\b/,
  /^Error processing the `[^`]+` plugin/,
  /^Problem (writing|running) Eleventy\b/,
  /^Error in your Eleventy config file\b/,
];

/** errorMessages without Eleventy's wrapping lines (all of them, if nothing else is left). */
export function authorMessages(e: Error): string[] {
  const all = errorMessages(e);
  const kept = all.filter((m) => !ELEVENTY_WRAPPERS.some((re) => re.test(m)));
  return kept.length ? kept : all;
}

/**
 * Several errors as one: a heading, then each message on a line of its own (after its label, if any; its
 * further lines indented under it). The first error is the cause: its file and line lead.
 */
export function errorReport(heading: string, entries: Array<{ label?: string; error: Error }>): Error {
  const lines = entries.map(({ label, error }) => `  ${label ? `${label}: ` : ""}${String(error?.message ?? error).replace(/\n/g, "\n    ")}`);
  return new Error(`${heading}:\n${lines.join("\n")}`, { cause: entries[0].error });
}
