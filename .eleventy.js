// Thin on purpose: the build (scripts/build.ts) prepares the context; site/eleventy.ts wires the plugin.
import { eleventyConfigFor } from "./site/eleventy.ts";

export default function (eleventyConfig) {
  return eleventyConfigFor(eleventyConfig, globalThis.__webDocsBuild);
}
