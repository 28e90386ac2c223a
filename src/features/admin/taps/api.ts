// The dashboard's chat taps: the chart's days of chat_taps, by document id (one
// document per day, so a month is at most 31 reads), read once per visit to the
// dashboard.
import { readIdRange } from '../core/data/queries';
import { CHART_DAYS, lastDays, summariseTaps, type TapSummary } from './taps';

export async function getChatTaps(now: Date = new Date()): Promise<TapSummary> {
  const days = lastDays(CHART_DAYS, now);
  return summariseTaps(await readIdRange('chat_taps', days[0]!, days[days.length - 1]!), now);
}
