import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s: CI runs the component and API suites side by side on two cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
