import { dashboardCopy, dashboardErrors } from '../../../content/dashboard';
import { Alert } from '../ui/Alert';
import type { LoadMore as LoadMoreState } from './useLoadMore';
import buttons from '../ui/Buttons.module.css';
import cards from '../ui/Cards.module.css';

/** Under the cards: why more could not be loaded, and the "Load more" button while there is more. */
export function LoadMore({ more, hasMore }: { more: LoadMoreState; hasMore: boolean }) {
  return (
    <>
      {more.error ? <Alert message={`${dashboardErrors.loadMore} ${more.error}`} /> : null}
      {hasMore ? (
        <div className={cards.more}>
          <button
            type="button"
            className={buttons.secondaryButton}
            onClick={more.loadMore}
            aria-disabled={more.loadingMore}
          >
            {more.loadingMore ? dashboardCopy.loadingMore : dashboardCopy.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}
