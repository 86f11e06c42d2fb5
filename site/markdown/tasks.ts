// GitHub task lists: a list item that starts with `[ ]` or `[x]` shows a checkbox, disabled (the page is a
// document, not a form) and named by the item's own text through aria-labelledby, so a screen reader says
// "Write the tests, checkbox, checked" once instead of an unnamed control followed by the text.
import type { MarkdownIt, Token } from "markdown-it";

const BOX = /^\[([ xX])\][ \t]/;

/** The inline token that opens a list item (`- [x] text`), and its mark, or null. */
function taskOf(tokens: Token[], i: number): { inline: Token; checked: boolean } | null {
  if (tokens[i].type !== "list_item_open") return null;
  const p = tokens[i + 1];
  const inline = tokens[i + 2];
  if (p?.type !== "paragraph_open" || inline?.type !== "inline") return null;
  const first = inline.children?.[0];
  const m = first?.type === "text" ? BOX.exec(first.content) : null;
  return m ? { inline, checked: m[1] !== " " } : null;
}

export function taskListsPlugin(md: MarkdownIt): void {
  md.core.ruler.after("inline", "web_docs_task_lists", (state) => {
    const tokens = state.tokens;
    let count = 0;
    const lists: number[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.type === "bullet_list_open" || t.type === "ordered_list_open") lists.push(i);
      else if (t.type === "bullet_list_close" || t.type === "ordered_list_close") lists.pop();
      const task = taskOf(tokens, i);
      if (!task) continue;
      const id = `wd-task-${++count}`;
      const children = task.inline.children!;
      children[0].content = children[0].content.replace(BOX, "");
      const box = new state.Token("html_inline", "", 0);
      box.content = `<input type="checkbox" class="task-list-item-checkbox" disabled${task.checked ? " checked" : ""} aria-labelledby="${id}"> <span id="${id}">`;
      box.meta = { task: task.checked ? "x" : " " };
      const end = new state.Token("html_inline", "", 0);
      end.content = "</span>";
      children.unshift(box);
      children.push(end);
      t.attrJoin("class", "task-list-item");
      const list = tokens[lists[lists.length - 1]];
      if (list && !String(list.attrGet("class") ?? "").includes("contains-task-list")) list.attrJoin("class", "contains-task-list");
    }
  });
}
