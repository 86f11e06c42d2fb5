import { expect } from "chai";
import { enhanceWhenPresent } from "../../widgets/enhance";
import { announceNavigated } from "../../widgets/services/events";
import { mount, waitFor } from "./support";

describe("enhanceWhenPresent (lazy chunks for pre-rendered features)", () => {
  it("loads nothing on a page without the feature, then loads and enhances when a navigation brings it", async () => {
    let loads = 0;
    const enhanced: ParentNode[] = [];
    enhanceWhenPresent(".feature-x", async () => {
      loads++;
      return { enhance: (root) => void enhanced.push(root) };
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).to.equal(0);
    announceNavigated({ url: location.href });
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).to.equal(0);
    const host = mount('<div class="feature-x"></div>');
    announceNavigated({ url: location.href });
    await waitFor(() => enhanced.length === 1, "enhanced after navigation");
    expect(enhanced[0]).to.equal(document);
    announceNavigated({ url: location.href });
    await waitFor(() => enhanced.length === 2, "enhanced again after the next navigation");
    host.remove();
  });
});
