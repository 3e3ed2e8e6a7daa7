/** Server import direction (filled in by the server boundaries work). */
export const serverBoundaries = [];
