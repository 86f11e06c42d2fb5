// What a VitePress config module imports from "vitepress", for loading it without VitePress (load.ts
// maps the package here): the config helpers, which return their argument. Web Docs reads the config
// object they return; a name not here stops the build, naming the config file and line.

/** VitePress's `defineConfig`: the config itself. */
export function defineConfig<T>(config: T): T {
  return config;
}

/** VitePress's `defineConfigWithTheme`: the config itself. */
export function defineConfigWithTheme<T>(config: T): T {
  return config;
}
