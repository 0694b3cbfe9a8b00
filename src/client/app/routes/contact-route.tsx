import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function ContactRoute() {
  return (
    <ScreenPlaceholder
      title="Contact Support"
      note="A message form and the support phone and email arrive here in a later release."
    />
  );
}
