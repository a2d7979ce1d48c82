/** A Web Storage stand-in for where the browser's is missing or must not be used (session-only vault). */
import type { KeyValueStore } from '../services/storage-keys.js';

export class MemoryStorage implements KeyValueStore {
  private readonly map = new Map<string, string>();

  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}
