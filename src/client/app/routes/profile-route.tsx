import { ProfilePage } from '#client/features/profile/components/profile-page.tsx';

export default function ProfileRoute() {
  return <ProfilePage />;
}
