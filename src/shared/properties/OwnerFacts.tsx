import ScienceIcon from '@mui/icons-material/Science';
import { Chip, Stack, Typography } from '@mui/material';
import { DEMO_OWNER_DATA, ownerFactRows, type OwnerRecord } from '../../../server/listings/records/schemas.ts';
import { FactList } from '../FactList.tsx';
import { money, shortDate } from '../format.ts';

/**
 * A property record's owner and equity facts (issue 28), in the words and order the full report's PDF uses
 * (ownerFactRows); demo data carries a "Demo owner data" chip. `owner` null: no record for the address.
 */
export const OwnerFacts = ({ owner }: { owner: OwnerRecord | null | undefined }) => {
  if (!owner)
    return (
      <Typography variant="body2" color="text.secondary">
        No property record (owners, loans, tax) for this address.
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {owner.owner_data === DEMO_OWNER_DATA ? (
        <Chip
          size="small"
          icon={<ScienceIcon />}
          label={DEMO_OWNER_DATA}
          color="secondary"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      <FactList rows={ownerFactRows(owner, { money, day: shortDate })} />
      <Typography variant="caption" color="text.secondary">
        Equity is an estimate: the recorded loans amortised to the day shown. Payoffs and refinancings that were not recorded are not seen.
      </Typography>
    </Stack>
  );
};
