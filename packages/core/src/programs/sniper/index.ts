// Pure rules of the sniper program (issue 10).
export {};
