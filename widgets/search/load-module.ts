// Search data arrives as content-hashed ES modules (`export default JSON.parse('…')`), not as fetched
// JSON (spec §7: "the local search index is a generated module, not a network call"). One loader for
// the index, its preview shards and any later shard kind: import a hashed module URL, take its default.

/** The default export of the module at `url` (absolute: workers and pages resolve relative URLs differently). */
export async function importData<T>(url: string): Promise<T> {
  // A variable specifier: rollup and esbuild leave it to the browser's own module loader.
  const mod = (await import(/* @vite-ignore */ /* webpackIgnore: true */ url)) as { default?: T };
  if (mod.default === undefined) throw new Error(`${url}: not a search data module (no default export)`);
  return mod.default;
}
