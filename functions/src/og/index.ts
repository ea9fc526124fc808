import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../app/region';
import { handleOgImage } from './handler';

/**
 * `/og/{slug}.png` through Hosting's rewrite: the shop's link preview image. Rendering with
 * satori and resvg needs more than the default 256 MiB; the region is explicit (this module is
 * evaluated before index.ts calls setGlobalOptions).
 */
export const ogImage = onRequest({ region: FUNCTIONS_REGION, cors: false, memory: '512MiB' }, handleOgImage);
