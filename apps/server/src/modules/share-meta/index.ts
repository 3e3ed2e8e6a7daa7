/** Link previews of shareable app pages (title, description, Open Graph tags in the served HTML). */
export { createSharePages, sharePageSources, sharePagesRenderer, type SharePage, type SharePageServices } from './share-pages';
