import { Box } from '@mui/material';
import { AutocompleteInput, FormDataConsumer, RadioButtonGroupInput, SelectInput } from 'react-admin';
import { hourText, WEEKDAYS } from './emailTypes.ts';

const SCHEDULES = [
  { id: 'instant', name: 'As soon as new listings match' },
  { id: 'daily', name: 'Daily digest' },
  { id: 'weekly', name: 'Weekly digest' },
];
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ id: hour, name: hourText(hour) }));
const DAYS = WEEKDAYS.map((name, id) => ({ id, name }));
const ZONES = [
  { id: '', name: "My account's time zone" },
  ...Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') })),
];

/** When the email goes: instantly, or daily/weekly at an hour (and weekday) in a time zone. */
export const EmailScheduleInputs = () => (
  <Box sx={{ width: '100%' }}>
    <RadioButtonGroupInput source="schedule" label="Send" choices={SCHEDULES} defaultValue="daily" row={false} />
    <FormDataConsumer<{ schedule?: string }>>
      {({ formData: { schedule } }) =>
        schedule === 'daily' || schedule === 'weekly' ? (
          <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {schedule === 'weekly' ? <SelectInput source="send_weekday" label="Day" choices={DAYS} defaultValue={1} /> : null}
            <SelectInput source="send_hour" label="Time" choices={HOURS} defaultValue={8} />
            <AutocompleteInput
              source="timezone"
              label="Time zone"
              choices={ZONES}
              format={(zone: string | null) => zone ?? ''}
              parse={(zone: string) => zone || null}
              disableClearable
            />
          </Box>
        ) : null
      }
    </FormDataConsumer>
  </Box>
);
