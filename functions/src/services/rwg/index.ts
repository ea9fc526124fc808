export { reportRwgConversion } from './reportConversion';
