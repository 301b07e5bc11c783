// The platform module's public face (modules/README.md).
export { platformModule } from './platform.plugin';
export { ifoodAppCredentials, isSignupOpen } from './platform-settings.service';
