/**
 * What other parts of the server learn from a launch: that it was created (before its pool can exist: the
 * sniper commits its seed then) and that its pool opened (the sniper round starts). Created hooks are awaited,
 * so a launch exists only once they ran; pool hooks must return quickly and do their work in the background.
 */
import type { LaunchRow } from './launch-store.js';

export interface LaunchHook {
  onCreated?(launch: LaunchRow): Promise<void>;
  onPoolCreated?(launch: LaunchRow): Promise<void>;
}

export class LaunchHooks {
  private readonly hooks: LaunchHook[] = [];

  add(hook: LaunchHook): void {
    this.hooks.push(hook);
  }

  async created(launch: LaunchRow): Promise<void> {
    for (const hook of this.hooks) await hook.onCreated?.(launch);
  }

  async poolCreated(launch: LaunchRow): Promise<void> {
    for (const hook of this.hooks) await hook.onPoolCreated?.(launch);
  }
}
