import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import type { Deal } from '../../dataProvider/deals.ts';
import { RecordEditToolbar } from '../../shared/records/RecordEditToolbar.tsx';
import { useSavedNotice } from '../../shared/records/useSavedNotice.ts';
import { DealInputs } from './DealInputs.tsx';
import { dealName } from './dealStages.ts';

const DealTitle = () => <>{dealName(useRecordContext<Deal>())}</>;

/** Only the fields a deal's PATCH takes (the record carries its contacts, tags and analysis too). */
const editable = ({ title, stage, offer_cents, expected_close_date, contact_ids }: Record<string, unknown>) => ({
  title,
  stage,
  offer_cents: offer_cents ?? null,
  expected_close_date: expected_close_date || null,
  contact_ids,
});

export const DealEdit = () => (
  <Edit
    title={<DealTitle />}
    mutationMode="pessimistic"
    transform={editable}
    mutationOptions={useSavedNotice((d) => `Saved ${dealName(d as Deal)}.`, 'show')}
  >
    <SimpleForm toolbar={<RecordEditToolbar noun="deal" warning="Its tasks and notes are deleted with it." />}>
      <DealInputs />
    </SimpleForm>
  </Edit>
);
