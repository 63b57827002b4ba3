import { lazy } from 'react';

/** 'Report a problem' from the user menu; its dialog (and the screenshot capture) loads when opened. */
export const BugReportDialog = lazy(() => import('./BugReportDialog.tsx').then((module) => ({ default: module.BugReportDialog })));
