import { useLocation, useNavigate } from 'react-router';
import { loginDestination } from '#client/features/auth/login-destination.ts';
import { SettingsPage } from '#client/features/settings/components/settings-page.tsx';

export default function SettingsRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  // The route guard brought a temporary password here from another screen (its state.from).
  return (
    <SettingsPage
      onTemporaryPasswordChanged={() => navigate(loginDestination(location.state), { replace: true })}
    />
  );
}
