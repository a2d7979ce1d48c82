import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureToFeature, roomCycles, roomImports, roomOf, roomReport } from './rooms.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('rooms depend one way (issue 18)', () => {
  it('web has no room-level import cycle', () => {
    expect(roomReport(repoRoot, 'web').cycles).toEqual([]);
  });

  it('no web feature imports another feature', () => {
    expect(roomReport(repoRoot, 'web').featureImports).toEqual([]);
  });

  it('server has no room-level import cycle', () => {
    expect(roomReport(repoRoot, 'server').cycles).toEqual([]);
  });
});

describe('the room tool', () => {
  const graph = (files: Record<string, string[]>, featureRooms = true) =>
    roomImports(new Map(Object.entries(files)), featureRooms);

  it.each([
    ['main.tsx', true, 'main.tsx'],
    ['app/boot.tsx', true, 'app'],
    ['api/client/retry.ts', true, 'api'],
    ['features/token/TokenPage.tsx', true, 'features/token'],
    ['features/token/tabs/SwapTab.tsx', true, 'features/token'],
    ['features/token/TokenPage.tsx', false, 'features'],
  ] as const)('%s (features as rooms: %s) is in room %s', (path, featureRooms, room) => {
    expect(roomOf(path, featureRooms)).toBe(room);
  });

  it('a one-way graph has no cycle', () => {
    const edges = graph({
      'app/boot.ts': ['features/a/Page.tsx', 'services/api.ts'],
      'features/a/Page.tsx': ['services/api.ts', 'ui/Button.tsx', 'features/a/model.ts'],
      'services/api.ts': ['api/client.ts'],
      'api/client.ts': [],
    });
    expect(roomCycles(edges)).toEqual([]);
    expect(featureToFeature(edges)).toEqual([]);
  });

  it('finds a two-room cycle, and imports inside one room are no edge', () => {
    const edges = graph({
      'api/early.ts': ['features/markets/query.ts', 'api/client.ts'],
      'features/markets/query.ts': ['api/client.ts'],
    });
    expect(roomCycles(edges)).toEqual([['api', 'features/markets']]);
  });

  it('reports each cycle as its rooms: two separate cycles, a room outside them left out', () => {
    const edges = graph({
      'a/x.ts': ['b/x.ts'],
      'b/x.ts': ['c/x.ts'],
      'c/x.ts': ['a/x.ts', 'd/x.ts'],
      'd/x.ts': ['e/x.ts'],
      'e/x.ts': ['d/x.ts'],
      'f/x.ts': ['a/x.ts'],
    });
    expect(roomCycles(edges)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('lists every import from one feature into another, and none into shared rooms', () => {
    const edges = graph({
      'features/token/LimitTab.tsx': ['features/trade/FormParts.tsx', 'trade-ui/FormParts.tsx'],
      'features/trade/FormParts.tsx': [],
      'trade-ui/FormParts.tsx': [],
    });
    expect(featureToFeature(edges)).toEqual([
      {
        from: 'features/token',
        to: 'features/trade',
        file: 'features/token/LimitTab.tsx',
        imported: 'features/trade/FormParts.tsx',
      },
    ]);
  });
});
