// ```js-vue: VitePress leaves Vue's {{ }} live in a fence whose language ends in -vue (code elsewhere gets
// v-pre), highlighting it as the language before the suffix. The mustaches are kept out of the highlighter
// so its spans cannot split them.

const MUSTACHE = /\{\{[\s\S]*?\}\}/g;

/** The language a `-vue` fence is highlighted as ("js-vue" → "js"), or null for any other fence. */
export function vueFenceLang(lang: string): string | null {
  const m = /^(.*)-vue$/.exec(lang);
  return m ? m[1] : null;
}

/** Whether a fence's code has Vue to render: a -vue fence holding {{ }}. */
export function isLiveVueFence(info: string, code: string): boolean {
  return (
    vueFenceLang(
      info
        .trim()
        .split(/[\s{[:]/)[0]
        .toLowerCase(),
    ) !== null && /\{\{[\s\S]*?\}\}/.test(code)
  );
}

/** The code with each {{ }} swapped for a placeholder word, and how to put them back into the highlighted HTML. */
export function hideMustaches(code: string): { code: string; restore(html: string): string } {
  const found: string[] = [];
  const hidden = code.replace(MUSTACHE, (m) => `VueMustache${found.push(m) - 1}X`);
  return { code: hidden, restore: (html) => html.replace(/VueMustache(\d+)X/g, (_, i: string) => found[Number(i)]) };
}
