// Pure rules of the premium program (issue 10): the page's words from the stated constants.
export * from './strings.js';
