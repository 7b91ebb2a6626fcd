// The sidebar's expanded/collapsed state lives in a cookie named sidebar_state for 7 days.
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604800;

export function readSidebarExpanded(cookie = document.cookie): boolean {
  const match = cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function writeSidebarExpanded(expanded: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the state is meant to live in a plain cookie
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}
