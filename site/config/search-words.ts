// VitePress's local search translations (LocalSearchTranslations) as Web Docs' labels: the same words of the
// search button and dialog. VitePress reads `options.locales[<locale>].translations` first, then
// `options.translations`; the locale's set is applied after the general one to give the same order.
import type { Labels } from "./labels.ts";
import type { SearchTranslations } from "./theme-schema.ts";

/** The labels a VitePress translations object names; keys it leaves out are not set. */
export function searchWords(words: SearchTranslations | undefined): Partial<Labels> {
  const out: Partial<Labels> = {};
  if (!words) return out;
  if (words.button?.buttonText) out.search = words.button.buttonText;
  if (words.modal?.noResultsText) out.searchNoResults = `${words.modal.noResultsText} “{query}”`;
  if (words.modal?.footer?.selectText) out.searchSelect = words.modal.footer.selectText;
  if (words.modal?.footer?.navigateText) out.searchNavigate = words.modal.footer.navigateText;
  if (words.modal?.footer?.closeText) out.searchClose = words.modal.footer.closeText;
  return out;
}
