// Thin on purpose: the build (scripts/build.ts) sets everything up through Eleventy's `config` callback
// (site/eleventy.ts eleventyConfigFor); this file adds what only a config file's
// return can set (the renamed data keys, the template engines).
import { webDocsEleventyConfig } from "./site/eleventy.ts";

export default webDocsEleventyConfig;
