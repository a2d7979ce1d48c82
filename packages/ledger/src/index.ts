// Filled in by its own issue (see README's package map).
export {};
