// Pure rules of the premium program (issue 10).
export {};
