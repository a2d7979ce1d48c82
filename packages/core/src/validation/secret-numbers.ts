import { VALIDATION_ERRORS } from '../errors/catalogue.js';
import { type Validation, invalid, valid } from './result.js';

/** Secret numbers (XLS-12): 8 blocks of 6 digits, the 6th digit of each a checksum of the first 5. */
export const SECRET_NUMBER_BLOCKS = 8;
const BLOCK = /^\d{6}$/;

/** The checksum digit of a block: (value × (position × 2 + 1)) mod 9, value = the first 5 digits. */
export function secretNumberChecksum(position: number, value: number): number {
  return (value * (position * 2 + 1)) % 9;
}

/** True when a 6-digit block at `position` (0–7) carries the right checksum. */
export function isValidSecretNumberBlock(position: number, block: string): boolean {
  if (!BLOCK.test(block)) return false;
  const value = Number(block.slice(0, 5));
  return Number(block.slice(5)) === secretNumberChecksum(position, value);
}

/** Splits typed secret numbers on anything that is not a digit. */
export function splitSecretNumbers(input: string): string[] {
  return input.split(/\D+/).filter(Boolean);
}

/** 8 blocks of 6 digits, each with a valid checksum; returns the blocks. */
export function validateSecretNumbers(input: string | readonly string[]): Validation<string[]> {
  const blocks = typeof input === 'string' ? splitSecretNumbers(input) : input.map((b) => b.trim());
  const ok =
    blocks.length === SECRET_NUMBER_BLOCKS &&
    blocks.every((block, position) => isValidSecretNumberBlock(position, block));
  return ok ? valid(blocks) : invalid(VALIDATION_ERRORS.invalidSecretNumbers);
}
