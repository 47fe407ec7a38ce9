import type { ComponentType } from 'react';
import type * as Forms from '../features/forms';
import { deferUntilVisible } from '../lib/deferUntilVisible';

type FormName =
  'BookSessionForm' | 'ContactForm' | 'HiringForm' | 'QuoteForm' | 'TalentForm' | 'TrainingForm';

/**
 * A form from features/forms whose code (react-hook-form, zod, the HTTP client) loads when the visitor
 * reaches for it (a tap, a key or a focus inside it, which also starts the app: decision 0042); the
 * prerendered HTML in the element `anchorId` shows the form meanwhile, and what is typed before
 * the code arrives is kept.
 */
export const deferredForm = <N extends FormName>(anchorId: string, name: N) =>
  deferUntilVisible(
    anchorId,
    () => import('../features/forms').then((forms) => forms[name] as ComponentType<object>),
    { trigger: 'engaged' },
  ) as (typeof Forms)[N];
