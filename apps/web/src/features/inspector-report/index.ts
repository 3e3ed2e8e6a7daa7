/** Public surface of inspector-report (총평, 보고서 만들기·미리보기·보내기 in the inspector console): its route. */
export { inspectorRoutes } from './routes';
