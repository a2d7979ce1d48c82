/** A Web Storage stand-in backed by a Map (the browser's own Storage is the real thing in e2e). */
import type { KeyValueStore } from '../src/services/storage-keys.js';

export class MemoryStore implements KeyValueStore {
  private readonly map = new Map<string, string>();

  constructor(entries: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(entries)) this.map.set(k, v);
  }

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
    this.map.set(key, value);
  }

  removeItem(key: string): void {
    this.map.delete(key);
  }

  keys(): string[] {
    return [...this.map.keys()].sort();
  }
}
