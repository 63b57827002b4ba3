import { Box } from '@mui/material';
import { email, maxLength, regex, required, SelectInput, TextArrayInput, TextInput } from 'react-admin';
import { ROLE_CHOICES } from './contactTypes.ts';

// The API's limits (server/routes/contacts/schemas.ts), checked before sending so most mistakes never round-trip.
const validateEmail = [required('Enter an email address.'), email('Enter a valid email address, like ann@example.com.'), maxLength(254)];
const validatePhone = [regex(/^$|^[+0-9 ().-]{7,32}$/, 'Use 7 to 32 digits, spaces, +, ( ), - or dots.')];
const validateTags = (tags: string[] | undefined) =>
  !tags
    ? undefined
    : tags.length > 30
      ? 'At most 30 tags.'
      : tags.some((t) => t.length > 50)
        ? 'Each tag must be at most 50 characters.'
        : undefined;

const twoColumns = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' };

/** The contact form's fields, shared by create and edit. */
export const ContactInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 760 }}>
    <Box sx={twoColumns}>
      <TextInput source="first_name" label="First name" validate={maxLength(100)} />
      <TextInput source="last_name" label="Last name" validate={maxLength(100)} />
      <TextInput
        source="email"
        label="Email"
        validate={validateEmail}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
      <TextInput source="phone" label="Phone" validate={validatePhone} />
      <TextInput source="company" label="Company" validate={maxLength(200)} />
      <SelectInput source="role" label="Role" choices={ROLE_CHOICES} defaultValue="other" emptyValue="other" />
    </Box>
    <TextArrayInput source="tags" label="Tags" helperText="Press Enter after each tag, e.g. cash buyer, Austin." validate={validateTags} />
    <TextInput source="notes" label="Notes" multiline minRows={3} validate={maxLength(5000)} />
  </Box>
);
