/**
 * The site's public origin, from the one build setting SITE_URL (see .env.example).
 * Canonical URLs, link previews and sitemap.xml are all built from it.
 */
export const siteUrl = (import.meta.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

export const absoluteUrl = (path: string): string => new URL(path, `${siteUrl}/`).toString();
