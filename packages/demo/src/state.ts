/**
 * Where the seed stands, in DATA_DIR/demo/state.json, so a second start resumes the same market and a
 * half-finished seed continues. Names and ids only: keys are derived again from the master secret.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LaunchRecord {
  readonly launchId: string;
  readonly tokenId: string;
  readonly completed: boolean;
}

export interface DemoState {
  readonly version: 1;
  /** Wallet names the faucet has funded. */
  readonly funded: string[];
  /** Wallet names registered with the server. */
  readonly registered: string[];
  readonly launches: Record<string, LaunchRecord>;
  /** Tickers whose launch-day trades are done. */
  readonly history: string[];
  /** When the seed began (ms since 1970): later launches are timed from it. */
  startedAt?: number;
}

export const emptyState = (): DemoState => ({
  version: 1,
  funded: [],
  registered: [],
  launches: {},
  history: [],
});

export class StateFile {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    readonly state: DemoState,
  ) {}

  static async open(dataDir: string): Promise<StateFile> {
    const file = path.join(dataDir, 'demo', 'state.json');
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as DemoState;
      if (parsed.version !== 1) throw new Error(`Unknown demo state version in ${file}`);
      return new StateFile(file, { ...emptyState(), ...parsed });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return new StateFile(file, emptyState());
    }
  }

  /** Changes the state and writes it whole (temp file, then rename: a crash leaves the old or the new). */
  update(change: (state: DemoState) => void): Promise<void> {
    change(this.state);
    const text = `${JSON.stringify(this.state, null, 2)}\n`;
    this.writing = this.writing.then(async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      await writeFile(temp, text);
      await rename(temp, this.file);
    });
    return this.writing;
  }
}
