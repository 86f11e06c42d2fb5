// Defines <web-docs-search> (the tiny element; its dialog loads when first wanted). For embedders and
// tests that import one element; the widgets entry imports element.ts itself.
import "./element";
