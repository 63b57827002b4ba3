/** The guided-demo widget, started by the layout once the signed-in user is known. */
export { useGuidedDemo } from './useGuidedDemo.ts';
