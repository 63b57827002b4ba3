import { centsToDollars } from '../../shared/format.ts';
import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  maxLength,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { CONTACTS, SAVED_PROPERTIES } from '../../dataProvider/resourceNames.ts';
import { dollarsToCents, stageChoices, useDealStages } from './dealStages.ts';

const twoColumns = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' };

/** The deal form's fields, shared by create and edit; the property is chosen among the saved properties on creation only. */
export const DealInputs = ({ creating = false }: { creating?: boolean }) => {
  const stages = useDealStages();
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      {creating ? (
        <ReferenceInput source="property_id" reference={SAVED_PROPERTIES} perPage={100}>
          <AutocompleteInput
            label="Property (from your saved properties)"
            optionText="address"
            validate={required('Choose a property.')}
            filterToQuery={() => ({})}
          />
        </ReferenceInput>
      ) : null}
      <TextInput source="title" label="Title" helperText={creating ? 'Defaults to the address.' : false} validate={maxLength(200)} />
      <Box sx={twoColumns}>
        <SelectInput source="stage" label="Stage" choices={stageChoices(stages)} defaultValue="lead" validate={required()} />
        <NumberInput
          source="offer_cents"
          label="Offer amount ($)"
          // What react-admin hands the format is already its own formatted text ('' for no offer), not only cents.
          format={(cents: number | string | null | undefined) => (typeof cents === 'number' ? String(centsToDollars(cents)) : '')}
          parse={dollarsToCents}
          validate={minValue(0, 'The offer cannot be negative.')}
          min={0}
          step={1000}
        />
        <DateInput source="expected_close_date" label="Expected close date" parse={(value: string) => value || null} />
      </Box>
      <ReferenceArrayInput source="contact_ids" reference={CONTACTS} perPage={100}>
        <AutocompleteArrayInput label="Contacts" />
      </ReferenceArrayInput>
    </Box>
  );
};
