/** Where this server serves the PortOne-compatible sandbox (demo mode and tests). */
export const SANDBOX_PATH = '/sandbox/portone';
