// Pure rules of the voting program (issue 10).
export {};
