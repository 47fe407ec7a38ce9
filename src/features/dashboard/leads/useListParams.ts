/**
 * The Leads view's choices kept in the URL, so a link or a reload shows the same list:
 * `layout=cards` (else the compact list), `status`, `from` and `to` (Lagos dates, YYYY-MM-DD)
 * and `course`. A missing or unreadable value means "no filter". `lead=<id>` (the link in an
 * e-mail notice) shows that lead first, opened.
 */
import { useSearchParams } from 'react-router-dom';
import { leadStatusSchema } from '../../../records/lead';
import type { StatusChoice } from './StatusFilter';

/** The compact list (the default) or the cards. */
export const layouts = ['list', 'cards'] as const;
export type Layout = (typeof layouts)[number];

const PARAMS = {
  layout: 'layout',
  status: 'status',
  from: 'from',
  to: 'to',
  course: 'course',
  lead: 'lead',
} as const;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && CALENDAR_DATE.test(value) ? value : '');

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const status = leadStatusSchema.safeParse(params.get(PARAMS.status));
  return {
    layout: (params.get(PARAMS.layout) === 'cards' ? 'cards' : 'list') as Layout,
    setLayout: (layout: Layout) => set(PARAMS.layout, layout === 'cards' ? 'cards' : ''),
    status: (status.success ? status.data : 'all') as StatusChoice,
    setStatus: (choice: StatusChoice) => set(PARAMS.status, choice === 'all' ? '' : choice),
    from: dateParam(params.get(PARAMS.from)),
    setFrom: (date: string) => set(PARAMS.from, dateParam(date)),
    to: dateParam(params.get(PARAMS.to)),
    setTo: (date: string) => set(PARAMS.to, dateParam(date)),
    course: params.get(PARAMS.course) ?? '',
    setCourse: (course: string) => set(PARAMS.course, course),
    lead: params.get(PARAMS.lead) ?? '',
  };
}

export type ListParams = ReturnType<typeof useListParams>;
