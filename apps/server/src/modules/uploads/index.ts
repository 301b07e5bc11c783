// The uploads module's public face (modules/README.md).
export { uploadsRoutes as uploadsModule } from './uploads.routes';
export { largeImageName, storeImage } from './uploads.service';
export {
  assertOwnImages,
  notOwnImageMessage,
  recordUploads,
  releaseImage,
  type ImageField,
  type ImageUsagePort,
} from './ownership';
