import { useEffect } from 'react';

/**
 * This page's title and meta description while it shows (null: keep the prerendered HTML's).
 * The previous ones come back when it goes.
 */
export function usePageMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (title === null) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = title;
    if (meta && description !== null) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
}
