// The React app (spec §2) is built here by issue 7; the vault and trade flows by issue 8.
export const WEB_PACKAGE = '@horizon/web';
