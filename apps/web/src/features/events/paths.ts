export const EVENTS_PATH = '/events';
export const eventPath = (eventIdx: number) => `/events/${eventIdx}`;
