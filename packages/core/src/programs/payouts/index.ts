// Pure rules of the payouts program (issue 10).
export {};
