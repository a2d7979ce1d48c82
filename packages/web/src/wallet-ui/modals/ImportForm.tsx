/**
 * The import tab: a recovery phrase, a family seed or secret numbers, with the live messages of spec §5.
 * The typed secret stays in the uncontrolled field (never React state) and goes straight to the vault.
 */
import {
  DEFAULT_IMPORT_ALGORITHM,
  type KeyAlgorithm,
  WALLET_ERRORS,
  isValidSeed,
  mnemonicInputMessage,
  seedAlgorithms,
  seedInputMessage,
  splitSecretNumbers,
  validateSecretNumbers,
} from '@horizon/core';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/client.js';
import type { ImportInput } from '../../vault/index.js';
import { type WalletService, walletModals } from '../../wallets/index.js';
import { WALLET_MODAL_TEXT as T } from './strings.js';

type Kind = ImportInput['kind'];

const KINDS: readonly { kind: Kind; label: string; placeholder: string }[] = [
  { kind: 'mnemonic', label: T.kindMnemonic, placeholder: T.mnemonicPlaceholder },
  { kind: 'seed', label: T.kindSeed, placeholder: T.seedPlaceholder },
  { kind: 'secretNumbers', label: T.kindSecretNumbers, placeholder: T.secretNumbersPlaceholder },
];

/** The message under the field while typing (spec §5 thresholds). */
export function liveMessage(kind: Kind, text: string): string | undefined {
  if (kind === 'mnemonic') return mnemonicInputMessage(text);
  if (kind === 'seed') return seedInputMessage(text);
  if (splitSecretNumbers(text).length < 8) return undefined;
  const checked = validateSecretNumbers(text);
  return checked.ok ? undefined : checked.error;
}

/** The algorithm a valid seed fixes, if its prefix does. */
function lockedAlgorithm(kind: Kind, text: string): KeyAlgorithm | undefined {
  const seed = text.trim();
  if (kind !== 'seed' || !isValidSeed(seed)) return undefined;
  const algorithms = seedAlgorithms(seed);
  return algorithms.length === 1 ? algorithms[0] : undefined;
}

function input(kind: Kind, text: string, algorithm: KeyAlgorithm): ImportInput {
  if (kind === 'mnemonic') return { kind, phrase: text, algorithm };
  if (kind === 'seed') return { kind, seed: text, algorithm };
  return { kind, numbers: text, algorithm };
}

/** `blocked`: another field of the dialog (the referral code) is invalid, so the import waits. */
export function ImportForm({ service, blocked = false }: { service: WalletService; blocked?: boolean }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [kind, setKind] = useState<Kind>('mnemonic');
  const [algorithm, setAlgorithm] = useState<KeyAlgorithm>(DEFAULT_IMPORT_ALGORITHM);
  const [locked, setLocked] = useState<KeyAlgorithm | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onType = () => {
    const text = field.current?.value ?? '';
    setMessage(liveMessage(kind, text));
    setLocked(lockedAlgorithm(kind, text));
  };

  const choose = (next: Kind) => {
    setKind(next);
    setMessage(undefined);
    setLocked(undefined);
    if (field.current) field.current.value = '';
  };

  const submit = async () => {
    const text = field.current?.value ?? '';
    setBusy(true);
    try {
      const preview = await service.prepareImport(input(kind, text, locked ?? algorithm));
      if (field.current) field.current.value = '';
      walletModals.open({ kind: 'confirm-import', preview });
    } catch (e) {
      setMessage(errorMessage(e, WALLET_ERRORS.importFailed));
    } finally {
      setBusy(false);
    }
  };

  const current = KINDS.find((k) => k.kind === kind) ?? KINDS[0];
  return (
    <form
      className="wallet-modal-section"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="segmented segmented-full" role="radiogroup">
        {KINDS.map((k) => (
          <button
            key={k.kind}
            type="button"
            className={k.kind === kind ? 'active' : ''}
            aria-pressed={k.kind === kind}
            onClick={() => choose(k.kind)}
          >
            {k.label}
          </button>
        ))}
      </div>
      <label className="field">
        {current?.label}
        <textarea
          ref={field}
          className="input secret-input mono"
          rows={3}
          placeholder={current?.placeholder}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          data-testid="import-secret"
          onChange={onType}
        />
      </label>
      {message !== undefined && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <label className="field">
        {T.algorithm}
        <select
          className="input"
          value={locked ?? algorithm}
          disabled={locked !== undefined}
          onChange={(e) => setAlgorithm(e.target.value as KeyAlgorithm)}
        >
          <option value="secp256k1">secp256k1</option>
          <option value="ed25519">ed25519</option>
        </select>
        {locked !== undefined && <span className="muted">{T.algorithmLocked}</span>}
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || blocked}>
        {busy ? T.deriving : T.importButton}
      </button>
    </form>
  );
}
