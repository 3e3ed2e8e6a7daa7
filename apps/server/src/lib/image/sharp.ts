import { lazyModule } from '../lazy-module';

/** sharp (libvips), loaded with the first image it handles rather than at start-up. */
export const loadSharp = lazyModule(async () => (await import('sharp')).default);
