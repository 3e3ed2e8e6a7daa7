// Request and response schemas of the events module (issue 4).
export {};
