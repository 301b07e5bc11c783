// The platform module's public face (modules/README.md).
export { platformRoutes as platformModule } from './platform.routes';
export { isSignupOpen } from './platform-settings.service';
