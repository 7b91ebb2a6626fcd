/**
 * The Home screen's latest announcements (SPEC 2): up to 2 active, published bulletins.
 * Built with the bulletins work; until then it shows nothing, as the spec does on empty data.
 */
export function LatestAnnouncements() {
  return null;
}
