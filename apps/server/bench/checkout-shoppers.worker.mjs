// The worker's entry: registers tsx's loader in this thread (workers do not inherit it), then runs the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./checkout-shoppers.worker.ts');
