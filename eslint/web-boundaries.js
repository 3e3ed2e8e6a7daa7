/** Web import direction (filled in by the web boundaries work). */
export const webBoundaries = [];
