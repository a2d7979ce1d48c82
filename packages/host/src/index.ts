// What a Node process of ours needs of the machine it runs on, shared by the localnet and the server.
export { type DataDirLock, type LockOwner, DataDirInUseError, acquireDataDirLock } from './data-dir-lock.js';
