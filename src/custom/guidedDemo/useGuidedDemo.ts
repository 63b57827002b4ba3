import { useEffect } from 'react';
import { useGetIdentity } from 'react-admin';
import { guidedDemoUser, startGuidedDemo } from './guidedDemo.ts';

/** Once the signed-in user is known, the guided-demo widget gets their email and name. */
export function useGuidedDemo() {
  const { identity } = useGetIdentity();
  const user = guidedDemoUser(identity as { email?: string; fullName?: string } | undefined);
  const email = user?.email;
  const name = user?.name;
  useEffect(() => {
    if (email && name) startGuidedDemo({ email, name });
  }, [email, name]);
}
