export {
  type BotCheckConfig,
  type Config,
  type ConfiguredToken,
  type RateLimitConfig,
  ConfigError,
  DEFAULT_XRPL_URL,
  describeConfig,
  loadConfig,
} from './config.js';
export { redactUrl } from './env-parsers.js';
