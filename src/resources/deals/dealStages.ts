import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEAL_STAGES, DEFAULT_STAGE_LABELS } from '../../../server/deals/schemas.ts';
import type { PortalDataProvider } from '../../dataProvider/dataProvider.ts';
import type { DealStage, DealStageLabel } from '../../dataProvider/deals.ts';

export const DEAL_STAGES_KEY = ['deals', 'stages'];

/** The stages before the team's labels have loaded (or when they cannot): the default labels, in pipeline order. */
export const DEFAULT_STAGES: DealStageLabel[] = DEAL_STAGES.map((key, position) => ({
  key,
  label: DEFAULT_STAGE_LABELS[key],
  default_label: DEFAULT_STAGE_LABELS[key],
  position,
}));

/** The pipeline's stages with the team's labels ("Offer made", or what the team renamed it to). */
export function useDealStages(): DealStageLabel[] {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const stages = useQuery({ queryKey: DEAL_STAGES_KEY, queryFn: () => dataProvider.dealStages(), staleTime: 60_000 });
  return stages.data ?? DEFAULT_STAGES;
}

export const stageChoices = (stages: DealStageLabel[]) => stages.map((stage) => ({ id: stage.key, name: stage.label }));

export const stageLabel = (stages: DealStageLabel[], key: DealStage) =>
  stages.find((stage) => stage.key === key)?.label ?? DEFAULT_STAGE_LABELS[key];

/** Offers travel in cents; people read and type dollars. */
export const dollarsToCents = (dollars: unknown) => {
  if (dollars === '' || dollars === null || dollars === undefined) return null;
  const value = Number(dollars);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};

export { dealName } from './dealName.ts';
