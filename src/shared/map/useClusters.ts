import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { SearchQuery } from '../../dataProvider/searchTypes.ts';
import type { MapView } from './mapTypes.ts';
import type { ClusterCell } from '../../dataProvider/searchTypes.ts';

/**
 * The applied search's matches grouped into cells for the map's view (GET …/clusters/, free), when there are more matches than
 * the page shows; null query or view: none asked for. Each view is asked once; a move cancels the answer nobody waits for.
 */
export function useClusters(query: SearchQuery | null, view: MapView | null): ClusterCell[] | undefined {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const zoom = view ? Math.round(view.zoom) : 0;
  const bbox = view ? (view.bbox.map((n) => Number(n.toFixed(4))) as MapView['bbox']) : null;
  const answer = useQuery({
    queryKey: ['search', 'clusters', query, zoom, bbox],
    queryFn: ({ signal }) => dataProvider.propertyClusters(query!, { zoom, bbox: bbox!, signal }),
    enabled: query !== null && bbox !== null,
    retry: false,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  return query && answer.data ? answer.data.cells : undefined;
}
