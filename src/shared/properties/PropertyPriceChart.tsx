import { LineChart } from '@mui/x-charts/LineChart';
import type { ListingEvent } from '../../../server/listings/history/schemas.ts';
import { money, shortDate } from '../format.ts';

interface Props {
  /** Newest first, as the API answers. */
  events: ListingEvent[];
  /** Today's list price: the line runs on to today at it. */
  listPrice: number | null;
}

/** The list price over time as steps: each price holds until the next change, the last one until today. */
export default function PropertyPriceChart({ events, listPrice }: Props) {
  const points = events
    .filter((event) => event.new_price !== null && event.kind !== 'status_change')
    .map((event) => ({ at: new Date(event.at), price: event.new_price! }))
    .reverse();
  if (listPrice !== null && points.length) points.push({ at: new Date(), price: listPrice });
  return (
    <LineChart
      height={220}
      xAxis={[
        {
          data: points.map((point) => point.at),
          scaleType: 'time',
          valueFormatter: (value: Date) => shortDate(value.toISOString()),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => money(value), width: 80 }]}
      series={[{ data: points.map((point) => point.price), curve: 'stepAfter', label: 'List price', valueFormatter: (v) => money(v) }]}
      margin={{ left: 8, right: 16 }}
      hideLegend
    />
  );
}
