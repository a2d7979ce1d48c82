export { demoEnabled } from './enabled.js';
