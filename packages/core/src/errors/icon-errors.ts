/** Token icons (Horizon): what a launch's icon upload or link is refused with, in the form and from the API. */
export const ICON_ERRORS = {
  wrongType: 'The icon must be a PNG, JPEG or WebP image',
  tooLarge: 'The icon must be 256 KB or smaller',
  tooManyPixels: 'The icon must be at most 1024 × 1024 pixels',
  unreadable: 'The icon image could not be read',
  badLink: 'The icon link must be an https URL',
  badPath: 'The icon must be uploaded or given as an https link',
  fetchFailed: 'The icon could not be fetched from that link',
  privateHost: 'The icon link must point to a public address',
  notFound: 'Icon not found',
} as const;
