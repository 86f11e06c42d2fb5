/** localStorage key holding the reader's appearance choice: "light", "dark" or "auto". */
export const APPEARANCE_KEY = "web-docs-appearance";

/**
 * The inline <head> script: marks the document as scripted (`js`), applies the stored appearance as a
 * class on <html> before first paint, and records the choice so the switch shows the right icon at once.
 */
export function headScript(defaultAppearance: "dark" | "light" | "auto", forced = false): string {
  // With no appearance switch (appearance: false / "force-dark" / "force-auto") a stored choice no longer applies.
  const stored = forced ? "null" : `localStorage.getItem(${JSON.stringify(APPEARANCE_KEY)})`;
  return `(function(){var h=document.documentElement,c=h.classList;c.add("js");try{var p=${stored};if(p!=="light"&&p!=="dark"&&p!=="auto")p=${JSON.stringify(defaultAppearance)};var d=p==="auto"?matchMedia("(prefers-color-scheme: dark)").matches:p==="dark";c.toggle("dark",d);c.toggle("light",!d);h.dataset.appearance=p}catch(e){}})()`;
}
