import { Create, SimpleForm } from 'react-admin';
import { ContactInputs } from './ContactInputs.tsx';

export const ContactCreate = () => (
  <Create title="New contact" redirect="list">
    <SimpleForm>
      <ContactInputs />
    </SimpleForm>
  </Create>
);
