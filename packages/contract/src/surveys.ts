// Request and response schemas of the surveys module (issue 4).
export {};
