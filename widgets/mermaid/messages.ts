// The error texts of the spec (§5, §8), word for word: readers see them in the error diagram.

export const SYNTAX_ERROR = "Syntax error in text";
export const MAX_TEXT_SIZE_EXCEEDED = "Maximum text size in diagram exceeded";
export const FRONT_MATTER_ERROR =
  "Diagrams beginning with --- are not valid; if you were trying to use a YAML front-matter, please ensure that you've correctly opened and closed the YAML front-matter with un-indented --- blocks.";
export const diagramNotFound = (type: string): string => `Diagram ${type} not found`;
