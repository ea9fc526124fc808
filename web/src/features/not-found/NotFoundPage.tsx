import { NotFoundScreen } from '../../shared/ui/NotFoundScreen';

export default function NotFoundPage() {
  return (
    <NotFoundScreen
      title="404 Page Not Found"
      text="The page you are looking for does not exist or has moved."
      titleVariant="h2"
    />
  );
}
