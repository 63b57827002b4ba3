/** The user object the guided-demo widget reads (spec section 3): email and name. */
export interface GuidedDemoUser {
  email: string;
  name: string;
}

interface GuidedDemoWidget {
  identify: (user: GuidedDemoUser) => void;
}

declare global {
  interface Window {
    /** Set by the guided-demo vendor's script when the page includes it. */
    GuidedDemo?: GuidedDemoWidget;
  }
}

export const MISSING_SCRIPT_WARNING = 'Guided demo: the guided-demo script is not loaded, so the guided demo is not available.';

export function guidedDemoUser(identity: { email?: string; fullName?: string } | undefined): GuidedDemoUser | null {
  if (!identity?.email) return null;
  return { email: identity.email, name: identity.fullName?.trim() || identity.email };
}

/** Hands the signed-in user to the guided-demo widget; a missing script logs a console warning (spec section 8). */
export function startGuidedDemo(user: GuidedDemoUser, widget: GuidedDemoWidget | undefined = window.GuidedDemo): boolean {
  if (!widget || typeof widget.identify !== 'function') {
    console.warn(MISSING_SCRIPT_WARNING);
    return false;
  }
  widget.identify(user);
  return true;
}
