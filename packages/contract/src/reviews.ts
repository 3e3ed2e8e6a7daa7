// Request and response schemas of the reviews module (issue 4).
export {};
