// Request and response schemas of the questions module (issue 4).
export {};
