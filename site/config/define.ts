// `import { defineConfig } from "web-docs/config"` in a web-docs.config.ts: type hints for the config
// object, straight from the schema the build validates it with (config-schema.ts).
import type { AuthorConfig } from "./config-schema.ts";

export type { AuthorConfig };

/** Returns the config unchanged; it exists for the editor's type hints. */
export function defineConfig(config: AuthorConfig): AuthorConfig {
  return config;
}
