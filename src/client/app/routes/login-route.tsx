import { LoginPage } from '#client/features/auth/components/login-page.tsx';

export default function LoginRoute() {
  return <LoginPage />;
}
