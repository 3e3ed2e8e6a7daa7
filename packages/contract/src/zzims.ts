// Request and response schemas of the zzims module (issue 4).
export {};
