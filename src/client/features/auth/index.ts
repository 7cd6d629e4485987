export { useAuth } from './auth-context';
export { AuthForm } from './auth-form';
export { AuthProvider } from './auth-provider';
export { authErrorMessage } from './error-message';
export { useLogout } from './use-logout';
export { WeakPasswordReasons } from './weak-password-reasons';
