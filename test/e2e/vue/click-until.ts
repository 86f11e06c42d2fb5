// Islands hydrate after the page shows: a click before then does nothing. Click until the island answers.
import { expect, type Locator } from "@playwright/test";

/** Click `button` until `answered` (given a short timeout) passes. */
export async function clickUntil(button: Locator, answered: (o: { timeout: number }) => Promise<void>): Promise<void> {
  await expect(async () => {
    await button.click();
    await answered({ timeout: 500 });
  }).toPass();
}
