import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { createNode } from '../src/node/node.js';
import { generateSeed } from 'ripple-keypairs';
import { signedPayment, signerFromSeed } from './native-signer.js';

// CPU profile of the node alone while it takes 2,000 signed payments and closes them (signing excluded):
//   node --import tsx --conditions=@horizon/source bench/profile-node.ts [ed25519|ecdsa-secp256k1]
// writes $TMPDIR/node.cpuprofile (open in Chrome DevTools) and prints the functions with the most self time.

type Algorithm = 'ed25519' | 'ecdsa-secp256k1';

const algorithm = (process.argv[2] ?? 'ed25519') as Algorithm;
const genesis = signerFromSeed('snoPBrXtMeMyMHUVTgbuqAfg1SUTb');
const senders = Array.from({ length: 100 }, (_, i) =>
  signerFromSeed(
    generateSeed({ entropy: Uint8Array.from({ length: 16 }, (_, j) => (j ? j : i + 1)), algorithm }),
  ),
);

const node = await createNode();
let seq = node.getLedger('current')?.accountRoot(genesis.address)?.Sequence as number;
for (const s of senders) node.submit(signedPayment(genesis, seq++, s.address, '1000000000'));
await node.acceptLedger();
const blobs = senders.flatMap((s) =>
  Array.from({ length: 20 }, (_, k) => signedPayment(s, 3 + k, genesis.address, '1000')),
);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
for (const b of blobs) node.submit(b);
await node.acceptLedger();
const { profile } = await session.post('Profiler.stop');
session.disconnect();
writeFileSync(join(tmpdir(), 'node.cpuprofile'), JSON.stringify(profile));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const byId = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n as ProfileNode]));
const self = new Map<string, number>();
let total = 0;
profile.samples?.forEach((id, i) => {
  const { functionName, url, lineNumber } = (byId.get(id) as ProfileNode).callFrame;
  const where = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}`;
  const us = profile.timeDeltas?.[i] ?? 0;
  total += us;
  self.set(where, (self.get(where) ?? 0) + us);
});
console.log(`${algorithm}: ${(total / 1000).toFixed(0)} ms profiled; self time by function:`);
for (const [where, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(
    `${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${where}`,
  );
