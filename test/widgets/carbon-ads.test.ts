import { expect } from "chai";
import { carbonScriptUrl, enhance } from "../../widgets/carbon-ads/carbon-ads";
import { mount, nextFrame, waitFor } from "./support";

// The ad script's URL is protocol-relative (as VitePress writes it); the test only checks that it is
// added, and when: a failed load of it changes nothing here.
const scriptIn = (box: Element) => box.querySelector<HTMLScriptElement>("script#_carbonads_js");

describe("carbon ads", () => {
  it("builds the ad script URL from the code and placement", () => {
    expect(carbonScriptUrl("CE7D", "my site")).to.equal("//cdn.carbonads.com/carbon.js?serve=CE7D&placement=my%20site");
  });

  it("loads the script only once the aside is shown, and only once", async () => {
    const host = mount(`<aside style="display:none"><div class="wd-carbon-ads" data-code="C1" data-placement="docs" style="min-height:10px"></div></aside>`);
    const box = host.querySelector<HTMLElement>(".wd-carbon-ads")!;
    enhance(document);
    await nextFrame();
    await nextFrame();
    expect(scriptIn(box), "no script while the aside is hidden").to.equal(null);
    host.querySelector("aside")!.style.display = "block";
    await waitFor(() => !!scriptIn(box), "the ad script after the aside shows");
    expect(scriptIn(box)!.getAttribute("src")).to.equal("//cdn.carbonads.com/carbon.js?serve=C1&placement=docs");
    expect(scriptIn(box)!.async).to.equal(true);
    enhance(document); // idempotent, as after a client navigation
    await nextFrame();
    expect(box.querySelectorAll("script").length).to.equal(1);
    host.remove();
  });
});
