/**
 * Search history (spec §3 "Search history item": the query plus token or wallet; §9: at most 10).
 * Newest first, one entry per target; a corrupt stored list reads as empty.
 */
import { SEARCH_HISTORY_MAX } from '@horizon/core';
import {
  type KeyValueStore,
  STORAGE_KEYS,
  safeGet,
  safeRemove,
  safeSet,
} from '../../services/storage-keys.js';

export interface SearchHistoryItem {
  /** What the user typed (trimmed), shown in the Recent list. */
  readonly query: string;
  readonly type: 'token' | 'wallet';
  /** The token id or address it opened. */
  readonly target: string;
}

function isItem(value: unknown): value is SearchHistoryItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item['query'] === 'string' &&
    item['query'].length > 0 &&
    item['query'].length <= 100 &&
    (item['type'] === 'token' || item['type'] === 'wallet') &&
    typeof item['target'] === 'string' &&
    item['target'].length <= 200
  );
}

export function parseHistory(text: string | null): SearchHistoryItem[] {
  if (text === null) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/** Adds an item at the top; the same target appears once; the list keeps the 10 newest. */
export function addToHistory(
  history: readonly SearchHistoryItem[],
  item: SearchHistoryItem,
): SearchHistoryItem[] {
  const rest = history.filter((h) => !(h.type === item.type && h.target === item.target));
  return [item, ...rest].slice(0, SEARCH_HISTORY_MAX);
}

export function loadHistory(store: KeyValueStore | undefined): SearchHistoryItem[] {
  return parseHistory(safeGet(store, STORAGE_KEYS.searchHistory));
}

export function saveHistory(store: KeyValueStore | undefined, history: readonly SearchHistoryItem[]): void {
  if (history.length === 0) safeRemove(store, STORAGE_KEYS.searchHistory);
  else safeSet(store, STORAGE_KEYS.searchHistory, JSON.stringify(history));
}
