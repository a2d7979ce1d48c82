/**
 * One read per key shared by every reader that can take it: a reader takes the read in flight or the last
 * answer when that read started no earlier than the reader's `since`, else a new read starts (and replaces it).
 * A failed read is not kept.
 */
export class SharedReads<T> {
  private readonly reads = new Map<string, { readonly at: number; readonly answer: Promise<T> }>();

  constructor(
    private readonly load: (key: string) => Promise<T>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  read(key: string, since: number): Promise<T> {
    const last = this.reads.get(key);
    if (last !== undefined && last.at >= since) return last.answer;
    const read = { at: this.now(), answer: this.load(key) };
    this.reads.set(key, read);
    read.answer.catch(() => {
      if (this.reads.get(key) === read) this.reads.delete(key);
    });
    return read.answer;
  }
}
