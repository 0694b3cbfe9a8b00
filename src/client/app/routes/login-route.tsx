import { LoginPage } from '../../features/auth/components/login-page.tsx';

export default function LoginRoute() {
  return <LoginPage />;
}
