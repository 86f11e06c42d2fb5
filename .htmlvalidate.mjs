// html-validate configuration for the built pages (test/built/html-validate.test.ts runs it over every
// page of the fixture site and of Web Docs). A JS file rather than .htmlvalidate.json so that every
// exception carries its reason: JSON has no comments and html-validate's schema rejects extra keys.
// Exceptions only where the rule is a style preference, never where the HTML is invalid.
export default {
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // A page title is the article's title plus the site's title template (":title | Web Docs"); a long
    // article title is a content choice that search engines truncate, not an error in the markup.
    "long-title": "off",
    // Heading ids follow VitePress's slug rule (common/slug.ts) so deep links into VitePress sites
    // carry over; it keeps punctuation outside its list, such as the en dash in "Weeks 1–4". HTML allows
    // any character but whitespace in an id, which is what the relaxed mode checks.
    "valid-id": ["error", { relaxed: true }],
  },
};
