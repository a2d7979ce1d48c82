import { describe, expect, it } from 'vitest';
import {
  type TradeFlow,
  engineResultMessage,
  engineResultTable,
  isSuccessResult,
} from '../../src/errors/engine-results.js';

const INSUFFICIENT_XRP_TX = 'Insufficient XRP balance for this transaction';
const SLIPPAGE = 'Transaction would exceed slippage tolerance';
const SUBMISSION_FAILED = 'Transaction submission failed';

describe('engine results → catalogue messages', () => {
  it('has no message for tesSUCCESS in any flow', () => {
    const flows: TradeFlow[] = ['buy', 'sell', 'swap', 'sendXrp', 'sendToken', 'trustlineSet', 'ammVote'];
    for (const flow of flows) expect(engineResultMessage(flow, 'tesSUCCESS')).toBeUndefined();
    expect(isSuccessResult('tesSUCCESS')).toBe(true);
    expect(isSuccessResult('terQUEUED')).toBe(false);
  });

  it('buy: short XRP, slippage, trustline trouble, else the buy default', () => {
    expect(engineResultMessage('buy', 'tecUNFUNDED_PAYMENT')).toBe(INSUFFICIENT_XRP_TX);
    expect(engineResultMessage('buy', 'tecUNFUNDED_OFFER')).toBe(INSUFFICIENT_XRP_TX);
    expect(engineResultMessage('buy', 'tecINSUFF_FEE')).toBe(INSUFFICIENT_XRP_TX);
    expect(engineResultMessage('buy', 'tecPATH_PARTIAL')).toBe(SLIPPAGE);
    expect(engineResultMessage('buy', 'tecKILLED')).toBe(SLIPPAGE);
    expect(engineResultMessage('buy', 'tecNO_LINE')).toBe('Failed to establish trustline. Please try again.');
    expect(engineResultMessage('buy', 'tecNO_LINE_INSUF_RESERVE')).toBe(
      'Insufficient XRP for trustline reserve',
    );
    expect(engineResultMessage('buy', 'tecPATH_DRY')).toBe(
      'Failed to submit buy transaction. Please check your balance and try again.',
    );
  });

  it('sell: short tokens, no trustline, slippage, else the sell default', () => {
    expect(engineResultMessage('sell', 'tecUNFUNDED_PAYMENT')).toBe(
      'Insufficient token balance for this transaction',
    );
    expect(engineResultMessage('sell', 'tecNO_LINE')).toBe('No trustline exists for this token');
    expect(engineResultMessage('sell', 'terNO_LINE')).toBe('No trustline exists for this token');
    expect(engineResultMessage('sell', 'tecPATH_PARTIAL')).toBe(SLIPPAGE);
    expect(engineResultMessage('sell', 'terINSUF_FEE_B')).toBe(INSUFFICIENT_XRP_TX);
    expect(engineResultMessage('sell', 'tecFROZEN')).toBe(
      'Failed to submit sell transaction. Please check your token balance and try again.',
    );
  });

  it('send XRP: balance, missing destination, destination tag', () => {
    expect(engineResultMessage('sendXrp', 'tecUNFUNDED_PAYMENT')).toBe('Insufficient XRP balance');
    expect(engineResultMessage('sendXrp', 'tecNO_DST')).toBe('Destination account not found');
    // Below the reserve to a new address: the rule, not "not found" (issue 17).
    expect(engineResultMessage('sendXrp', 'tecNO_DST_INSUF_XRP')).toBe(
      'This address is not activated yet: the first payment to it must be at least the ledger’s account reserve',
    );
    expect(engineResultMessage('sendXrp', 'tecDST_TAG_NEEDED')).toBe(
      'This destination requires a destination tag',
    );
    expect(engineResultMessage('sendXrp', 'tecNO_PERMISSION')).toBe(SUBMISSION_FAILED);
  });

  it('send token: balance, missing destination, destination without trustline', () => {
    expect(engineResultMessage('sendToken', 'tecPATH_PARTIAL')).toBe('Insufficient token balance');
    expect(engineResultMessage('sendToken', 'tecUNFUNDED_PAYMENT')).toBe('Insufficient token balance');
    expect(engineResultMessage('sendToken', 'tecNO_DST')).toBe('Destination account not found');
    expect(engineResultMessage('sendToken', 'tecPATH_DRY')).toBe('Destination needs a trustline');
    expect(engineResultMessage('sendToken', 'tecNO_LINE')).toBe('Destination needs a trustline');
    expect(engineResultMessage('sendToken', 'terINSUF_FEE_B')).toBe('Insufficient XRP balance');
  });

  it('trustline set and clear', () => {
    const reserve = 'Insufficient XRP for trustline reserve (2 XRP required)';
    expect(engineResultMessage('trustlineSet', 'tecNO_LINE_INSUF_RESERVE')).toBe(reserve);
    expect(engineResultMessage('trustlineSet', 'tecINSUF_RESERVE_LINE')).toBe(reserve);
    expect(engineResultMessage('trustlineSet', 'tecINSUFFICIENT_RESERVE')).toBe(reserve);
    expect(engineResultMessage('trustlineSet', 'tecNO_DST')).toBe(
      'Failed to establish trustline. Please try again.',
    );
    expect(engineResultMessage('trustlineClear', 'tecNO_LINE_REDUNDANT')).toBe('Trustline not found');
    expect(engineResultMessage('trustlineClear', 'tecNO_LINE')).toBe('Trustline not found');
    expect(engineResultMessage('trustlineClear', 'tecNO_PERMISSION')).toBe(SUBMISSION_FAILED);
  });

  it('AMM deposit', () => {
    expect(engineResultMessage('ammDeposit', 'tecUNFUNDED_AMM')).toBe('Insufficient balance for deposit');
    expect(engineResultMessage('ammDeposit', 'tecNO_LINE')).toBe('Trustline not established for this token');
    expect(engineResultMessage('ammDeposit', 'tecNO_AUTH')).toBe('Trustline not established for this token');
    expect(engineResultMessage('ammDeposit', 'tecAMM_FAILED')).toBe(SLIPPAGE);
    expect(engineResultMessage('ammDeposit', 'tecAMM_INVALID_TOKENS')).toBe(
      'Price has moved too much. Please try again with updated amounts.',
    );
    expect(engineResultMessage('ammDeposit', 'terNO_AMM')).toBe('No AMM pool exists for this token');
    expect(engineResultMessage('ammDeposit', 'tecINSUF_RESERVE_LINE')).toBe(
      'Insufficient XRP for trustline reserve',
    );
  });

  it('AMM withdraw and vote', () => {
    expect(engineResultMessage('ammWithdraw', 'tecAMM_BALANCE')).toBe('Insufficient LP token balance');
    expect(engineResultMessage('ammWithdraw', 'tecAMM_INVALID_TOKENS')).toBe('Insufficient LP token balance');
    expect(engineResultMessage('ammWithdraw', 'tecAMM_FAILED')).toBe(SLIPPAGE);
    expect(engineResultMessage('ammWithdraw', 'tecAMM_EMPTY')).toBe('No AMM pool exists for this token');
    expect(engineResultMessage('ammVote', 'tecAMM_INVALID_TOKENS')).toBe('Insufficient LP tokens to vote');
    expect(engineResultMessage('ammVote', 'tecAMM_ACCOUNT')).toBe(SUBMISSION_FAILED);
  });

  it('swap, limit orders and cancels', () => {
    expect(engineResultMessage('swap', 'tecPATH_PARTIAL')).toBe(SLIPPAGE);
    expect(engineResultMessage('swap', 'tecUNFUNDED_PAYMENT')).toBe(
      'Insufficient token balance for this transaction',
    );
    expect(engineResultMessage('limitOrder', 'tecINSUF_RESERVE_OFFER')).toBe(INSUFFICIENT_XRP_TX);
    expect(engineResultMessage('limitOrder', 'tecKILLED')).toBe(SLIPPAGE);
    expect(engineResultMessage('cancelOrder', 'temBAD_SEQUENCE')).toBe(SUBMISSION_FAILED);
  });

  it('falls back for unknown codes, including inherited property names', () => {
    expect(engineResultMessage('sendXrp', 'toString')).toBe(SUBMISSION_FAILED);
    expect(engineResultMessage('ammVote', 'tefPAST_SEQ')).toBe(SUBMISSION_FAILED);
  });

  it('maps only real engine result codes', () => {
    const code = /^(tec|ter|tef|tel|tem)[A-Z0-9_]+$/;
    const flows: TradeFlow[] = [
      'buy',
      'sell',
      'swap',
      'sendXrp',
      'sendToken',
      'trustlineSet',
      'trustlineClear',
      'limitOrder',
      'cancelOrder',
      'ammDeposit',
      'ammWithdraw',
      'ammVote',
    ];
    for (const flow of flows) {
      for (const key of Object.keys(engineResultTable(flow))) expect(key).toMatch(code);
    }
  });
});
