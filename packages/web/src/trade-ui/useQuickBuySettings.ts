/** The quick-buy settings of this browser, the same in every component and tab that shows them. */
import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, browserStore } from '../services/storage-keys.js';
import { type QuickBuySettings, readQuickBuySettings, writeQuickBuySettings } from './quick-buy-settings.js';

const CHANGED = 'horizon:quick-buy-settings';

export function useQuickBuySettings() {
  const [settings, setSettings] = useState(() => readQuickBuySettings(browserStore('local')));
  useEffect(() => {
    const reload = () => setSettings(readQuickBuySettings(browserStore('local')));
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.quickBuy && reload();
    window.addEventListener(CHANGED, reload);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGED, reload);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  const save = useCallback((next: QuickBuySettings) => {
    writeQuickBuySettings(browserStore('local'), next);
    setSettings(next);
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return { settings, save };
}
