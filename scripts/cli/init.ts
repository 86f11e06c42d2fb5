// `web-docs init [dir]`: the starter (scaffold.ts) in the working folder, with VitePress's questions.
import path from "node:path";
import { type CliArgs, flagValue } from "./args.ts";
import { askAnswers, scaffold, summary } from "./scaffold.ts";

export async function runInit(args: CliArgs, cwd: string): Promise<void> {
  const answers = await askAnswers(
    {
      ...(args.dir ? { dir: path.relative(cwd, path.resolve(cwd, args.dir)).split(path.sep).join("/") || "." } : {}),
      ...(flagValue(args, "title") ? { title: flagValue(args, "title") } : {}),
      ...(flagValue(args, "description") ? { description: flagValue(args, "description") } : {}),
    },
    Boolean(args.flags.yes),
  );
  const result = scaffold(cwd, answers);
  console.log(
    `Web Docs: a docs site in ${answers.dir}/\n${summary(result, cwd, answers.scripts ? ["npm run docs:dev"] : [`npx web-docs dev ${answers.dir}`])}`,
  );
}
