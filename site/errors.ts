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
