/** An action that, while `message` is set, first asks (the caller shows ConfirmInline while `asking`). */
import { useState } from 'react';

export interface ConfirmFirst {
  readonly asking: boolean;
  /** The button's click: asks when there is a message, else acts at once. */
  readonly trigger: () => void;
  readonly confirm: () => void;
  readonly cancel: () => void;
}

export function useConfirmFirst(message: string | null | undefined, action: () => void): ConfirmFirst {
  const [asking, setAsking] = useState(false);
  return {
    asking: asking && Boolean(message),
    trigger: () => (message ? setAsking(true) : action()),
    confirm: () => {
      setAsking(false);
      action();
    },
    cancel: () => setAsking(false),
  };
}
