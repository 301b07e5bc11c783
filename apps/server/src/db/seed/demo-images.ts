import { fileURLToPath } from 'node:url';

/**
 * The demo menu's pictures. `./images` sits beside this file in src/db/seed and beside the
 * bundle in dist (build.mjs copies it there), so the URL is taken here, not in the seed.
 */
export const demoImagesDir = fileURLToPath(new URL('./images', import.meta.url));
