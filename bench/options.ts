// The bench scripts' command line: `--name value`, `--name=value`, and switches (`--no-lighthouse`).

/** The value of `--name` (or `--name=value`), else `fallback`. */
export function option(name: string, fallback: string): string {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return argv[i].includes("=") ? argv[i].split("=").slice(1).join("=") : argv[i + 1];
}

/** Whether the switch `--name` was given. */
export const flag = (name: string) => process.argv.includes(`--${name}`);
