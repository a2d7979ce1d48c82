import { cloneFields, type EntryFields } from '../../state/entry.js';
import { ApplyView, type ViewItem } from '../../state/view.js';
import { DeferredCredits } from './deferred-credits.js';

// rippled's PaymentSandbox, a layer over another view: a strand or a pass of the payment engine writes here,
// and only the chosen liquidity is applied to the view below; a discarded layer leaves no trace.

export class PaymentSandbox extends ApplyView {
  private layer = new Map<string, ViewItem>();
  readonly credits = new DeferredCredits();

  constructor(readonly parent: ApplyView) {
    super(parent.base);
  }

  override read(key: string): Readonly<EntryFields> | undefined {
    const item = this.layer.get(key);
    if (item) return item.action === 'erase' ? undefined : item.fields;
    return this.parent.read(key);
  }

  override exists(key: string): boolean {
    return this.read(key) !== undefined;
  }

  override peek(key: string): EntryFields | undefined {
    const item = this.layer.get(key);
    if (item) return item.action === 'erase' ? undefined : item.fields;
    const below = this.parent.read(key);
    if (!below) return undefined;
    const fields = cloneFields(below);
    this.layer.set(key, { action: 'cache', fields });
    return fields;
  }

  override update(key: string, fields: EntryFields): void {
    const item = this.layer.get(key);
    if (!item || item.action === 'erase') throw new Error(`update of an entry not peeked: ${key}`);
    item.fields = fields;
    if (item.action === 'cache') item.action = 'modify';
  }

  override insert(key: string, fields: EntryFields): void {
    const item = this.layer.get(key);
    if (item && item.action !== 'erase') throw new Error(`insert of an existing entry: ${key}`);
    this.layer.set(key, { action: item ? 'modify' : 'insert', fields });
  }

  override erase(key: string): void {
    const item = this.layer.get(key);
    if (!item) throw new Error(`erase of an entry not peeked: ${key}`);
    if (item.action === 'insert') this.layer.delete(key);
    else item.action = 'erase';
  }

  override changes(): [string, ViewItem][] {
    return [...this.layer.entries()].filter(([, i]) => i.action !== 'cache');
  }

  override discard(): void {
    this.layer.clear();
  }

  /** Writes this layer's changes into the view below (rippled's PaymentSandbox::apply). */
  applyTo(view: ApplyView = this.parent): void {
    for (const [key, item] of this.layer) {
      if (item.action === 'cache') continue;
      if (item.action === 'insert') {
        view.insert(key, item.fields);
      } else if (item.action === 'modify') {
        if (view.peek(key)) view.update(key, item.fields);
        else view.insert(key, item.fields);
      } else if (view.peek(key)) {
        view.erase(key);
      }
    }
    this.layer.clear();
    if (view instanceof PaymentSandbox) this.credits.applyTo(view.credits);
  }
}
