import { lazy } from 'react';

/*
 * The flags and the accessibility button come in their own chunk (preference-controls.tsx),
 * asked for as soon as the kiosk's layout renders: the kiosk's first screen is not held back
 * by them, and its JavaScript budget (ADR 016) pays only for these lines.
 */
const controls = () => import('./preference-controls');

export const LanguagePicker = lazy(() =>
  controls().then((module) => ({ default: module.LanguagePicker })),
);
export const AccessibilityToggle = lazy(() =>
  controls().then((module) => ({ default: module.AccessibilityToggle })),
);
