/**
 * The Insights view of /DC (its own chunk, loaded when the view is opened): leads per week by
 * type, by source, by landing page, the share still New after 48 hours, the time to first
 * response by type and by week, the pipeline by source and by landing page, and leads per owner. Each chart is drawn
 * with plain HTML and CSS (decision 0018) and has its numbers in a table beside it.
 */
import { useId } from 'react';
import { dashboardCopy } from '../../../content/dashboard';
import { insightsCopy } from '../../../content/insights';
import { Alert } from '../ui/Alert';
import { replyWithin } from '../../../content/forms';
import { dashboardTypes, type Collection } from '../../../records/collections';
import { childOf, landingRows, sourceRows, staleLeads, weekLabel, weekRows } from './insightsData';
import { ResponseChart } from './ResponseChart';
import { responseByType, responseByWeek, stageRows } from './responseData';
import { StageChart } from './StageChart';
import { sourceName } from '../ui/sourceWords';
import { RankedChart } from './RankedChart';
import { StaleChart } from './StaleChart';
import { useInsights } from './useInsights';
import { WeeksChart } from './WeeksChart';
import { ViewSection } from '../ui/ViewSection';

const typeName = (key: string) =>
  dashboardTypes.find(({ collection }) => collection === key)?.label ?? key;
const landingsNone = insightsCopy.landings.none;
const unassigned = insightsCopy.stages.unassigned;
const named = (none: string) => (key: string | null) => key ?? none;
const funnel = (insights: unknown, group: string) => childOf(childOf(insights, 'funnel'), group);

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
          <ResponseChart
            copy={insightsCopy.responses.byType}
            rows={responseByType(insights.value, insights.at)}
            nameOf={typeName}
            promiseOf={(key) => replyWithin[key as Collection]}
          />
          <ResponseChart
            copy={insightsCopy.responses.byWeek}
            rows={responseByWeek(insights.value, insights.at)}
            nameOf={weekLabel}
          />
          <StageChart
            copy={insightsCopy.stages.sources}
            rows={stageRows(funnel(insights.value, 'sources'), sourceName)}
          />
          <StageChart
            copy={insightsCopy.stages.landings}
            rows={stageRows(funnel(insights.value, 'landings'), named(landingsNone))}
          />
          <StageChart
            copy={insightsCopy.stages.owners}
            rows={stageRows(childOf(insights.value, 'owners'), named(unassigned))}
          />
        </>
      ) : null}
    </ViewSection>
  );
}
