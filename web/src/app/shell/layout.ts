// The header's height in px.
export const HEADER_HEIGHT = 60;
// The sidebar: 16rem wide, 18rem as the mobile sheet, 3rem collapsed; a sheet below 768px.
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_QUERY = '(max-width: 767.98px)';
