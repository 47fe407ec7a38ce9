/**
 * The Insights view of /DC (its own chunk, loaded when the view is opened): leads per week by
 * type, by source, by landing page, and the share still New after 48 hours. Each chart is drawn
 * with plain HTML and CSS (decision 0018) and has its numbers in a table beside it.
 */
import { useId } from 'react';
import { dashboardCopy } from '../../../content/dashboard';
import { insightsCopy } from '../../../content/insights';
import { Alert } from '../ui/Alert';
import { landingRows, sourceRows, staleLeads, weekRows } from './insightsData';
import { RankedChart } from './RankedChart';
import { StaleChart } from './StaleChart';
import { useInsights } from './useInsights';
import { WeeksChart } from './WeeksChart';
import { ViewSection } from '../ui/ViewSection';

export default function InsightsPanel() {
  const headingId = useId();
  const { insights, error, retry } = useInsights();
  return (
    <ViewSection headingId={headingId} heading={insightsCopy.heading} intro={insightsCopy.intro}>
      {error ? (
        <Alert message={error} action={{ label: dashboardCopy.retry, onClick: retry }} />
      ) : null}
      {!insights && !error ? <p role="status">{insightsCopy.loading}</p> : null}
      {insights ? (
        <>
          <WeeksChart rows={weekRows(insights.value, insights.at)} />
          <RankedChart copy={insightsCopy.sources} rows={sourceRows(insights.value)} />
          <RankedChart
            copy={insightsCopy.landings}
            rows={landingRows(insights.value, insightsCopy.landings.none)}
          />
          <StaleChart stale={staleLeads(insights.value)} />
        </>
      ) : null}
    </ViewSection>
  );
}
