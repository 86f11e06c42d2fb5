// Clipboard and timer stand-ins shared by the copy tests (code blocks, "Copy page"); not a test file itself.

type Clipboard = { writeText?(text: string): Promise<void>; write?(items: ClipboardItem[]): Promise<void> } | undefined;

/** Replace navigator.clipboard for one test (the real one needs permission and focus). */
export function stubClipboard(value: Clipboard): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
  return () => (own ? Object.defineProperty(navigator, "clipboard", own) : delete (navigator as { clipboard?: unknown }).clipboard);
}

/** Replace document.execCommand; records the text selected when "copy" ran. */
export function stubExecCommand(result: boolean): { copied: string[]; restore: () => void } {
  const copied: string[] = [];
  (document as { execCommand: Document["execCommand"] }).execCommand = (command: string) => {
    const area = document.activeElement as HTMLTextAreaElement;
    if (command === "copy") copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    return result;
  };
  return { copied, restore: () => delete (document as { execCommand?: unknown }).execCommand };
}

/** Fake timers for setTimeout/clearTimeout: record, run on demand. */
export function fakeTimers() {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let id = 0;
  window.setTimeout = ((fn: () => void, ms: number) => {
    pending.set(++id, { fn, ms });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((n: number) => void pending.delete(n)) as typeof window.clearTimeout;
  return {
    pending,
    runAll() {
      for (const [n, t] of [...pending]) {
        pending.delete(n);
        t.fn();
      }
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
