export { isSameOriginRequest } from './csrf.js';
export { errorHandler } from './error-handler.js';
export { clientErrorHandler, frameworkErrors } from './framework-errors.js';
export { HttpError, isHttpError } from './http-error.js';
export { type LoggerSettings, REDACT_PATHS, loggerOptions } from './logger.js';
export { SERVER_MESSAGES, keyNotAuthorizedMessage, notFoundMessage } from './messages.js';
export { type CspSources, apiSecurityHeaders, appCsp, securityHeaders } from './security-headers.js';
export { registerWebApp } from './web-app.js';
