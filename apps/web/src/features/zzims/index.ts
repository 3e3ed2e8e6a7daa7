/** Public surface of the zzims feature (hearts): the heart every item card and the item page show. */
export { ZzimButton } from './components/ZzimButton';
export type { ZzimButtonProps } from './components/ZzimButton';
export { ZZIMS_PATH } from './paths';
