import { describe, expect, it } from 'vitest';
import { readSidebarExpanded, SIDEBAR_COOKIE_MAX_AGE, writeSidebarExpanded } from './sidebarState';

describe('sidebar_state cookie', () => {
  it('is expanded when there is no cookie, and follows the cookie otherwise', () => {
    expect(readSidebarExpanded('')).toBe(true);
    expect(readSidebarExpanded('theme=dark; sidebar_state=false')).toBe(false);
    expect(readSidebarExpanded('sidebar_state=true')).toBe(true);
  });

  it('is written for 7 days', () => {
    writeSidebarExpanded(false);
    expect(document.cookie).toContain('sidebar_state=false');
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 3600);
    writeSidebarExpanded(true);
    expect(readSidebarExpanded()).toBe(true);
  });
});
