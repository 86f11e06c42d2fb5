// `<style module>` (VitePress recommends it over scoped styles in Markdown): each class of the block gets a
// name of its own file (`button` → `_button_1a2b3`), and the component reads the map as `$style` (or the
// name given, `module="classes"`), as @vitejs/plugin-vue wires it (`__cssModules`, read by Vue's runtime).

/** A postcss plugin renaming the classes of a rule's selectors; `names` collects local → renamed. */
export function cssModulesPlugin(suffix: string, names: Record<string, string>) {
  type Rule = { selector: string; parent?: { type?: string; name?: string } };
  return {
    postcssPlugin: "web-docs-css-modules",
    // Once, over the whole sheet: a per-rule listener would run again on the rule it just renamed.
    Once(root: { walkRules(fn: (rule: Rule) => void): void }) {
      root.walkRules((rule) => {
        // A keyframes step ("from", "50%") is no selector.
        if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name ?? "")) return;
        rule.selector = rule.selector.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_, local: string) => `.${(names[local] ??= `_${local}_${suffix}`)}`);
      });
    },
  };
}

/** The name a `<style module>` block is read by in the template: `$style`, or the one it gives. */
export const moduleName = (module: string | boolean) => (typeof module === "string" && module ? module : "$style");
