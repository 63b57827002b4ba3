import { Box } from '@mui/material';
import { maxLength, regex, required, TextInput } from 'react-admin';

const validateName = [required('Give the group a name.'), regex(/\S/, 'Give the group a name.'), maxLength(100)];

export const GroupInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 760 }}>
    <TextInput source="name" label="Name" validate={validateName} helperText="For example: Austin cash buyers" />
    <TextInput source="description" label="Description" multiline minRows={2} validate={maxLength(1000)} />
  </Box>
);
