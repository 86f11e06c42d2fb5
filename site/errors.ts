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
