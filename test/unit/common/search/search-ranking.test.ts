import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { derivationKeys, derived } from "../../../../common/search/inflect.ts";
import { engineFor, page, trails } from "../../../support/search-support.ts";

// The ranking's principles (common/search/rank.ts, score.ts, query.ts), each on a small site where it decides
// the first result. test/relevance/queries.json measures them together on Web Docs' own articles.

const filler = (topic: string, n: number) => Array.from({ length: n }, (_, i) => `Notes on ${topic} number ${i}.`).join(" ");
/** Other pages on a topic: its word is common on the site, as "css" or "nginx" are on a docs site. */
const others = (topic: string, n = 10) =>
  Array.from({ length: n }, (_, i) => page(`${topic}/${i}.html`, `${topic} topic ${i}`, `# ${topic} topic ${i}\n\n${topic} for case ${i}.\n`));
describe("search ranking", () => {
  it("a misspelt word, or one being typed, stands for its correction or completion as much as a word typed right beside it", async () => {
    // "css" is everywhere on the modern-CSS page; the reader misspelt the word that says what they want.
    const e = engineFor([
      ...others("CSS"),
      page(
        "modern.html",
        "Modern CSS",
        `# Modern CSS\n\n## What native CSS covers\n\nCSS nesting, CSS layers and CSS variables replace much of Sass; specificity rules stay. ${filler("css", 3)}\n`,
      ),
      page("cascade.html", "The cascade", "# The cascade\n\n## Specificity\n\nIDs beat classes, classes beat elements; CSS compares them column by column.\n"),
    ]);
    assert.equal((await trails(e, "css specifcity"))[0], "The cascade > Specificity");
    // And a word being typed for its completion.
    assert.equal((await trails(e, "css specifi"))[0], "The cascade > Specificity");
  });

  it("a word being typed stands for its completion and that completion's inflections alike", async () => {
    // "locat": "locator" is its closest completion; a "Locators" heading names the same word.
    const e = engineFor([
      page("maps.html", "Maps", "# Maps\n\n## Location\n\nThe locator returns where you are.\n"),
      page("testing.html", "Testing", "# Testing\n\n## Locators\n\nLocators find elements the way a reader does.\n"),
    ]);
    assert.equal((await trails(e, "locat"))[0], "Testing > Locators");
  });

  it("a word in a section's heading and in its page's title counts once: the page about it comes first", async () => {
    const e = engineFor([
      ...others("Login"),
      page(
        "passwords.html",
        "Passkeys, passwords and second factors",
        "# Passkeys, passwords and second factors\n\nHashing and TOTP.\n\n## Passkeys: credentials bound to the site\n\nBound to its site, so phishing fails.\n",
      ),
      page(
        "passkeys.html",
        "Passkeys and WebAuthn",
        "# Passkeys and WebAuthn\n\nPasskeys replace passwords; passkeys sync between devices; passkeys resist phishing.\n",
      ),
    ]);
    assert.equal((await trails(e, "passkeys"))[0], "Passkeys and WebAuthn");
  });

  it("a page about the query lifts its sections above a lone section elsewhere that matches as well", async () => {
    const e = engineFor([
      ...others("Nginx"),
      page(
        "journey.html",
        "A request's journey",
        "# A request's journey\n\n## DNS\n\nNames to addresses.\n\n## Load balancing\n\nNginx spreads requests over servers.\n\n## Application\n\nThe app answers.\n",
      ),
      page(
        "nginx/balancing.html",
        "Load balancing and proxy caching",
        "# Load balancing and proxy caching\n\nNginx as a load balancer in front of servers.\n\n## Balancing methods\n\nRound robin, least connections and hashing in nginx.\n\n## Health checks\n\nNginx takes failed servers out of the upstream group.\n",
      ),
    ]);
    assert.equal((await trails(e, "nginx load balancing"))[0], "Load balancing and proxy caching");
  });

  it("a word its page names elsewhere counts in part for a section: the section whose heading names the rest comes first", async () => {
    // "vscode" is on the page (its intro, other sections), not in the SSH section the reader wants.
    const e = engineFor([
      ...others("Editor"),
      page(
        "remote.html",
        "Remote development: SSH, WSL and tunnels",
        "# Remote development: SSH, WSL and tunnels\n\n## How the split works\n\nVSCode runs its UI locally and the vscode server on the remote machine, reached over SSH, WSL or a tunnel; extensions run on the remote side.\n\n## Remote - SSH\n\nConnect to a host you reach with ssh, through your ssh config and keys.\n\n## Tunnels\n\nA vscode tunnel reaches a remote machine without SSH: vscode signs in through GitHub and relays the remote session.\n",
      ),
    ]);
    assert.equal((await trails(e, "vscode remote ssh"))[0], "Remote development: SSH, WSL and tunnels > Remote - SSH");
  });

  it("in a question, the section with its rare words comes before one with more of its common words", async () => {
    const common = (i: number) => page(`p${i}.html`, `Page ${i}`, `# Page ${i}\n\nHow to stop a request twice, the user said.\n`);
    const e = engineFor([
      ...Array.from({ length: 40 }, (_, i) => common(i)),
      page("retries.html", "Retries", "# Retries\n\n## Stop retrying a request twice\n\nStop a retried request after three tries.\n"),
      page("idempotency.html", "Idempotency keys", "# Idempotency keys\n\nA retried payment must not charge the customer twice.\n"),
    ]);
    assert.equal((await trails(e, "how do I stop a retried payment request from charging the customer twice"))[0], "Idempotency keys");
  });

  it("a verb finds its -ation noun, and the noun its verb, below the word itself", async () => {
    const e = engineFor([
      page(
        "jwt.html",
        "Sessions vs JWT",
        "# Sessions vs JWT\n\n## Common mistakes\n\nLong-lived tokens.\n\n## The revocation problem\n\nA stateless token cannot be logged out before it expires.\n",
      ),
      page("oauth.html", "OAuth", "# OAuth\n\n## Revoking tokens\n\nRevoke a refresh token at the revocation endpoint.\n"),
    ]);
    assert.equal((await trails(e, "revocation jwt"))[0], "Sessions vs JWT > The revocation problem");
    assert.ok((await trails(e, "revoke jwt")).includes("Sessions vs JWT > The revocation problem"));
    assert.equal((await trails(e, "revoke "))[0], "OAuth > Revoking tokens");
    assert.deepEqual(await trails(engineFor([page("a.html", "Setup", "# Setup\n\nValidation of input.\n")]), "validate "), ["Setup"]);
  });

  it("a plural abbreviation finds the abbreviation", async () => {
    const e = engineFor([
      page("jwt.html", "JWT basics", "# JWT basics\n\nA JWT is signed, not encrypted.\n"),
      page("tokens.html", "Tokens", "# Tokens\n\nOpaque tokens and JWTs compared.\n"),
      page("other.html", "Other", "# Other\n\nNothing.\n"),
    ]);
    assert.deepEqual((await trails(e, "jwts ")).sort(), ["JWT basics", "Tokens"]);
  });
});

describe("search ranking: headings", () => {
  it("a subsection whose heading adds nothing to its parent's comes after the parent; one whose heading is the query does not", async () => {
    const e = engineFor([
      ...others("JavaScript"),
      page(
        "cloning.html",
        "Copying objects",
        "# Copying objects\n\nShallow copies share nested objects.\n\n## Three ways to deep clone\n\nEach way below copies nested objects too.\n\n### lodash cloneDeep\n\nThe lodash `cloneDeep` helper: `cloneDeep(value)` makes a deep clone, and `cloneDeep` handles cycles; a deep clone with cloneDeep.\n\n### Deep clone\n\nThe term itself.\n",
      ),
    ]);
    const got = await trails(e, "deep clone");
    assert.ok(
      got.indexOf("Copying objects > Three ways to deep clone") < got.indexOf("Copying objects > Three ways to deep clone > lodash cloneDeep"),
      got.join(" | "),
    );
    assert.equal(got[0], "Copying objects > Three ways to deep clone > Deep clone", got.join(" | "));
  });

  it("a heading that names the word first is about it: it comes before one that names it last", async () => {
    const e = engineFor([
      ...others("React"),
      page("react/perf.html", "React rendering", "# React rendering\n\n## Memoisation: memo and useMemo\n\nMemoisation skips work when props are equal.\n"),
      page(
        "native/perf.html",
        "React Native performance",
        "# React Native performance\n\n## Structural fixes that beat memoisation\n\nMove state down before reaching for memoisation.\n",
      ),
    ]);
    assert.equal((await trails(e, "memoisation "))[0], "React rendering > Memoisation: memo and useMemo");
  });

  it("a word finds its other spelling, British or American, as the same word", async () => {
    const e = engineFor([
      page(
        "explain.html",
        "Query plans",
        "# Query plans\n\n## Reading EXPLAIN\n\nEach row of the plan.\n\n### EXPLAIN ANALYZE\n\nRuns the query and shows real timings.\n",
      ),
      page("perf.html", "Performance", "# Performance\n\nAnalyse the slow log first.\n"),
      page("colors.html", "Theme colours", "# Theme colours\n\nThe colour tokens.\n"),
      page("css.html", "CSS values", "# CSS values\n\nSet `color: red` on the link.\n"),
    ]);
    assert.equal((await trails(e, "explain analyse"))[0], "Query plans > Reading EXPLAIN > EXPLAIN ANALYZE");
    assert.deepEqual((await trails(e, "color ")).sort(), ["CSS values", "Theme colours"]);
    assert.deepEqual(await trails(e, "optimization "), []);
  });
});

describe("search ranking: a query that weighs options", () => {
  const pages = [
    ...others("Login"),
    page(
      "auth.html",
      "Sessions vs JWT",
      "# Sessions vs JWT\n\nSessions keep state on the server; a JWT carries it.\n\n## Server-side sessions\n\nA session id in a cookie; the server keeps the session.\n\n## JSON Web Tokens\n\nA JWT carries its claims; a JWT cannot be revoked early.\n\n## Choosing between them\n\nSessions for one site's browsers; JWT when many services verify.\n",
    ),
  ];
  const before = (list: string[], a: string, b: string) => list.indexOf(a) >= 0 && (list.indexOf(b) < 0 || list.indexOf(a) < list.indexOf(b));
  const choosing = "Sessions vs JWT > Choosing between them";
  const sessions = "Sessions vs JWT > Server-side sessions";
  it("brings the section that makes the choice up", async () => {
    const got = await trails(engineFor(pages), "should I use sessions or jwt");
    assert.ok(before(got, choosing, sessions), got.join(" | "));
  });
  it("only for a query that weighs topics against each other, and never adds a section the words do not find", async () => {
    const e = engineFor([...pages, page("pick.html", "Picking a port", "# Picking a port\n\n## Choosing one\n\nAny free port.\n")]);
    const plain = await trails(e, "sessions jwt");
    assert.ok(before(plain, sessions, choosing), plain.join(" | "));
    assert.ok(!(await trails(e, "sessions or jwt")).includes("Picking a port > Choosing one"));
  });
});

describe("derivations", () => {
  it("pairs a verb with its -ation noun, British and American", () => {
    for (const [verb, noun] of [
      ["validate", "validation"],
      ["configure", "configuration"],
      ["optimise", "optimization"],
      ["optimize", "optimisations"],
      ["verify", "verification"],
      ["revoke", "revocation"],
      ["install", "installation"],
      ["execute", "execution"],
      ["paginate", "pagination"],
      ["invoking", "invocation"],
    ])
      assert.ok(derived(verb, noun), `${verb} / ${noun}`);
  });
  it("leaves pairs that only look alike", () => {
    for (const [a, b] of [
      ["state", "station"],
      ["form", "formation"],
      ["react", "reaction"],
      ["express", "expression"],
      ["apply", "application"],
      ["note", "notation"],
      ["valid", "validation"],
      ["found", "foundation"],
    ])
      assert.ok(!derived(a, b), `${a} / ${b}`);
    assert.deepEqual(derivationKeys("useState"), []);
  });
});
