/**
 * Where /DC is (all in its address, so a link or a reload opens the same place): the type
 * (`?type=`), a quick view across every type (`?queue=`, which takes the type's place), the view
 * (`?view=`) and a linked lead (`?lead=`). With none of them, the member's own first view.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardTypes, type DashboardTypeKey } from '../../records/collections';
import { isQuickView, type QuickView } from './queue/quickViews';
import { isDashboardView, type DashboardViewKey } from './ViewSwitch';
import { readFirstView } from './ui/firstView';

const TYPE_PARAM = 'type';
const QUEUE_PARAM = 'queue';
const VIEW_PARAM = 'view';
const LEAD_PARAM = 'lead';
const DEFAULT_VIEW: DashboardViewKey = 'leads';

export function useDashboardParams(views: readonly DashboardViewKey[], email: string | undefined) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TYPE_PARAM);
  const type = dashboardTypes.find((item) => item.key === requested) ?? dashboardTypes[0];
  const queueParam = params.get(QUEUE_PARAM);
  const queue: QuickView | null = isQuickView(queueParam) ? queueParam : null;
  const requestedView = params.get(VIEW_PARAM);
  const view =
    isDashboardView(requestedView) && views.includes(requestedView) ? requestedView : DEFAULT_VIEW;
  const bare = [...params.keys()].length === 0;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // Opened plainly: the member's own first view, once their e-mail is known.
  useEffect(() => {
    if (!bare || !email) return;
    const first = readFirstView(email);
    if (first) {
      update((next) => next.set(first.kind === 'queue' ? QUEUE_PARAM : TYPE_PARAM, first.key));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the e-mail is known
  }, [bare, email]);

  return {
    type,
    queue: view === 'leads' ? queue : null,
    view,
    chooseType: (key: DashboardTypeKey) => {
      if (key === type.key && !queue) return;
      // A notice's lead (`lead=`) is one of this type's: another type's list is not about it.
      update((next) => {
        next.set(TYPE_PARAM, key);
        next.delete(QUEUE_PARAM);
        next.delete(LEAD_PARAM);
      });
    },
    chooseQueue: (key: QuickView) =>
      update((next) => {
        next.set(QUEUE_PARAM, key);
        next.delete(TYPE_PARAM);
        next.delete(LEAD_PARAM);
        next.delete(VIEW_PARAM);
      }),
    chooseView: (next: DashboardViewKey) => {
      if (next === view) return;
      update((params) => {
        if (next === DEFAULT_VIEW) params.delete(VIEW_PARAM);
        else params.set(VIEW_PARAM, next);
      });
    },
  };
}
