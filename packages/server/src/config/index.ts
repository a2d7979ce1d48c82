export {
  type BotCheckConfig,
  type Config,
  type ConfiguredToken,
  type RateLimitConfig,
  ConfigError,
  describeConfig,
  loadConfig,
} from './config.js';
export { redactUrl } from './env-parsers.js';
