/**
 * Sent on window once a server-rendered page has hydrated (its first commit in the browser): boot.ts then
 * replays the taps it held, and browser tests know the page answers taps. Its own module: boot.ts imports
 * nothing else.
 */
export const HYDRATED_EVENT = 'ipju:hydrated';
