// Writes schema/web-docs.config.schema.json from site/config/config-schema.ts — the zod schema the build
// validates configs with — so editors autocomplete exactly what the build accepts. zod's own
// z.toJSONSchema writes it, from the input side of the schema (what an author writes, before transforms).
// `--check` fails (exit 1) when the committed file is out of date (test/unit/site/config/config-validate.test.ts).
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../site/build-context.ts";
import { z } from "zod";
import { configSchema } from "../site/config/config-schema.ts";

export const SCHEMA_FILE = path.join(REPO_ROOT, "schema", "web-docs.config.schema.json");

export function configJsonSchema(): string {
  const generated = z.toJSONSchema(configSchema, {
    target: "draft-7",
    io: "input",
    // A RegExp (ignoreDeadLinks in a JS/TS config) has no JSON form: left out of the alternatives below.
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      if (!Array.isArray(jsonSchema.anyOf)) return;
      // (A function, like a RegExp, has no JSON form either: its alternative holds at most a description.)
      const alts = jsonSchema.anyOf.filter((alt) => typeof alt === "object" && Object.keys(alt).some((k) => k !== "description"));
      if (alts.length === 1) {
        delete jsonSchema.anyOf;
        Object.assign(jsonSchema, alts[0]);
      } else jsonSchema.anyOf = alts;
    },
  }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  const schema = {
    $schema,
    $id: "https://webdocs.dev/schema/web-docs.config.schema.json",
    title: "Web Docs site config",
    description: "The site config of a Web Docs site (web-docs.config.json). See docs/authoring.md.",
    ...rest,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const text = configJsonSchema();
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, "utf8") : "";
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), SCHEMA_FILE)} is out of date: run npm run schema`);
      process.exit(1);
    }
  } else {
    fs.mkdirSync(path.dirname(SCHEMA_FILE), { recursive: true });
    fs.writeFileSync(SCHEMA_FILE, text);
    console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
  }
}
