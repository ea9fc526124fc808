import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { embedPath } from '@barbershop/core/seo';
import { isFramed } from '../shared/ui/framing';

// Only a framed page loads the notice: the public pages' first script does not carry it.
const FramedNotice = lazy(() => import('./FramedNotice'));

/**
 * The site, except inside another page's frame: only the booking flow under /embed/ may be
 * framed (embed.js). A navigation inside the frame that reaches any other page (sign-in, the
 * dashboard) shows a way out to a new tab instead, so no site can frame the rest of the app.
 */
export function FrameGuard({ children, framed = isFramed() }: { children: ReactNode; framed?: boolean }) {
  const { pathname, search, hash } = useLocation();
  if (!framed || pathname.startsWith(embedPath(''))) return children;
  return (
    <Suspense fallback={null}>
      <FramedNotice href={`${pathname}${search}${hash}`} />
    </Suspense>
  );
}
