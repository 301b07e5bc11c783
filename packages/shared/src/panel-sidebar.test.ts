import { describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  mobileMediaQuery,
  readSidebarCookie,
  sidebarCookie,
  sidebarWidth,
  sidebarWidthIcon,
  sidebarWidthMobile,
} from './panel-sidebar';

describe('readSidebarCookie', () => {
  it.each([
    ['', undefined],
    ['sidebar_state=true', true],
    ['sidebar_state=false', false],
    ['theme=dark; sidebar_state=false; x=1', false],
    [' sidebar_state = true ', true],
    ['sidebar_state=maybe', undefined],
    ['my_sidebar_state=false', undefined],
    ['sidebar_state', undefined],
  ])('%j → %s', (header, expected) => {
    expect(readSidebarCookie(header)).toBe(expected);
  });

  it('reads back what sidebarCookie writes', () => {
    const [pair] = sidebarCookie(false).split(';');
    expect(readSidebarCookie(pair!)).toBe(false);
  });
});

describe('sidebarCookie (SPEC §9)', () => {
  it('keeps the state for 7 days on every path', () => {
    expect(sidebarCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });
});

describe('sidebar constants (SPEC §9)', () => {
  it('has the spec widths and breakpoint', () => {
    expect([sidebarWidth, sidebarWidthMobile, sidebarWidthIcon]).toEqual([
      '16rem',
      '18rem',
      '3rem',
    ]);
    expect(mobileMediaQuery).toBe('(max-width: 767px)');
  });
});

describe('isSidebarShortcut', () => {
  const key = (
    key: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

  it.each([
    [key('b', { ctrlKey: true }), true],
    [key('b', { metaKey: true }), true],
    [key('B', { ctrlKey: true }), true],
    [key('b'), false],
    [key('c', { ctrlKey: true }), false],
    [key('b', { ctrlKey: true, shiftKey: true }), false],
    [key('b', { ctrlKey: true, altKey: true }), false],
  ])('%j → %s', (event, expected) => {
    expect(isSidebarShortcut(event)).toBe(expected);
  });
});
