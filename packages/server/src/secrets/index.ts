export { KeyFileError, loadOrCreateKey, secretsDir } from './key-file.js';
