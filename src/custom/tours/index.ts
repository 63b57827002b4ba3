/** The product tours: the provider the layout wraps pages in, and the tour button and runner it mounts when idle. */
export { ProductTours } from './ProductTours.tsx';
export { TourProvider } from './TourContext.tsx';
