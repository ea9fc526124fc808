import { useState, type ImgHTMLAttributes } from 'react';

/** Images that fail to load are hidden. */
export function HideOnError(props: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  if (failed || !props.src) return null;
  return <img {...props} onError={() => setFailed(true)} />;
}
