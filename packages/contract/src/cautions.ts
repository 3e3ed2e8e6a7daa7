// Request and response schemas of the cautions module (issue 4).
export {};
