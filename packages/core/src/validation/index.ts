export { WALLET_ADDRESS_PATTERN, isWalletAddressShape, isValidWalletAddress } from './address.js';
