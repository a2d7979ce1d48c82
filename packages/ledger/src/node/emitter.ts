// A tiny typed event emitter; a listener that throws does not stop the others.
export class Emitter<Events extends { [K in keyof Events]: (...args: never[]) => void }> {
  private listeners = new Map<keyof Events, Set<Events[keyof Events]>>();

  on<E extends keyof Events>(event: E, fn: Events[E]): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(fn);
  }

  off<E extends keyof Events>(event: E, fn: Events[E]): void {
    this.listeners.get(event)?.delete(fn);
  }

  has(event: keyof Events): boolean {
    return (this.listeners.get(event)?.size ?? 0) > 0;
  }

  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    for (const fn of this.listeners.get(event) ?? []) {
      try {
        (fn as (...a: Parameters<Events[E]>) => void)(...args);
      } catch (e) {
        console.error(`listener for ${String(event)} failed`, e);
      }
    }
  }
}
