// Pure rules of the copytrade program (issue 10).
export {};
