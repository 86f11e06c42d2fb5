import { expect } from "chai";
import { enhance, formatLocalDate } from "../../widgets/dates/local-dates";
import { mount } from "./support";

// Noon UTC: the same calendar day in every time zone from UTC−11 to UTC+11.
const ISO = "2024-03-05T12:00:00.000Z";

describe("last-updated dates", () => {
  it("formats an instant in a given locale, date and time, as VitePress does (toLocaleString)", () => {
    expect(formatLocalDate(ISO, "en-US")).to.match(/^3\/5\/2024, \d{1,2}:\d{2}:\d{2}\s?[AP]M$/);
    expect(formatLocalDate(ISO, "de-DE")).to.match(/^5\.3\.2024, \d{2}:\d{2}:\d{2}$/);
    expect(formatLocalDate("not a date")).to.equal(null);
  });

  it("shows <time> in the browser's locale and keeps the datetime attribute", () => {
    const host = mount(`<p class="wd-last-updated">Last updated: <time datetime="${ISO}">2024-03-05</time></p>`);
    enhance(document);
    const time = host.querySelector("time")!;
    expect(time.getAttribute("datetime")).to.equal(ISO);
    expect(time.textContent).to.not.equal("2024-03-05");
    expect(time.textContent).to.equal(formatLocalDate(ISO, navigator.language));
    expect(time.textContent).to.contain(new Date(ISO).toLocaleDateString(navigator.language));
    enhance(document); // idempotent
    expect(time.textContent).to.equal(formatLocalDate(ISO, navigator.language));
    host.remove();
  });

  it("leaves an unparsable datetime and other <time> elements alone", () => {
    const host = mount(`<p class="wd-last-updated"><time datetime="soon">soon</time></p><p><time datetime="${ISO}">elsewhere</time></p>`);
    enhance(document);
    expect([...host.querySelectorAll("time")].map((t) => t.textContent)).to.deep.equal(["soon", "elsewhere"]);
    host.remove();
  });
});
