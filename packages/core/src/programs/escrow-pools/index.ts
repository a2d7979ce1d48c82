// Pure rules of the escrow-pools program (issue 10).
export {};
