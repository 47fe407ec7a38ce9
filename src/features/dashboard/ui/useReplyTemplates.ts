/**
 * Each type's reply template: an admin's own words (`replyTemplates/`), else the standard ones
 * (src/content/replyTemplates.ts). Read once when first needed; `reload` after an admin saves.
 */
import { useCallback, useEffect, useState } from 'react';
import { collections, type Collection } from '../../../records/collections';
import {
  REPLY_TEMPLATES_ROOT,
  replyTemplateSchema,
  type ReplyTemplate,
} from '../../../records/replyTemplates';
import { defaultReplyTemplates } from '../../../content/replyTemplates';
import { isObject } from '../../../lib/tree';
import { readAt } from '../api/readRecords';

export type ReplyTemplates = Record<Collection, ReplyTemplate & { custom: boolean }>;

export function templatesOf(stored: unknown): ReplyTemplates {
  const own = isObject(stored) ? stored : {};
  return Object.fromEntries(
    collections.map((collection) => {
      const parsed = replyTemplateSchema.safeParse(own[collection]);
      return [
        collection,
        parsed.success
          ? { ...parsed.data, custom: true }
          : { ...defaultReplyTemplates[collection], custom: false },
      ];
    }),
  ) as ReplyTemplates;
}

export function useReplyTemplates() {
  const [templates, setTemplates] = useState<ReplyTemplates>(() => templatesOf(null));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    readAt([REPLY_TEMPLATES_ROOT]).then(
      (stored) => active && setTemplates(templatesOf(stored)),
      // Unreadable: the standard words still let staff reply.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { templates, reload };
}
