// Defines <web-docs-navigator> (the tiny element; its panel loads when first wanted). For embedders and
// tests that import one element; the widgets entry imports element.ts itself.
import "./element";
