// Request and response schemas of the consultation module (issue 4).
export {};
