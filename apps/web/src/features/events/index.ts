/** Public surface of the events feature: the home page's strip of running events, and the paths. */
export { EventBannerStrip } from './components/EventBannerStrip';
export { EVENTS_PATH, eventPath } from './paths';
