import { useEffect } from 'react';

/**
 * Page title and meta description per page and language (spec §2, Terms). Both are required: a page that left the
 * description alone would keep the previous page's. The server sends the same ones in index.html (src/i18n/page-meta.ts).
 */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
