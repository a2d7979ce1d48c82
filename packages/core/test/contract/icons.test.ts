/** Icons are ours: what a launch may give as its icon, and what a reader shows of an icon stored before. */
import { describe, expect, it } from 'vitest';
import { ICON_ERRORS, hostedIconOf, launchIconProblem } from '../../src/index.js';

const HASHED = `/api/icons/${'0f'.repeat(32)}.webp`;

describe('a stored icon as readers show it', () => {
  it('keeps our own paths, turns a link to one of ours into the path, and drops everything else', () => {
    expect(hostedIconOf(HASHED)).toBe(HASHED);
    expect(hostedIconOf('/demo-icons/army.svg')).toBe('/demo-icons/army.svg');
    expect(hostedIconOf('http://localhost:8080/demo-icons/koi.svg')).toBe('/demo-icons/koi.svg');
    expect(hostedIconOf(`https://horizon.example${HASHED}`)).toBe(HASHED);
    for (const other of [
      'https://tracker.example/pixel.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '/api/icons/1.png',
      '/demo-icons/../../api/x.svg',
      '//evil.example/demo-icons/a.svg',
      `${HASHED}?x=1`,
      '',
      null,
      42,
    ])
      expect(hostedIconOf(other)).toBeNull();
  });
});

describe("a launch's icon", () => {
  it('is an upload of PNG, JPEG or WebP, an https link, or a path we host', () => {
    for (const fine of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/jpeg;base64,/9j/4AAQ',
      'data:image/webp;base64,UklGRg==',
      'https://cdn.example/icon.png',
      HASHED,
      '/demo-icons/army.svg',
    ])
      expect(launchIconProblem(fine)).toBeUndefined();
  });

  it('is refused with the reason otherwise', () => {
    expect(launchIconProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe(ICON_ERRORS.wrongType);
    expect(launchIconProblem('data:image/gif;base64,R0lGODlh')).toBe(ICON_ERRORS.wrongType);
    expect(launchIconProblem('data:text/html,<h1>')).toBe(ICON_ERRORS.wrongType);
    expect(launchIconProblem(`data:image/png;base64,${'A'.repeat(350_000)}`)).toBe(ICON_ERRORS.tooLarge);
    expect(launchIconProblem('data:image/png;base64,not base64!')).toBe(ICON_ERRORS.unreadable);
    expect(launchIconProblem('http://cdn.example/icon.png')).toBe(ICON_ERRORS.badLink);
    expect(launchIconProblem('https://user:pw@cdn.example/icon.png')).toBe(ICON_ERRORS.badLink);
    expect(launchIconProblem('icon.png')).toBe(ICON_ERRORS.badLink);
    expect(launchIconProblem('/etc/passwd')).toBe(ICON_ERRORS.badPath);
  });
});
