/** The disclaimer (spec §1): not financial advice, a DEX on a public ledger, your own decisions, DYOR. */
import { DISCLAIMER_ACCEPT, DISCLAIMER_BUTTON, DISCLAIMER_POINTS } from '@horizon/core';
import { Modal } from '../../ui/Modal.js';

export function DisclaimerModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={DISCLAIMER_BUTTON}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {DISCLAIMER_ACCEPT}
        </button>
      }
    >
      <ul className="disclaimer-points">
        {DISCLAIMER_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Modal>
  );
}
