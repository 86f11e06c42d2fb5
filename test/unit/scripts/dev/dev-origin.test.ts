// Whom `npm run dev`'s live-reload socket and endpoints answer (scripts/dev/origin.ts), and where the servers
// listen (scripts/listen-host.ts).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { originAllowed } from "../../../../scripts/dev/origin.ts";
import { listenHost, printedUrl } from "../../../../scripts/listen-host.ts";

describe("dev server origins", () => {
  it("its own pages on any loopback name of the same port; no Origin (a tool) too", () => {
    for (const origin of ["http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:8080", "http://LOCALHOST:8080", undefined]) {
      assert.equal(originAllowed(origin, "127.0.0.1:8080", 8080, "127.0.0.1"), true, String(origin));
    }
  });

  it("refuses other sites, other ports, a rebound DNS name, null and non-http origins", () => {
    for (const origin of ["https://evil.example", "http://localhost:8081", "http://evil.example:8080", "null", "file://", "chrome-extension://abc"]) {
      assert.equal(originAllowed(origin, origin === "http://evil.example:8080" ? "evil.example:8080" : "127.0.0.1:8080", 8080, "127.0.0.1"), false, origin);
    }
  });

  it("with HOST beyond loopback, the host the page was loaded from (a phone on the LAN) and nothing else", () => {
    assert.equal(originAllowed("http://192.168.1.5:8080", "192.168.1.5:8080", 8080, "0.0.0.0"), true);
    assert.equal(originAllowed("http://192.168.1.9:8080", "192.168.1.5:8080", 8080, "0.0.0.0"), false);
    // Bound to loopback, a page whose name resolves to 127.0.0.1 is not its own even when Host agrees.
    assert.equal(originAllowed("http://rebind.example:8080", "rebind.example:8080", 8080, "127.0.0.1"), false);
  });

  it("listens on 127.0.0.1 unless HOST says otherwise, and prints an address that reaches it", () => {
    assert.equal(listenHost({}), "127.0.0.1");
    assert.equal(listenHost({ HOST: "0.0.0.0" }), "0.0.0.0");
    assert.equal(printedUrl("127.0.0.1", 8080, "/docs/"), "http://127.0.0.1:8080/docs/");
    assert.equal(printedUrl("0.0.0.0", 8080, "/"), "http://localhost:8080/");
    assert.equal(printedUrl("::1", 8080, "/"), "http://[::1]:8080/");
  });
});
