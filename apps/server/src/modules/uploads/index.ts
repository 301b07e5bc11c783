// The uploads module's public face (modules/README.md).
export { uploadsRoutes as uploadsModule } from './uploads.routes';
export { deleteStoredImage, largeImageName, storeImage } from './uploads.service';
export { sniffImageFormat } from './images';
