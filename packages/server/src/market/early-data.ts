/**
 * The answer a page asks for first, put in its HTML by the server (web-app.ts): a token page carries its
 * token's record, so it draws the token's name and price without waiting for the API.
 */
import { tokenIdOfPage, tokenRecordPath } from '@horizon/core';
import type { Database } from '../db/index.js';
import type { EarlyDataSource } from '../http/web-app.js';
import { tokenDetail } from './token-queries.js';

export function tokenPageEarlyData(db: Database): EarlyDataSource {
  return async (pathname) => {
    const tokenId = tokenIdOfPage(pathname);
    if (tokenId === undefined) return undefined;
    const detail = await tokenDetail(db, tokenId);
    return detail ? { url: tokenRecordPath(tokenId), json: JSON.stringify(detail) } : undefined;
  };
}
